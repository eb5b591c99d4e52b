// On PostgreSQL only (another process's change comes through NOTIFY; embedded PGlite has no other process): `npm test`
// runs it in its PostgreSQL step; run alone without TEST_DATABASE_URL, it starts a throwaway PostgreSQL of its own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { seedIds } from '../src/db/seed';
import { SESSION_CHANGES_CHANNEL } from '../src/db/session-change-notices';
import { SESSION_CHECK_KEPT_MS } from '../src/http/session-cache';
import { onPostgres, startTestServer, type OwnPostgres, type TestServer } from './helpers/server';
import { apiClient, v1 } from './helpers/api';
import { forgeAccessToken } from './helpers/tokens';

const CONTEXT = v1('users/me/context');

/**
 * Asks `probe` until it answers true: for news that arrives on its own (a notification), never a fixed wait. Within
 * half the time a check is kept: a refusal that came only from the check's end would fail the test.
 */
async function eventually(probe: () => Promise<boolean>, what: string, limitMs = SESSION_CHECK_KEPT_MS / 2): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await probe())) {
    if (Date.now() > end) assert.fail(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('session checks kept in memory: changes made by another process (ADR 0127)', () => {
  let ownPostgres: OwnPostgres | undefined;
  let t: TestServer;
  /** Another process's connection: a replica, a job runner or psql; its writes are not this process's. */
  let elsewhere: pg.Client;

  before(async () => {
    ({ value: t, ownPostgres } = await onPostgres(() => startTestServer()));
    elsewhere = new pg.Client({ connectionString: t.config.databaseUrl });
    await elsewhere.connect();
  });
  after(async () => {
    await elsewhere?.end();
    await t?.close();
    ownPostgres?.stop();
  });

  /** A signed-in account whose session check is kept (asked twice: the first context call records its first sign-in). */
  async function keptSession(email: string) {
    const sub = seedIds.user(email);
    const api = apiClient(t.origin, await forgeAccessToken(t, { sub }));
    await eventually(async () => (await api.get(CONTEXT)).status === 200 && (await api.get(CONTEXT)).status === 200 && t.server.sessions.size > 0, 'the session check kept');
    return { sub, api };
  }

  it("refuses a kept session once another process deactivates the account, though this process's cache never saw the write", async () => {
    const { sub, api } = await keptSession('merchant2@demo.test');
    await elsewhere.query('UPDATE users SET is_active = false WHERE id = $1', [sub]);
    try {
      await eventually(async () => (await api.get(CONTEXT)).status === 401, 'refused after the notification');
      assert.equal((await api.get(CONTEXT)).body.error, 'The account is not active');
    } finally {
      await elsewhere.query('UPDATE users SET is_active = true WHERE id = $1', [sub]);
    }
  });

  it("refuses a kept session once another process revokes its grant (a sign-out on another replica)", async () => {
    const { sub, api } = await keptSession('merchant@demo.test');
    await elsewhere.query(`DELETE FROM oidc_payloads WHERE type = 'Grant' AND payload->>'accountId' = $1`, [sub]);
    await eventually(async () => (await api.get(CONTEXT)).status === 401, 'refused after the notification');
    assert.equal((await api.get(CONTEXT)).body.error, 'The session of this access token has ended');
  });

  it("does not keep what it read while this process's transaction had not committed", async () => {
    const { api } = await keptSession('tenant-viewer@demo.test');
    const tenantId = seedIds.tenant('acme');
    await t.server.database.db.transaction(async (tx) => {
      await tx.execute(`UPDATE tenants SET name = name WHERE id = '${tenantId}'`);
      assert.equal((await api.get(CONTEXT)).status, 200);
      assert.equal(t.server.sessions.size, 0, 'nothing kept while the write is open');
    });
    // Kept again once it committed: eventually, as its own write's notification (which forgets everything once
    // more) arrives some time after the commit, on a busy machine after the next call.
    await eventually(async () => (await api.get(CONTEXT)).status === 200 && t.server.sessions.size > 0, 'kept again once it committed');
  });

  it('keeps nothing while its listener is lost, and keeps again once it is back', async () => {
    await keptSession('tenant@demo.test');
    await elsewhere.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`, [`LISTEN ${SESSION_CHANGES_CHANNEL}`]);
    await eventually(async () => t.server.sessions.size === 0, 'forgotten when the listener is lost');
    await keptSession('tenant@demo.test');
  });
});
