import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { notifications, transactions } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { renderNotificationText } from '../src/modules/notifications/texts';
import { APPROVAL_NOTIFICATION_TYPES, APPROVAL_PAGES, type ApprovalRequest } from '@portal/contracts';
import { apiSuite } from './helpers/api-suite';
import { makeTransaction } from './helpers/transaction-actions';

/**
 * Approvals people see (issue 27 item 3, ADR 0071): a four-eyes request that starts waiting tells every user who may
 * approve it (its tenant's or merchant's, never the requester, never another tenant), once even when the request is
 * retried; its decision tells the requester; the tenant's queue lists who asked, why, for what payment and what it
 * has left, to approvers of that tenant only.
 */
describe('approvals: who is told, and the queue (ADR 0071)', () => {
  const people = ['tenant', 'tenant-approver', 'tenant-viewer', 'tenant2', 'merchant', 'merchant-approver', 'platform'];
  const api = apiSuite(people, { balancedJournals: true });
  const user = (who: string) => seedIds.user(`${who}@demo.test`);

  const act = (who: string, path: string, body: unknown, o: { requestId?: string; modeHeader?: 'mode' | 'systemmode' } = {}) =>
    api.call(who, 'POST', `/svc/merchant/api/crm/transactions/${path}`, {
      body, headers: { [o.modeHeader ?? 'systemmode']: 'Test', 'x-request-id': o.requestId ?? randomUUID() },
    });
  const queue = (who: string, query = '') => api.call(who, 'GET', `/svc/merchant/api/crm/approvals${query}`);
  /** The notifications `who` got whose link names `id` (the request, or its page). */
  const toldAbout = (who: string, link: string) => api.db.select().from(notifications)
    .where(and(eq(notifications.userId, user(who)), like(notifications.objectUrl, `%${link}%`)));
  const toldOf = async (who: string, link: string) => (await toldAbout(who, link)).map((n) => n.textKey);

  /** A captured GBP sale of Blue Bottle (Acme, threshold 500.00) with money on the ledger; its id and reference. */
  const sale = async (amount: number) => {
    const id = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount });
    await writeMoneyRows(api.db, id, new Date());
    const [row] = await api.db.select({ externalId: transactions.externalId }).from(transactions).where(eq(transactions.id, id));
    return { id, externalId: row!.externalId };
  };

  it("tells the tenant's other approvers that a refund waits, once, with a link that opens it; not the requester, a viewer or another tenant", async () => {
    const payment = await sale(100_000);
    const requestId = randomUUID();
    const asked = await act('tenant', `${payment.id}/refunds`, { amount: 60_000, reason: 'Damaged <goods>' }, { requestId });
    assert.equal(asked.body.created.status, 'WaitingForApproval');
    const refund = asked.body.created.id as string;
    // A retry of the same request answers the stored answer: nobody is told twice.
    assert.deepEqual(await act('tenant', `${payment.id}/refunds`, { amount: 60_000, reason: 'Damaged <goods>' }, { requestId }), asked);

    const told = await toldAbout('tenant-approver', refund);
    assert.equal(told.length, 1);
    const [n] = told;
    assert.deepEqual([n!.textKey, n!.notificationType, n!.objectUrl, n!.useRouter],
      ['approvals.refundWaiting', APPROVAL_NOTIFICATION_TYPES.waiting, APPROVAL_PAGES.tenantRequest(refund), true]);
    assert.deepEqual(renderNotificationText(n!.textKey!, n!.textParams!, 'en'), {
      title: 'Refund of 600,00 GBP waits for your approval',
      description: `Tessa Tenant asked to refund 600,00 GBP of payment ${payment.externalId} (Blue Bottle Coffee Ltd). Reason: Damaged &lt;goods&gt;`,
    });
    assert.equal(renderNotificationText(n!.textKey!, n!.textParams!, 'tr')!.title, '600,00 GBP tutarındaki iade onayınızı bekliyor');
    for (const who of ['tenant', 'tenant-viewer', 'tenant2', 'merchant', 'merchant-approver', 'platform']) {
      assert.deepEqual(await toldOf(who, refund), [], `${who} is not told`);
    }
  });

  it('lists the waiting request with who asked, why, its payment and what is left; one by id; only to approvers of its tenant', async () => {
    const payment = await sale(100_000);
    const asked = await act('tenant', `${payment.id}/refunds`, { amount: 70_000, reason: 'Goodwill' });
    const refund = asked.body.created.id as string;
    const list = await queue('tenant-approver', '?pageSize=100');
    assert.equal(list.status, 200);
    const row = (list.body.data as ApprovalRequest[]).find((r) => r.id === refund);
    assert.ok(row, 'the request is in the queue');
    assert.deepEqual({ ...row, requestedAt: undefined, externalId: undefined }, {
      id: refund, externalId: undefined, kind: 'Refund', amount: 70_000, currency: 'GBP', mode: 'Test', merchantId: seedIds.merchant('blue-bottle'),
      merchantName: 'Blue Bottle Coffee Ltd', websiteId: row.websiteId, requestedBy: { id: user('tenant'), name: 'Tessa Tenant' }, reason: 'Goodwill',
      requestedAt: undefined, parentId: payment.id, parentExternalId: payment.externalId, parentAmount: 100_000, parentRefundable: 30_000,
    });
    assert.ok(Date.now() - Date.parse(row.requestedAt) < 60_000, 'requested just now');
    // Oldest first by default; the kind and mode filters narrow it.
    const times = (list.body.data as ApprovalRequest[]).map((r) => Date.parse(r.requestedAt));
    assert.deepEqual(times, [...times].sort((a, b) => a - b));
    assert.ok(((await queue('tenant-approver', '?kind=Payout&pageSize=100')).body.data as ApprovalRequest[]).every((r) => r.kind === 'Payout'));
    assert.ok(!((await queue('tenant-approver', '?mode=Live&pageSize=100')).body.data as ApprovalRequest[]).some((r) => r.id === refund));

    assert.deepEqual((await api.call('tenant-approver', 'GET', `/svc/merchant/api/crm/approvals/${refund}`)).body, row);
    // Another tenant's approver: not in its queue, and one by id is unknown (404, not 403).
    assert.ok(!((await queue('tenant2', '?pageSize=100')).body.data as ApprovalRequest[]).some((r) => r.id === refund));
    assert.equal((await api.call('tenant2', 'GET', `/svc/merchant/api/crm/approvals/${refund}`)).status, 404);
    assert.equal((await api.call('tenant-approver', 'GET', '/svc/merchant/api/crm/approvals/not-an-id')).status, 404);
    for (const who of ['tenant-viewer', 'merchant', 'platform']) assert.equal((await queue(who)).status, 403, `${who} may not read the queue`);
  });

  it('tells the requester the outcome: approved with a link to the transaction, declined with the reason; a decided request leaves the queue', async () => {
    const payment = await sale(100_000);
    const first = (await act('tenant', `${payment.id}/refunds`, { amount: 55_000 })).body.created;
    const approved = await act('tenant-approver', `${first.id}/approves`, {}, { modeHeader: 'mode' });
    assert.equal(approved.status, 200);
    const [yes] = await toldAbout('tenant', APPROVAL_PAGES.tenantTransaction(first.id));
    assert.deepEqual([yes?.textKey, yes?.notificationType], ['approvals.approved', APPROVAL_NOTIFICATION_TYPES.decided]);
    assert.equal(renderNotificationText(yes!.textKey!, yes!.textParams!, 'en')!.description, 'Avery Approver approved it.');
    assert.equal((await api.call('tenant-approver', 'GET', `/svc/merchant/api/crm/approvals/${first.id}`)).status, 404, 'decided: no longer waiting');
    assert.deepEqual(await toldOf('tenant-approver', APPROVAL_PAGES.tenantTransaction(first.id)), [], 'the decider is not told');

    // A payout above the threshold: the approver is told it waits, then the requester that it was declined and why.
    const payout = await makeTransaction(api.db, { type: 'Payout', status: 'Pending', amount: 60_000 });
    assert.equal((await act('tenant', `${payout}/payouts`, {})).body.transaction.status, 'WaitingForApproval');
    assert.deepEqual(await toldOf('tenant-approver', payout), ['approvals.payoutWaiting']);
    assert.deepEqual(await toldOf('tenant', payout), []);
    assert.equal((await act('tenant-approver', `${payout}/declines`, { declineReason: 'Wrong account' }, { modeHeader: 'mode' })).status, 200);
    const [no] = await toldAbout('tenant', APPROVAL_PAGES.tenantTransaction(payout));
    assert.equal(no?.textKey, 'approvals.declined');
    assert.equal(renderNotificationText(no!.textKey!, no!.textParams!, 'tr')!.description, 'Avery Approver reddetti. Neden: Wrong account');
  });

  it("tells a merchant's other approver that its payment waits, and the requester the outcome; tenant staff are not told", async () => {
    await sale(200_000);
    const payments = '/svc/merchant/api/payments';
    const beneficiary = await api.call('merchant', 'POST', `${payments}/beneficiaries`, {
      body: { name: 'Seattle Beans', accountKind: 'accountNumber', country: 'US', accountNumber: '000123456789', bankCode: '021000021', currency: 'GBP' },
    });
    assert.equal(beneficiary.status, 201);
    const made = await api.call('merchant', 'POST', `${payments}/single-payments`, {
      body: { beneficiaryId: beneficiary.body.id, amount: 2_500, currency: 'GBP', reference: 'Invoice 7' },
      headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
    });
    assert.equal(made.status, 201);
    const page = APPROVAL_PAGES.merchantPayments;
    const waiting = (await toldAbout('merchant-approver', page)).filter((n) => n.textParams?.reference === made.body.externalId);
    assert.deepEqual(waiting.map((n) => n.textKey), ['approvals.paymentWaiting']);
    assert.deepEqual((await toldAbout('merchant', page)).filter((n) => n.textParams?.reference === made.body.externalId), []);
    for (const who of ['tenant', 'tenant-approver']) assert.deepEqual(await toldOf(who, made.body.id), []);

    const decided = await api.call('merchant-approver', 'POST', `${payments}/${made.body.id}/approves`, { body: {}, headers: { 'x-request-id': randomUUID(), mode: 'Test' } });
    assert.equal(decided.status, 200);
    const outcome = (await toldAbout('merchant', page)).filter((n) => n.textParams?.reference === made.body.externalId);
    assert.deepEqual(outcome.map((n) => n.textKey), ['approvals.approved']);
  });
});
