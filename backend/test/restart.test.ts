// Also on embedded PGlite: the data directory is closed and reopened by a second start.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client';
import { freshDatabase, startTestServer, type TestServer } from './helpers/server';
import { decodeJwt, refresh, signIn, type Tokens } from './helpers/oidc';
import { apiClient, v1 } from './helpers/api';

describe('restart on the same database', () => {
  let t: TestServer;
  before(async () => { t = await startTestServer({ ACCESS_TOKEN_TTL: '45' }); });
  after(async () => { await t?.close(); });

  it('keeps issued access and refresh tokens valid, and rotates refresh tokens', async () => {
    const { tokens } = await signIn(t.origin, 'merchant@demo.test');
    const claims = decodeJwt(tokens.access_token);
    assert.equal(tokens.expires_in, 45, 'ACCESS_TOKEN_TTL sets the lifetime');
    assert.equal(Number(claims.exp) - Number(claims.iat), 45);
    const kidBefore = (await (await fetch(`${t.origin}/oidc/jwks`)).json() as { keys: Array<{ kid: string }> }).keys[0]!.kid;

    await t.restart();

    const kidAfter = (await (await fetch(`${t.origin}/oidc/jwks`)).json() as { keys: Array<{ kid: string }> }).keys[0]!.kid;
    assert.equal(kidAfter, kidBefore, 'the signing key is reused');
    const ctx = await apiClient(t.origin, tokens.access_token).get(v1('users/me/context'));
    assert.equal(ctx.status, 200);
    assert.equal(ctx.body.user.email, 'merchant@demo.test');

    const res = await refresh(t.origin, tokens.refresh_token!);
    assert.equal(res.status, 200);
    const renewed = await res.json() as Tokens;
    assert.notEqual(renewed.refresh_token, tokens.refresh_token, 'refresh tokens rotate');
    assert.equal(decodeJwt(renewed.access_token).aud, 'urn:portal:api', 'the renewed token is for the API too');
    assert.equal(decodeJwt(renewed.access_token).profile, 'merchant');
    assert.equal((await apiClient(t.origin, renewed.access_token).get(v1('users/me/ping'))).status, 204);
    // The rotated-out token cannot be used again.
    assert.equal((await refresh(t.origin, tokens.refresh_token!)).status, 400);
  });

  // Each test file's server starts on a copy of the test template (helpers/server.ts): a job queue the template lacks
  // is made again by every one of them (a partition table and its indexes in pg-boss 10: most of a start's SQL).
  it("the test template holds every job queue a server's start asks for", async () => {
    const queues = async (db: Db) => (await db.execute<{ name: string }>(sql`SELECT name FROM pgboss.queue ORDER BY name`)).rows.map((r) => r.name);
    const copy = await freshDatabase({ seeded: true });
    const database = await openDatabase({ dataDir: copy.env.DATA_DIR ?? '', databaseUrl: copy.env.DATABASE_URL });
    try {
      assert.deepEqual(await queues(database.db), await queues(t.server.database.db), 'a new queue belongs in TEMPLATE_JOB_QUEUES');
    } finally {
      await database.close();
      await copy.drop();
    }
  });
});
