import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { accountingEntries, bankingChannels, transactionEvents, transactions } from '../src/db/schema';
import { ACTION_REFUSALS } from '@portal/contracts';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { apiSuite } from './helpers/api-suite';
import { makeTransaction } from './helpers/transaction-actions';

/**
 * The tenant's pending payments (issue 13, ADR 0055): tenant staff list their merchants' waiting payouts and approve
 * (paid with its journal) or decline them (with a reason) through the action service; tenant2@ never sees or
 * decides Acme's; merchants and viewers cannot use the calls.
 */
describe("tenant pending payments: the merchants' waiting payouts, approved or declined by tenant staff (ADR 0055)", () => {
  const api = apiSuite(['tenant', 'tenant2', 'tenant-viewer', 'merchant'], { balancedJournals: true });
  before(async () => {
    // Money for the payouts to come from.
    const sale = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount: 90_000, currency: 'GBP' });
    await writeMoneyRows(api.db, sale, new Date());
  });

  const call = (who: string, method: string, path: string, body?: unknown, requestId = randomUUID()) =>
    api.call(who, method, `/svc/merchant/api/crm/payments${path}`, { body, headers: { mode: 'Test', 'x-request-id': requestId } });
  const waitingIds = async (who: string) => ((await call(who, 'GET', '/pending?pageSize=100')).body.data as Array<{ id: string }>).map((p) => p.id);

  it('lists the waiting payouts; an approval pays one with its journal, a decline keeps its reason; neither twice', async () => {
    const first = await makeTransaction(api.db, { type: 'Payout', status: 'WaitingForApproval', amount: 4_000 });
    const second = await makeTransaction(api.db, { type: 'Payout', status: 'WaitingForApproval', amount: 5_000 });
    const ids = await waitingIds('tenant');
    assert.ok(ids.includes(first) && ids.includes(second));
    const requestId = randomUUID();
    const approved = await call('tenant', 'POST', `/${first}/approves`, {}, requestId);
    assert.deepEqual([approved.status, approved.body.status], [200, 'Successful']);
    assert.deepEqual(await call('tenant', 'POST', `/${first}/approves`, {}, requestId), approved, 'a retry is answered once');
    const lines = await api.db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, first));
    assert.ok(lines.some((l) => l.journal === 'payout' && l.account === 'bank_settlement' && l.credit === 4_000));
    assert.equal((await call('tenant', 'POST', `/${first}/approves`, {})).status, 409, 'no longer waiting');
    assert.equal((await call('tenant', 'POST', `/${second}/declines`, { response: 'Rejected', rejectReason: '' })).status, 400, 'a reason is required');
    const declined = await call('tenant', 'POST', `/${second}/declines`, { response: 'Rejected', rejectReason: 'Beneficiary under review' });
    assert.deepEqual([declined.status, declined.body.status], [200, 'Declined']);
    const [row] = await api.db.select().from(transactions).where(eq(transactions.id, second));
    assert.equal(row!.status, 'Declined');
    const after = await waitingIds('tenant');
    assert.ok(!after.includes(first) && !after.includes(second));
  });

  it("sends a payout through the tenant's Payout channel of its currency, and refuses one in a currency without an active one (ADR 0150)", async () => {
    const gbp = await makeTransaction(api.db, { type: 'Payout', status: 'WaitingForApproval', amount: 2_000 });
    const lira = await makeTransaction(api.db, { type: 'Payout', status: 'WaitingForApproval', amount: 2_000, currency: 'TRY' });
    const listed = (await call('tenant', 'GET', '/pending?pageSize=100')).body.data as Array<{ id: string; payoutChannel: string | null }>;
    assert.equal(listed.find((p) => p.id === gbp)?.payoutChannel, 'Acme GBP payouts');
    assert.equal(listed.find((p) => p.id === lira)?.payoutChannel, null, 'Acme pays out no lira');

    const refused = await call('tenant', 'POST', `/${lira}/approves`, {});
    assert.deepEqual([refused.status, refused.body.error], [409, ACTION_REFUSALS.noPayoutChannel.message]);
    const status = async (id: string) => (await api.db.select({ s: transactions.status }).from(transactions).where(eq(transactions.id, id)))[0]!.s;
    assert.equal(await status(lira), 'WaitingForApproval', 'nothing sent');

    // A channel deactivated after the payout was asked for: approving is refused until it is active again.
    const home = and(eq(bankingChannels.name, 'Acme GBP payouts'), eq(bankingChannels.purpose, 'Payout'));
    await api.db.update(bankingChannels).set({ isActive: false }).where(home);
    assert.equal((await call('tenant', 'POST', `/${gbp}/approves`, {})).status, 409);
    assert.equal(await status(gbp), 'WaitingForApproval');
    await api.db.update(bankingChannels).set({ isActive: true }).where(home);
    const approved = await call('tenant', 'POST', `/${gbp}/approves`, {});
    assert.deepEqual([approved.status, approved.body.status], [200, 'Successful']);
    const [event] = await api.db.select({ payload: transactionEvents.payload }).from(transactionEvents)
      .where(and(eq(transactionEvents.transactionId, gbp), eq(transactionEvents.type, 'payout.approved')));
    assert.deepEqual([event?.payload.bankingChannel, event?.payload.bank, event?.payload.scheme], ['Acme GBP payouts', 'Northbank plc', 'FasterPayments']);
  });

  it("never lets tenant2@ see or decide Acme's payouts; a viewer and a merchant are refused", async () => {
    const id = await makeTransaction(api.db, { type: 'Payout', status: 'WaitingForApproval', amount: 3_000 });
    assert.ok(!(await waitingIds('tenant2')).includes(id));
    assert.equal((await call('tenant2', 'POST', `/${id}/approves`, {})).status, 404);
    assert.equal((await call('tenant2', 'POST', `/${id}/declines`, { rejectReason: 'x' })).status, 404);
    assert.equal((await call('tenant-viewer', 'GET', '/pending')).status, 403);
    assert.equal((await call('tenant-viewer', 'POST', `/${id}/approves`, {})).status, 403);
    assert.equal((await call('merchant', 'GET', '/pending')).status, 403);
    const [row] = await api.db.select().from(transactions).where(eq(transactions.id, id));
    assert.equal(row!.status, 'WaitingForApproval', 'untouched');
  });
});
