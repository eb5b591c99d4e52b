import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { transactions } from '../src/db/schema';
import { ACTION_QUOTA } from '@portal/contracts';
import { startTestServer, type TestServer } from './helpers/server';
import { actionClient, makeTransaction, tokenFor, type ActionCaller } from './helpers/transaction-actions';

/**
 * The quota on transaction actions (issue 28 item 5, ADR 0102): one user's burst is refused past its quota with 429
 * and Retry-After, nothing done; another user of another tenant is not refused; the same request id succeeds
 * once the window has passed (the client's retry); the tenant's users together have a quota of their own.
 */
describe('transaction actions: a quota per user and per tenant', () => {
  let t: TestServer;
  const as: Record<string, ActionCaller> = {};
  before(async () => {
    t = await startTestServer({ ACTION_QUOTA_PER_USER: '5', ACTION_QUOTA_PER_TENANT: '8' });
    for (const who of ['tenant', 'tenant-approver', 'tenant2']) as[who] = actionClient(t.origin, await tokenFor(t, who));
  });
  after(async () => { await t?.close(); });

  const refundsOf = (id: string) => t.server.database.db.select().from(transactions).where(and(eq(transactions.parentId, id), eq(transactions.type, 'Refund')));

  it("refuses one user's burst past the quota, nothing done, and serves others", async () => {
    const id = await makeTransaction(t.server.database.db, { type: 'Sale', status: 'Captured', amount: 100_000 });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await as.tenant!(`${id}/refunds`, { amount: 100 }));
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200, 200, 429]);
    assert.equal(answers[5]!.body.error, ACTION_QUOTA.message);
    assert.equal((await refundsOf(id)).length, 5, 'the refused call refunded nothing');

    const other = await makeTransaction(t.server.database.db, { type: 'Sale', status: 'Captured', amount: 100_000, tenant: 'globex', merchant: 'globex-garden' });
    assert.equal((await as.tenant2!(`${other}/refunds`, { amount: 100 })).status, 200, "another tenant's user is not slowed");
  });

  it("counts the tenant's users together, and tells when to come back", async () => {
    const id = await makeTransaction(t.server.database.db, { type: 'Sale', status: 'Captured', amount: 100_000 });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await as['tenant-approver']!(`${id}/refunds`, { amount: 100 })).status);
    // tenant@'s 5 done in the test before count for Acme (its refused sixth does not): the approver's fourth is past
    // the tenant's quota of 8, though the approver's own is 5.
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const res = await fetch(`${t.origin}/svc/merchant/api/crm/transactions/${id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(t, 'tenant-approver')}`, 'content-type': 'application/json', systemmode: 'Test', 'x-request-id': randomUUID() },
      body: JSON.stringify({ amount: 100 }),
    });
    assert.equal(res.status, 429);
    const wait = Number(res.headers.get('retry-after'));
    assert.ok(wait >= 1 && wait <= 60, `Retry-After within the minute (${wait})`);
  });
});
