import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { accountingEntries, transactions } from '../src/db/schema';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { startTestServer, type TestServer } from './helpers/server';
import { makeTransaction, tokenFor, unbalancedJournals } from './helpers/transaction-actions';

/**
 * The tenant's pending payments (issue 13, ADR 0055): tenant staff list their merchants' waiting payouts and approve
 * (paid with its journal) or decline them (with a reason) through the action service; tenant2@ never sees or
 * decides Acme's; merchants and viewers cannot use the calls.
 */
describe("tenant pending payments: the merchants' waiting payouts, approved or declined by tenant staff (ADR 0055)", () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['tenant', 'tenant2', 'tenant-viewer', 'merchant']) tokens[who] = await tokenFor(t, who);
    // Money for the payouts to come from.
    const sale = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 90_000, currency: 'GBP' });
    await writeMoneyRows(db, sale, new Date());
  });
  after(async () => {
    assert.deepEqual(await unbalancedJournals(db), [], 'every journal balances');
    await t?.close();
  });

  interface Answer { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (who: string, method: string, path: string, body?: unknown, requestId = randomUUID()): Promise<Answer> => {
    const res = await fetch(`${t.origin}/svc/merchant/api/crm/payments${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[who]}`, accept: 'application/json', mode: 'Test', 'x-request-id': requestId, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const waitingIds = async (who: string) => ((await call(who, 'GET', '/pending?pageSize=100')).body.data as Array<{ id: string }>).map((p) => p.id);

  it('lists the waiting payouts; an approval pays one with its journal, a decline keeps its reason; neither twice', async () => {
    const first = await makeTransaction(db, { type: 'Payout', status: 'WaitingForApproval', amount: 4_000 });
    const second = await makeTransaction(db, { type: 'Payout', status: 'WaitingForApproval', amount: 5_000 });
    const ids = await waitingIds('tenant');
    assert.ok(ids.includes(first) && ids.includes(second));
    const requestId = randomUUID();
    const approved = await call('tenant', 'POST', `/${first}/approves`, {}, requestId);
    assert.deepEqual([approved.status, approved.body.status], [200, 'Successful']);
    assert.deepEqual(await call('tenant', 'POST', `/${first}/approves`, {}, requestId), approved, 'a retry is answered once');
    const lines = await db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, first));
    assert.ok(lines.some((l) => l.journal === 'payout' && l.account === 'bank_settlement' && l.credit === 4_000));
    assert.equal((await call('tenant', 'POST', `/${first}/approves`, {})).status, 409, 'no longer waiting');
    assert.equal((await call('tenant', 'POST', `/${second}/declines`, { response: 'Rejected', rejectReason: '' })).status, 400, 'a reason is required');
    const declined = await call('tenant', 'POST', `/${second}/declines`, { response: 'Rejected', rejectReason: 'Beneficiary under review' });
    assert.deepEqual([declined.status, declined.body.status], [200, 'Declined']);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, second));
    assert.equal(row!.status, 'Declined');
    const after = await waitingIds('tenant');
    assert.ok(!after.includes(first) && !after.includes(second));
  });

  it("never lets tenant2@ see or decide Acme's payouts; a viewer and a merchant are refused", async () => {
    const id = await makeTransaction(db, { type: 'Payout', status: 'WaitingForApproval', amount: 3_000 });
    assert.ok(!(await waitingIds('tenant2')).includes(id));
    assert.equal((await call('tenant2', 'POST', `/${id}/approves`, {})).status, 404);
    assert.equal((await call('tenant2', 'POST', `/${id}/declines`, { rejectReason: 'x' })).status, 404);
    assert.equal((await call('tenant-viewer', 'GET', '/pending')).status, 403);
    assert.equal((await call('tenant-viewer', 'POST', `/${id}/approves`, {})).status, 403);
    assert.equal((await call('merchant', 'GET', '/pending')).status, 403);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    assert.equal(row!.status, 'WaitingForApproval', 'untouched');
  });
});
