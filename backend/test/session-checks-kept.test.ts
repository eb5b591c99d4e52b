// Also on embedded PGlite: this process's own writes go through the one connection there too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { TENANT_SUSPENDED_MESSAGE } from '@portal/contracts';
import { tenants, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { apiClient, v1 } from './helpers/api';
import { forgeAccessToken } from './helpers/tokens';

const CONTEXT = v1('users/me/context');

describe("session checks kept in memory: this process's changes refuse the next call at once (ADR 0127)", () => {
  let t: TestServer;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('keeps a session it let in, and refuses the next call once the account is deactivated', async () => {
    const sub = seedIds.user('merchant2@demo.test');
    const api = apiClient(t.origin, await forgeAccessToken(t, { sub }));
    // The first context call records the account's first sign-in (a write to users: everything kept is forgotten).
    assert.equal((await api.get(CONTEXT)).status, 200);
    assert.equal((await api.get(CONTEXT)).status, 200);
    assert.ok(t.server.sessions.size >= 1, 'the session check is kept');
    await t.server.database.db.update(users).set({ isActive: false }).where(eq(users.id, sub));
    try {
      const refused = await api.get(CONTEXT);
      assert.deepEqual([refused.status, refused.body.error], [401, 'The account is not active']);
    } finally {
      await t.server.database.db.update(users).set({ isActive: true }).where(eq(users.id, sub));
    }
    assert.equal((await api.get(CONTEXT)).status, 200, 'active again: let in again');
  });

  it("refuses the next call of a suspended tenant's staff once the suspension commits, though the session was kept", async () => {
    const sub = seedIds.user('tenant-viewer@demo.test');
    const api = apiClient(t.origin, await forgeAccessToken(t, { sub }));
    assert.equal((await api.get(CONTEXT)).status, 200);
    const [viewer] = await t.server.database.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, sub));
    // Inside a transaction: refused once it commits.
    await t.server.database.db.transaction(async (tx) => {
      await tx.update(tenants).set({ isActive: false }).where(eq(tenants.id, viewer!.tenantId!));
    });
    try {
      const refused = await api.get(CONTEXT);
      assert.deepEqual([refused.status, refused.body.error], [401, TENANT_SUSPENDED_MESSAGE]);
    } finally {
      await t.server.database.db.update(tenants).set({ isActive: true }).where(eq(tenants.id, viewer!.tenantId!));
    }
    assert.equal((await api.get(CONTEXT)).status, 200);
  });
});
