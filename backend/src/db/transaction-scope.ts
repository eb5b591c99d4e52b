/**
 * One transaction per mutating API call (ADR 0081), without every module passing a `tx` around: inside
 * `inCallTransaction` the app's database handle (`transactionAware(db)`, what ApiDeps carries) answers with the
 * call's transaction, so a module's `db.insert(...)` and the audit event land in one commit. A module's own
 * `db.transaction(...)` becomes a savepoint of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { Db } from './client';

interface CallTransaction {
  /** The open transaction; cleared once it has ended, so work a call left running uses the pool again. */
  tx: Db | undefined;
  afterCommit: Array<() => void>;
}

const current = new AsyncLocalStorage<CallTransaction>();

/** The transaction of the call running now, if any. */
export function activeTransaction(): Db | undefined {
  return current.getStore()?.tx;
}

/**
 * The connection of the call's transaction (for SQL that does not go through drizzle: pg-boss's job insert, so a
 * job queued by a call is queued only if the call commits, and PGlite's single connection is not asked twice).
 */
export function activeConnection(): pg.PoolClient | undefined {
  const tx = activeTransaction();
  return tx && connectionOf(tx);
}

/** The connection a transaction runs on (node-postgres' client under drizzle's transaction), if `tx` is one. */
export function connectionOf(tx: Db): pg.PoolClient | undefined {
  return (tx as unknown as { session?: { client?: pg.PoolClient } }).session?.client;
}

/** Runs `fn` once the call's transaction has committed (at once outside one): a worker's wake-up, a cache drop. */
export function afterCommit(fn: () => void): void {
  const store = current.getStore();
  if (store?.tx) store.afterCommit.push(fn);
  else fn();
}

const RAW = Symbol('raw database');

/** The database handle that follows the running call's transaction (see the file's comment). */
export function transactionAware(db: Db): Db {
  if ((db as unknown as Record<symbol, unknown>)[RAW]) return db;
  return new Proxy(db, {
    get(target, property) {
      if (property === RAW) return target;
      const source = current.getStore()?.tx ?? target;
      const value = Reflect.get(source, property, source) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}

/** The handle under `transactionAware` (a transaction must be opened on the pool, not on itself). */
export const rawDatabase = (db: Db): Db => ((db as unknown as Record<symbol, Db | undefined>)[RAW]) ?? db;

/**
 * Runs `fn` in one transaction that the app's handle follows. `fn` decides what a refusal keeps: it returns
 * normally to commit, or throws to roll back. After the commit the `afterCommit` callbacks run.
 */
export async function inCallTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const store: CallTransaction = { tx: undefined, afterCommit: [] };
  const result = await rawDatabase(db).transaction(async (tx) => {
    store.tx = tx as unknown as Db;
    try {
      return await current.run(store, () => fn(tx as unknown as Db));
    } finally {
      store.tx = undefined;
    }
  });
  for (const callback of store.afterCommit) callback();
  return result;
}
