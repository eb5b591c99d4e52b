// Also on embedded PGlite: concurrent actions on one payment queue for PGlite's one connection (FOR UPDATE on PostgreSQL).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedIds } from '../src/db/seed';
import { transactionEvents, transactionRejections, transactions } from '../src/db/schema';
import { ACTION_MESSAGES, ACTION_REFUSALS } from '@portal/contracts';
import { startTestServer, type TestServer } from './helpers/server';
import {
  actionClient, makeTransaction, rowCounts, statusOf, tokenFor, unbalancedJournals, type ActionCaller, type Answer,
} from './helpers/transaction-actions';

/**
 * Transaction actions beyond the rule table (ADR 0046): idempotent request ids, concurrent refunds of one payment,
 * four-eyes with a second user, batch payout decisions, the platform's StatusChange, reset-restriction, webhook
 * re-delivery, relationships and deallocation.
 */
describe('transaction actions: idempotency, concurrency, four-eyes and the other actions (ADR 0046)', () => {
  let t: TestServer;
  let db: Db;
  const as: Record<string, ActionCaller> = {};
  const tokens: Record<string, string> = {};
  const ACME = seedIds.tenant('acme');
  const BLUE = seedIds.merchant('blue-bottle');
  const TENANT = seedIds.user('tenant@demo.test');
  const APPROVER = seedIds.user('tenant-approver@demo.test');
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['tenant', 'tenant-approver', 'tenant2', 'tenant-viewer', 'merchant', 'platform']) {
      tokens[who] = await tokenFor(t, who);
      as[who] = actionClient(t.origin, tokens[who]!);
    }
  });
  after(async () => {
    assert.deepEqual(await unbalancedJournals(db), [], 'every journal written by these actions balances');
    await t?.close();
  });

  const get = async (who: string, path: string): Promise<Answer> => {
    const res = await fetch(`${t.origin}/svc/merchant/api/crm/transactions/${path}`, { headers: { authorization: `Bearer ${tokens[who]}` } });
    return { status: res.status, body: await res.json() };
  };
  const refundsOf = (id: string) => db.select().from(transactions).where(and(eq(transactions.parentId, id), eq(transactions.type, 'Refund')));
  const sale = (amount = 10_000) => makeTransaction(db, { type: 'Sale', status: 'Captured', amount });
  const mode = { modeHeader: 'mode' as const };

  it('answers a repeated request id with the first answer and acts once; another request or user with the id is refused', async () => {
    const id = await sale();
    const requestId = randomUUID();
    const first = await as.tenant!(`${id}/refunds`, { amount: 1_000 }, { requestId });
    const again = await as.tenant!(`${id}/refunds`, { amount: 1_000 }, { requestId });
    assert.equal(first.status, 200);
    assert.deepEqual(again, first, 'same status and body');
    assert.equal((await refundsOf(id)).length, 1, 'refunded once');
    const [payment] = await db.select({ createdAt: transactions.createdAt }).from(transactions).where(eq(transactions.id, id));
    assert.equal((await refundsOf(id))[0]!.parentCreatedAt?.toISOString(), payment!.createdAt.toISOString(), 'the refund carries its payment\'s time (the parent\'s whole key)');
    const other = await as.tenant!(`${id}/refunds`, { amount: 2_000 }, { requestId });
    assert.deepEqual([other.status, other.body.error], [422, ACTION_REFUSALS.requestIdReused.message]);
    const stranger = await as['tenant-approver']!(`${id}/refunds`, { amount: 1_000 }, { requestId });
    assert.deepEqual([stranger.status, stranger.body.error], [422, ACTION_REFUSALS.requestIdReused.message]);

    // A refusal is an answer too: its retry gets the same refusal and still changes nothing.
    const refusedId = randomUUID();
    const before = await rowCounts(db);
    const refused = await as.tenant!(`${id}/refunds`, { amount: 50_000 }, { requestId: refusedId });
    assert.deepEqual([refused.status, refused.body.error], [422, ACTION_REFUSALS.refundTooLarge.message]);
    assert.deepEqual(await as.tenant!(`${id}/refunds`, { amount: 50_000 }, { requestId: refusedId }), refused);
    assert.deepEqual(await rowCounts(db), before);

    // A decline's retry answers what the decline answered, not "cannot be declined" although the payment now is Declined.
    const pending = await makeTransaction(db, { type: 'Sale', status: 'Pending' });
    const declineId = randomUUID();
    const declined = await as.tenant!(`${pending}/declines`, { declineReason: 'Customer asked' }, { ...mode, requestId: declineId });
    assert.equal(declined.status, 200);
    assert.deepEqual(await as.tenant!(`${pending}/declines`, { declineReason: 'Customer asked' }, { ...mode, requestId: declineId }), declined);
    assert.equal((await db.select().from(transactionRejections).where(eq(transactionRejections.transactionId, pending))).length, 1);

    // Concurrent duplicates: one acts, the others wait for it and read its answer.
    const twice = randomUUID();
    const same = await Promise.all(Array.from({ length: 5 }, () => as.tenant!(`${id}/refunds`, { amount: 500 }, { requestId: twice })));
    assert.deepEqual(new Set(same.map((a) => JSON.stringify(a))).size, 1, JSON.stringify(same.map((a) => a.status)));
    assert.equal(same[0]!.status, 200);
    assert.equal((await refundsOf(id)).length, 2);
  });

  it('never refunds more than was captured, whatever 20 concurrent partial refunds do', async () => {
    const id = await sale(10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => as.tenant!(`${id}/refunds`, { amount: 1_500 })));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 6, statuses.join());
    assert.ok(answers.filter((a) => a.status !== 200).every((a) => a.status === 422 && a.body.error === ACTION_REFUSALS.refundTooLarge.message));
    const refunds = await refundsOf(id);
    assert.equal(refunds.reduce((s, r) => s + r.amount, 0), 9_000);
    assert.equal(new Set(refunds.map((r) => r.externalId)).size, 6, 'each refund its own external id');
    const [payment] = await db.select({ externalId: transactions.externalId }).from(transactions).where(eq(transactions.id, id));
    assert.ok(refunds.every((r) => r.parentExternalId === payment!.externalId), 'each refund carries its payment\'s external id (a lookup page shows it)');
    const balance = await get('tenant', `${id}/check-balance`);
    assert.deepEqual([balance.body.refunded, balance.body.refundable], [9_000, 1_000]);
  });

  it('makes a refund above the tenant\'s threshold wait for a second user, who approves it: both users and times in the events tab', async () => {
    // Acme's threshold: 500.00 GBP (ADR 0046). At it, no second user; above it, one.
    const id = await sale(100_000);
    assert.equal((await as.tenant!(`${id}/refunds`, { amount: 50_000 })).body.created.status, 'Successful');
    const big = await sale(100_000);
    const waiting = await as.tenant!(`${big}/refunds`, { amount: 60_000, reason: 'Whole order returned' });
    assert.equal(waiting.status, 200);
    assert.deepEqual([waiting.body.created.status, waiting.body.message], ['WaitingForApproval', ACTION_MESSAGES.refundWaiting]);
    const refundId = waiting.body.created.id as string;
    const held = await get('tenant', `${big}/check-balance`);
    assert.deepEqual([held.body.pendingRefunds, held.body.refundable], [60_000, 40_000], 'the waiting refund holds its amount');
    assert.equal((await as.tenant!(`${big}/refunds`, { amount: 40_001 })).status, 422);

    const own = await as.tenant!(`${refundId}/approves`, {}, mode);
    assert.deepEqual([own.status, own.body.error], [409, ACTION_REFUSALS.ownRequest.message]);
    assert.equal((await as.tenant!(`${refundId}/declines`, { declineReason: 'no' }, mode)).body.error, ACTION_REFUSALS.ownRequest.message);
    assert.equal((await as['tenant-viewer']!(`${refundId}/approves`, {}, mode)).status, 403, 'the approve permission is needed');
    const approved = await as['tenant-approver']!(`${refundId}/approves`, {}, mode);
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.deepEqual([approved.body.transaction.status, approved.body.message], ['Successful', ACTION_MESSAGES.approved]);
    const after = await get('tenant', `${big}/check-balance`);
    assert.deepEqual([after.body.refunded, after.body.pendingRefunds], [60_000, 0]);
    const entries = await fetch(`${t.origin}/svc/core/acc/customers/${BLUE}/transactions/${refundId}/accounting-entries`, { headers: { authorization: `Bearer ${tokens.tenant}` } })
      .then((r) => r.json()) as { data: Array<{ id: string; journal: string }>; balance: number };
    assert.ok(entries.data.some((e) => e.journal === 'refund') && entries.balance === 0, 'the money moved on approval');
    // The payment's accounting tab shows its own lines and its refund's, still balanced.
    const ofPayment = await fetch(`${t.origin}/svc/core/acc/customers/${BLUE}/transactions/${big}/accounting-entries`, { headers: { authorization: `Bearer ${tokens.tenant}` } })
      .then((r) => r.json()) as { data: Array<{ id: string; journal: string }>; balance: number };
    assert.ok(entries.data.every((e) => ofPayment.data.some((p) => p.id === e.id)) && ofPayment.balance === 0, "the refund's lines are in the payment's");

    const events = (await get('tenant', `${refundId}/events`)).body as Array<{ type: string; createdAt: string; payload: { user: { id: string; name: string }; at: string; initiatedBy?: { id: string } } }>;
    const asking = events.find((e) => e.type === 'refund.waiting_for_approval')!;
    const approving = events.find((e) => e.type === 'refund.approved')!;
    assert.deepEqual([asking.payload.user.id, asking.payload.user.name], [TENANT, 'Tessa Tenant']);
    assert.deepEqual([approving.payload.user.id, approving.payload.user.name], [APPROVER, 'Avery Approver']);
    assert.equal(approving.payload.initiatedBy?.id, TENANT);
    assert.ok(Date.parse(asking.payload.at) <= Date.parse(approving.payload.at));
    const paymentEvents = (await get('tenant', `${big}/events`)).body as Array<{ type: string; payload: Record<string, { id?: string }> }>;
    const refunded = paymentEvents.find((e) => e.type === 'transaction.refunded')!;
    assert.deepEqual([refunded.payload.initiatedBy?.id, refunded.payload.approvedBy?.id], [TENANT, APPROVER], 'the payment\'s events name both users');
  });

  it("holds a payment's refunds together to the threshold: refunds just under it, one after another, wait from the one that crosses it", async () => {
    // Acme's threshold: 500.00 GBP. 499.00 alone goes through; 499.00 more makes 998.00 refunded or waiting.
    const id = await sale(150_000);
    assert.equal((await as.tenant!(`${id}/refunds`, { amount: 49_900 })).body.created.status, 'Successful');
    const second = await as.tenant!(`${id}/refunds`, { amount: 49_900 });
    assert.deepEqual([second.body.created.status, second.body.message], ['WaitingForApproval', ACTION_MESSAGES.refundWaiting]);
    assert.equal((await as.tenant!(`${id}/refunds`, { amount: 100 })).body.created.status, 'WaitingForApproval', 'a waiting refund counts too');
    const balance = await get('tenant', `${id}/check-balance`);
    assert.deepEqual([balance.body.refunded, balance.body.pendingRefunds], [49_900, 50_000], 'nothing over the threshold moved without a second user');
  });

  it('makes a payout above the threshold wait; the second user declines it with a reason and nothing is paid', async () => {
    const small = await makeTransaction(db, { type: 'Payout', status: 'Pending', amount: 20_000 });
    const sent = await as.tenant!(`${small}/payouts`);
    assert.deepEqual([sent.body.transaction.status, sent.body.message], ['Successful', ACTION_MESSAGES.paidOut]);
    const payout = await makeTransaction(db, { type: 'Payout', status: 'Pending', amount: 75_000 });
    const waits = await as.tenant!(`${payout}/payouts`);
    assert.deepEqual([waits.body.transaction.status, waits.body.message], ['WaitingForApproval', ACTION_MESSAGES.payoutWaiting]);
    const declined = await as['tenant-approver']!(`${payout}/declines`, { declineReason: 'Beneficiary not verified' }, mode);
    assert.equal(declined.body.transaction.status, 'Declined');
    const reasons = (await get('tenant', `${payout}/rejection_reasons/Declined`)).body;
    assert.deepEqual(reasons.map((r: { source: string; message: string }) => [r.source, r.message]), [['User', 'Beneficiary not verified']]);
    const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM accounting_entries WHERE transaction_id = ${payout}`);
    assert.equal(rows[0]!.n, 0, 'a declined payout books nothing');
  });

  it('approves and declines payouts in batch, each on its own, idempotently', async () => {
    const waiting = async (who: 'tenant' | 'tenant-approver') => {
      const id = await makeTransaction(db, { type: 'Payout', status: 'Pending', amount: 80_000 });
      assert.equal((await as[who]!(`${id}/payouts`)).body.transaction.status, 'WaitingForApproval');
      return id;
    };
    const [p1, p2, mine] = [await waiting('tenant'), await waiting('tenant'), await waiting('tenant-approver')];
    const saleId = await sale();
    const globex = await makeTransaction(db, { type: 'Payout', status: 'WaitingForApproval', tenant: 'globex', merchant: 'globex-garden', currency: 'USD' });
    const requestId = randomUUID();
    const body = { transactions: [p1, mine, saleId, globex, p2] };
    const batch = await as['tenant-approver']!('payout/approvals', body, { ...mode, requestId });
    assert.equal(batch.status, 200, JSON.stringify(batch.body));
    assert.deepEqual(batch.body.results.map((r: { outcome: string; message: string }) => [r.outcome, r.message]), [
      ['Approved', ACTION_MESSAGES.approved],
      ['Refused', ACTION_REFUSALS.ownRequest.message],
      ['Refused', ACTION_REFUSALS.notAPayout.message],
      ['Refused', 'Transaction not found'],
      ['Approved', ACTION_MESSAGES.approved],
    ]);
    assert.deepEqual([await statusOf(db, p1), await statusOf(db, p2), await statusOf(db, mine), await statusOf(db, globex)],
      ['Successful', 'Successful', 'WaitingForApproval', 'WaitingForApproval']);
    const before = await rowCounts(db);
    assert.deepEqual(await as['tenant-approver']!('payout/approvals', body, { ...mode, requestId }), batch, 'a retry answers the same, acts not again');
    assert.deepEqual(await rowCounts(db), before);

    const declines = await as.tenant!('payout/declinations', { transactions: [mine, p1], reason: '' }, mode);
    assert.deepEqual(declines.body.results.map((r: { outcome: string }) => r.outcome), ['Declined', 'Refused']);
    assert.equal(await statusOf(db, mine), 'Declined');
    assert.equal((await as['tenant-viewer']!('payout/declinations', { transactions: [p1], reason: '' }, mode)).status, 403);
  });

  it('lets platform staff approve or decline by actionType (StatusChange), a decline only with its reason', async () => {
    const blocked = await makeTransaction(db, { type: 'Sale', status: 'Blocked' });
    const put = (who: string, id: string, body: object) => as[who]!(`${id}/StatusChange`, body, { method: 'PUT', tenantId: who === 'platform' ? ACME : undefined });
    assert.equal((await put('tenant', blocked, { actionType: 'Approve' })).status, 403, 'platform staff only');
    const approved = await put('platform', blocked, { actionType: 'Approve' });
    assert.deepEqual([approved.status, approved.body.transaction.status], [200, 'Captured']);
    const other = await makeTransaction(db, { type: 'Sale', status: 'Blocked' });
    const noReason = await put('platform', other, { actionType: 'Decline' });
    assert.deepEqual([noReason.status, noReason.body.error], [422, ACTION_REFUSALS.declineReasonRequired.message]);
    const bare = await as.tenant!(`${other}/declines`, null, mode);
    assert.deepEqual([bare.status, bare.body.error], [422, ACTION_REFUSALS.declineReasonRequired.message], 'a decline without a body says why not');
    assert.equal((await put('platform', other, { actionType: 'Decline', declineReason: 'Confirmed fraud' })).body.transaction.status, 'Declined');
    assert.equal((await put('platform', other, { actionType: 'Approve' })).body.error, ACTION_REFUSALS.notApprovable.message);
  });

  it('resets a blocked payment\'s restriction once', async () => {
    const blocked = await makeTransaction(db, { type: 'Sale', status: 'Blocked' });
    const reset = (org = BLUE) => as.tenant!(`${blocked}/reset-restriction?organizationId=${org}`, {}, { method: 'PUT' });
    assert.equal((await reset(seedIds.merchant('harbour-florists'))).status, 404, 'another organization does not hold it');
    const first = await reset();
    assert.deepEqual([first.status, first.body.message, first.body.transaction.status], [200, ACTION_MESSAGES.restrictionReset, 'Blocked']);
    const second = await reset();
    assert.deepEqual([second.status, second.body.error], [409, ACTION_REFUSALS.restrictionAlreadyReset.message]);
    const events = (await get('tenant', `${blocked}/events`)).body as Array<{ type: string; payload: { user: { id: string }; card: string } }>;
    const event = events.find((e) => e.type === 'transaction.restriction_reset')!;
    assert.deepEqual([event.payload.user.id, event.payload.card], [TENANT, '424242******4242']);
  });

  it('refuses to resend a webhook no endpoint was sent (the delivery itself is tested in webhook-delivery.test.ts)', async () => {
    // The seed's history names deliveries, but no endpoint received them: there is no message to send again.
    const [event] = await db.select().from(transactionEvents).innerJoin(transactions, eq(transactions.id, transactionEvents.transactionId))
      .where(and(eq(transactionEvents.merchantId, BLUE), eq(transactionEvents.webhookStatus, 'Failed'))).limit(1);
    assert.ok(event, 'the seed has a failed delivery');
    const e = event.transaction_events;
    const refused = await as.tenant!(`events/${e.id}/resend-webhook`, {}, { mode: event.transactions.mode });
    assert.deepEqual([refused.status, refused.body.error], [409, ACTION_REFUSALS.webhookNotConfigured.message]);
    assert.equal((await as.tenant2!(`events/${e.id}/resend-webhook`, {}, { mode: event.transactions.mode })).status, 404);
    const [none] = await db.select().from(transactionEvents).where(and(eq(transactionEvents.merchantId, seedIds.merchant('nimbus-books')), eq(transactionEvents.webhookStatus, 'NotConfigured'))).limit(1);
    const notConfigured = await as.tenant!(`events/${none!.id}/resend-webhook`, {}, { mode: 'Test' });
    assert.deepEqual([notConfigured.status, notConfigured.body.error], [409, ACTION_REFUSALS.webhookNotConfigured.message]);
  });

  it('lists relationships in the caller\'s scope with their filters, and deallocates one once', async () => {
    const list = await get('tenant', 'relationships?pageSize=100');
    assert.equal(list.status, 200);
    assert.ok(list.body.count > 0 && list.body.data.length === list.body.count);
    const acme = new Set([BLUE, ...['sandbox-surf', 'nimbus-books', 'harbour-florists', 'old-mill'].map(seedIds.merchant)]);
    assert.ok(list.body.data.every((r: { organizationId: string }) => acme.has(r.organizationId)), 'only Acme\'s');
    const globex = (await get('tenant2', 'relationships?pageSize=100')).body.data;
    assert.ok(globex.length > 0 && globex.every((r: { organizationId: string }) => !acme.has(r.organizationId)));
    const payouts = (await get('tenant', 'relationships?requestType=Payout')).body.data;
    assert.ok(payouts.length > 0 && payouts.every((r: { requestType: string }) => r.requestType === 'Payout'));
    const page = await get('tenant', 'relationships?pageSize=2&pageIndex=1');
    assert.deepEqual([page.body.count, page.body.data.length], [list.body.count, 2]);
    assert.equal((await get('merchant', 'relationships')).status, 403);

    const active = list.body.data.find((r: { deallocatedAt: string | null }) => r.deallocatedAt === null);
    const one = (await get('tenant', `relationships?transactionId=${active.transactionId}`)).body.data;
    assert.deepEqual(one.map((r: { id: string }) => r.id), [active.id]);
    const [{ mode: txMode }] = await db.select({ mode: transactions.mode }).from(transactions).where(eq(transactions.id, active.transactionId));
    const body = { organizationId: active.organizationId, transactionId: active.transactionId, accountReference: active.accountReference };
    const put = (who: string, b: object) => as[who]!('relationships/deallocate', b, { method: 'PUT', mode: txMode });
    assert.equal((await put('tenant', { ...body, organizationId: seedIds.merchant('old-mill') })).status, 404);
    assert.equal((await put('tenant2', body)).status, 404);
    const done = await put('tenant', body);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.ok(done.body.deallocatedAt);
    const again = await put('tenant', body);
    assert.deepEqual([again.status, again.body.error], [409, ACTION_REFUSALS.alreadyDeallocated.message]);
    const events = (await get('tenant', `${active.transactionId}/events`)).body as Array<{ type: string; payload: { user: { id: string } } }>;
    assert.equal(events.find((e) => e.type === 'transaction.deallocated')?.payload.user.id, TENANT);
  });
});
