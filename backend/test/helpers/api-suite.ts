import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Db } from '../../src/db/client';
import { startTestServer, type TestServer } from './server';
import { tokenFor, unbalancedJournals, type Answer } from './transaction-actions';

export interface ApiCallOptions {
  /** Sent as JSON (with its content type) when given. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The backend of one describe block, with the signed-in demo accounts it named. */
export interface ApiSuite {
  readonly server: TestServer;
  readonly origin: string;
  readonly db: Db;
  /** The bearer token of a named account (`tenant` = tenant@demo.test). */
  token(who: string): string;
  /** A JSON call to `path` (from the origin, e.g. `/svc/merchant/api/...`) as `who`; the body parsed when there is one. */
  call(who: string, method: string, path: string, o?: ApiCallOptions): Promise<Answer>;
}

/**
 * Starts a backend before the describe block's tests and closes it after them, with tokens for `accounts`.
 * With `balancedJournals`, the block ends by checking that every journal its tests wrote balances: money-moving
 * features (payments, payouts, batches) prove it once per file this way.
 * `env` adds to the server's environment (a flag a feature reads).
 * Call it at the top of a `describe`; a file's own `before` hooks registered after it run after the start.
 */
export function apiSuite(accounts: readonly string[], o: { balancedJournals?: boolean; env?: Record<string, string> } = {}): ApiSuite {
  let server: TestServer | undefined;
  const tokens = new Map<string, string>();
  const started = (): TestServer => {
    assert.ok(server, 'the suite has started: use the suite inside tests and hooks');
    return server;
  };
  before(async () => {
    server = await startTestServer(o.env);
    for (const who of accounts) tokens.set(who, await tokenFor(server, who));
  });
  after(async () => {
    if (o.balancedJournals && server) assert.deepEqual(await unbalancedJournals(server.server.database.db), [], 'every journal balances');
    await server?.close();
  });
  const token = (who: string): string => {
    const value = tokens.get(who);
    assert.ok(value, `no token for "${who}": name it in apiSuite([...])`);
    return value;
  };
  return {
    get server() { return started(); },
    get origin() { return started().origin; },
    get db() { return started().server.database.db; },
    token,
    async call(who, method, path, { body, headers = {} } = {}) {
      const res = await fetch(`${started().origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token(who)}`, accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      const json = (res.headers.get('content-type') ?? '').includes('json');
      return { status: res.status, body: text && json ? JSON.parse(text) : text || undefined };
    },
  };
}
