/**
 * This process's writes to what the API's session check reads (ADR 0127), seen on the pool's connections: a statement
 * that updates, deletes or truncates accounts, roles, tenants, merchants or the provider's rows (grants), or inserts a
 * provider row (a grant's upsert). Its start and its end (the statement's, or its transaction's commit or rollback)
 * go to the session cache, so that no check read before the write commits is kept after it.
 */
import type pg from 'pg';

/** The statements that change what a session check reads (drizzle writes `update "users" set ...`). */
const SESSION_WRITE = /^\s*(?:update|delete\s+from|truncate(?:\s+table)?|insert\s+into)\s+(?:"?public"?\.)?"?(?:users|roles|tenants|merchants|oidc_payloads)"?(?:[\s(;,]|$)/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const END = /^\s*(?:commit|rollback|end|abort)\b/i;

export const isSessionWrite = (text: string): boolean => SESSION_WRITE.test(text);

export interface SessionWriteListener {
  sessionWriteStarted(): void;
  sessionWriteEnded(): void;
}

/**
 * A listener that can be attached later (the database is opened, migrated and seeded before the app and its session
 * cache exist): it counts writes in flight and hands them on once attached.
 */
export interface SessionWriteRelay extends SessionWriteListener {
  attach(listener: SessionWriteListener): void;
}

export function createSessionWriteRelay(): SessionWriteRelay {
  let attached: SessionWriteListener | undefined;
  let open = 0;
  return {
    sessionWriteStarted() {
      open += 1;
      attached?.sessionWriteStarted();
    },
    sessionWriteEnded() {
      open = Math.max(0, open - 1);
      attached?.sessionWriteEnded();
    },
    attach(listener) {
      attached = listener;
      for (let i = 0; i < open; i += 1) listener.sessionWriteStarted();
    },
  };
}

type QueryArgs = [unknown, unknown?, unknown?];
type Callback = (err: unknown, res: unknown) => void;

/** Watches every connection `pool` opens from now on. */
export function watchSessionWrites(pool: pg.Pool, listener: SessionWriteListener): void {
  pool.on('connect', (client) => watchConnection(client, listener));
}

/** Wraps one connection's `query`: it tells `listener` when a session write starts and when it has ended. */
export function watchConnection(client: pg.ClientBase, listener: SessionWriteListener): void {
  let inTransaction = false;
  // A write seen in the open transaction (or the statement running outside one) and not yet ended.
  let writeOpen = false;
  const endWrite = () => {
    if (!writeOpen) return;
    writeOpen = false;
    listener.sessionWriteEnded();
  };
  // A connection lost with a write open: the write ended one way or the other.
  client.on('end', endWrite);
  client.on('error', endWrite);
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return query(...args);
    let endsWrite = false;
    if (BEGIN.test(text)) {
      inTransaction = true;
    } else if (END.test(text)) {
      inTransaction = false;
      endsWrite = writeOpen;
    } else if (SESSION_WRITE.test(text)) {
      if (!writeOpen) {
        writeOpen = true;
        listener.sessionWriteStarted();
      }
      endsWrite = !inTransaction;
    }
    if (!endsWrite) return query(...args);
    return afterQuery(query, args, endWrite);
  };
}

/** Runs `query(...args)` and `done()` once it has answered, in whichever form it was called (callback or promise). */
function afterQuery(query: (...args: QueryArgs) => unknown, args: QueryArgs, done: () => void): unknown {
  const callbackAt = typeof args[2] === 'function' ? 2 : typeof args[1] === 'function' ? 1 : undefined;
  if (callbackAt !== undefined) {
    const callback = args[callbackAt] as Callback;
    const wrapped: unknown[] = [...args];
    wrapped[callbackAt] = (err: unknown, res: unknown) => {
      done();
      callback(err, res);
    };
    return query(...(wrapped as QueryArgs));
  }
  const result = query(...args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(done, done);
  } else {
    done();
  }
  return result;
}
