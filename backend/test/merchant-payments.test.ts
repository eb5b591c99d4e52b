// Also on embedded PGlite: a payout's approval moves balances in one database transaction over PGlite's one connection.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { accountingEntries, bankingChannels, defaultParameters } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { ACTION_REFUSALS, PAYMENT_LIMITS, PAYMENT_REFUSALS, type MerchantBalance } from '@portal/contracts';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { bankAnswer } from '../src/modules/merchant-payments/payee-check';
import { apiSuite } from './helpers/api-suite';
import { makeTransaction } from './helpers/transaction-actions';

/**
 * The merchant's payments (issue 13, ADR 0051): beneficiaries with the account rules enforced by the server, the
 * payee check, balances from the ledger, payouts a second merchant user approves or declines, and the scope: a
 * merchant never sees or touches another merchant's beneficiaries or payments, staff cannot use these calls.
 */
describe('merchant payments: beneficiaries, payee check, balances, payouts with a second user (ADR 0051)', () => {
  const api = apiSuite(['merchant', 'merchant-approver', 'merchant2', 'tenant', 'tenant-approver'], { balancedJournals: true });

  const call = (who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.call(who, method, `/svc/merchant/api/payments${path}`, { body, headers });
  const iban = (name: string, value: string, currency = 'GBP') => ({ name, accountKind: 'iban', iban: value, currency });
  const create = (who: string, input: unknown) => call(who, 'POST', '/beneficiaries', input);
  const pay = (who: string, body: unknown, requestId = randomUUID()) =>
    call(who, 'POST', '/single-payments', body, { 'x-request-id': requestId, systemmode: 'Test' });
  const decide = (who: string, id: string, kind: 'approves' | 'declines', body: unknown = {}, requestId = randomUUID()) =>
    call(who, 'POST', `/${id}/${kind}`, body, { 'x-request-id': requestId, mode: 'Test' });
  const balance = async (who: string, currency: string) =>
    ((await call(who, 'GET', '/balances?mode=Test')).body as Array<{ currency: string; ledger: number; pending: number; available: number }>)
      .find((b) => b.currency === currency) ?? { currency, ledger: 0, pending: 0, available: 0 };
  /** A GB IBAN name the simulated bank answers `want` for (found, not assumed). */
  const nameFor = (want: 'Success' | 'Failed', value: string) => {
    for (let i = 0; ; i += 1) {
      const name = `Payee ${i}`;
      if (bankAnswer({ accountKind: 'iban', country: 'GB', iban: value, accountNumber: null, bankCode: null }, name) === want) return name;
    }
  };
  /** Money in: a captured GBP sale of Blue Bottle in Test mode, settled on the ledger. */
  const fund = async (amount: number) => {
    const id = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount, currency: 'GBP', mode: 'Test' });
    await writeMoneyRows(api.db, id, new Date());
  };

  it('checks accounts again on the server: IBAN country length and mod 97, GB sort codes, US routing checksums', async () => {
    const ok = await create('merchant', iban('  Acme Supplies ', 'gb82 west 1234 5698 7654 32'));
    assert.equal(ok.status, 201);
    assert.deepEqual([ok.body.name, ok.body.iban, ok.body.country, ok.body.payeeConfirmation], ['Acme Supplies', 'GB82WEST12345698765432', 'GB', 'Pending']);
    const tr = await create('merchant', iban('Istanbul Roastery', 'TR330006100519786457841326', 'TRY'));
    assert.equal(tr.body.payeeConfirmation, 'NotNeeded', 'no payee scheme outside SEPA and GB');
    const us = await create('merchant', { name: 'Seattle Beans', accountKind: 'accountNumber', country: 'US', accountNumber: '000123456789', bankCode: '021000021', currency: 'USD' });
    assert.deepEqual([us.status, us.body.payeeConfirmation, us.body.bankCode], [201, 'NotNeeded', '021000021']);
    const cases: Array<[unknown, string]> = [
      [iban('Typo', 'GB82WEST12345698765433'), 'The IBAN check digits do not match: check for a typo'],
      [iban('Short', 'GB82WEST1234569876543'), 'A GB IBAN has 22 characters'],
      [iban('Nowhere', 'XX82WEST12345698765432'), 'No IBAN country starts with XX'],
      [{ name: 'Sort', accountKind: 'accountNumber', country: 'GB', accountNumber: '12345678', bankCode: '12345', currency: 'GBP' }, 'A sort code has 6 digits'],
      [{ name: 'Routing', accountKind: 'accountNumber', country: 'US', accountNumber: '1234567', bankCode: '021000022', currency: 'USD' }, 'The routing number check digit does not match: check for a typo'],
      [{ name: 'German', accountKind: 'accountNumber', country: 'DE', accountNumber: '12345678', bankCode: '37040044', currency: 'EUR' }, 'Pay DE accounts by IBAN'],
    ];
    for (const [input, message] of cases) assert.deepEqual(await create('merchant', input), { status: 422, body: { error: message } });
  });

  it('lists, changes and deletes beneficiaries; a changed account needs a new payee check', async () => {
    const made = (await create('merchant', iban('Zed Packaging', 'DE89370400440532013000', 'EUR'))).body;
    const checked = await call('merchant', 'POST', `/beneficiaries/${made.id}/payee-confirmation`);
    assert.equal(checked.body.payeeConfirmation, bankAnswer(made, 'Zed Packaging'));
    assert.ok(checked.body.payeeCheckedAt);
    const changed = await call('merchant', 'PUT', `/beneficiaries/${made.id}`, iban('Zed Packaging', 'GB82WEST12345698765432', 'EUR'));
    assert.deepEqual([changed.status, changed.body.payeeConfirmation, changed.body.payeeCheckedAt], [200, 'Pending', null]);
    const names = (await call('merchant', 'GET', '/beneficiaries')).body.map((b: { name: string }) => b.name);
    assert.deepEqual(names, [...names].sort((a: string, b: string) => a.localeCompare(b)), 'by name');
    assert.ok(names.includes('Zed Packaging'));
    assert.equal((await call('merchant', 'DELETE', `/beneficiaries/${made.id}`)).status, 204);
    assert.ok(!(await call('merchant', 'GET', '/beneficiaries')).body.some((b: { id: string }) => b.id === made.id));
    assert.equal((await call('merchant', 'PUT', `/beneficiaries/${made.id}`, iban('Zed', 'GB82WEST12345698765432'))).status, 404);
  });

  it("never shows or lets merchant2@ touch merchant@'s beneficiaries and payments; staff cannot use the calls", async () => {
    const mine = (await create('merchant', iban('Private Supplier', 'GB82WEST12345698765432'))).body;
    assert.ok(!(await call('merchant2', 'GET', '/beneficiaries')).body.some((b: { id: string }) => b.id === mine.id));
    assert.equal((await call('merchant2', 'PUT', `/beneficiaries/${mine.id}`, iban('Mine now', 'GB82WEST12345698765432'))).status, 404);
    assert.equal((await call('merchant2', 'DELETE', `/beneficiaries/${mine.id}`)).status, 404);
    assert.equal((await call('merchant2', 'POST', `/beneficiaries/${mine.id}/payee-confirmation`)).status, 404);
    assert.equal((await pay('merchant2', { beneficiaryId: mine.id, amount: 100, currency: 'GBP', reference: 'x' })).status, 404);
    assert.equal((await call('tenant', 'GET', '/beneficiaries')).status, 403);
    assert.equal((await create('tenant', iban('Staff', 'GB82WEST12345698765432'))).status, 403);
  });

  it('pays a beneficiary: waits for a second user, holds amount and fee, then the payout journal moves the balance', async () => {
    await fund(50_000);
    const value = 'GB82WEST12345698765432';
    const payee = (await create('merchant', iban(nameFor('Success', value), value))).body;
    const before = await balance('merchant', 'GBP');
    const requestId = randomUUID();
    const body = { beneficiaryId: payee.id, amount: 12_345, currency: 'GBP', reference: 'Invoice 42' };
    const created = await pay('merchant', body, requestId);
    assert.equal(created.status, 201);
    assert.deepEqual([created.body.status, created.body.payeeConfirmation, created.body.initiatedBy.name, created.body.beneficiaryAccount],
      ['WaitingForApproval', 'Success', 'Mia Merchant', value]);
    assert.deepEqual(await pay('merchant', body, requestId), created, 'a retry gets the first answer and pays once');
    const held = await balance('merchant', 'GBP');
    assert.equal(held.available, before.available - 12_345 - PAYMENT_LIMITS.payoutFeeMinor);
    assert.equal(held.ledger, before.ledger, 'nothing booked while it waits');
    const waiting = (await call('merchant-approver', 'GET', '?mode=Test&status=WaitingForApproval')).body;
    assert.ok(waiting.some((p: { id: string }) => p.id === created.body.id));

    // Tenant staff who may approve transactions cannot approve a merchant's own payment through the transaction actions.
    for (const kind of ['approves', 'declines'] as const) {
      const staff = await api.call('tenant-approver', 'POST', `/svc/merchant/api/crm/transactions/${created.body.id}/${kind}`,
        { body: kind === 'declines' ? { declineReason: 'not ours' } : {}, headers: { 'x-request-id': randomUUID(), mode: 'Test' } });
      assert.deepEqual([staff.status, staff.body.error], [409, ACTION_REFUSALS.merchantPayment.message], kind);
    }
    const own = await decide('merchant', created.body.id, 'approves');
    assert.deepEqual(own, { status: 409, body: { error: PAYMENT_REFUSALS.ownRequest.message } });
    assert.equal((await decide('merchant2', created.body.id, 'approves')).status, 404);
    const approved = await decide('merchant-approver', created.body.id, 'approves');
    assert.deepEqual([approved.status, approved.body.status, approved.body.decidedBy.name], [200, 'Successful', 'Max Approver']);
    const after = await balance('merchant', 'GBP');
    assert.equal(after.ledger, before.ledger - 12_345 - PAYMENT_LIMITS.payoutFeeMinor);
    assert.equal(after.available, held.available, 'the hold became the booking');
    const lines = await api.db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, created.body.id));
    assert.deepEqual(lines.map((l) => [l.journal, l.account, l.debit, l.credit]).sort(), [
      ['payout', 'bank_settlement', 0, 12_345], ['payout', 'fee_revenue', 0, 100], ['payout', 'merchant_payable', 12_445, 0],
    ]);
    assert.deepEqual(await decide('merchant-approver', created.body.id, 'declines', { rejectReason: 'late' }),
      { status: 409, body: { error: PAYMENT_REFUSALS.notWaiting.message } });
  });

  it('declines with the reason, releasing the hold; refuses a failed payee, another currency and more than is available', async () => {
    await fund(10_000);
    const value = 'GB82WEST12345698765432';
    const good = (await create('merchant', iban(nameFor('Success', value), value))).body;
    const bad = (await create('merchant', iban(nameFor('Failed', value), value))).body;
    const before = await balance('merchant', 'GBP');
    const created = (await pay('merchant-approver', { beneficiaryId: good.id, amount: 1_000, currency: 'GBP', reference: 'Refund of deposit' })).body;
    const declined = await decide('merchant', created.id, 'declines', { response: 'Rejected', rejectReason: 'Wrong amount' });
    assert.deepEqual([declined.status, declined.body.status, declined.body.declineReason], [200, 'Declined', 'Wrong amount']);
    assert.deepEqual(await balance('merchant', 'GBP'), before, 'a declined payment books nothing and holds nothing');

    const refused = async (body: unknown, refusal: keyof typeof PAYMENT_REFUSALS) =>
      assert.deepEqual(await pay('merchant', body), { status: PAYMENT_REFUSALS[refusal].status, body: { error: PAYMENT_REFUSALS[refusal].message } });
    await refused({ beneficiaryId: bad.id, amount: 100, currency: 'GBP', reference: 'x' }, 'payeeNotConfirmed');
    await refused({ beneficiaryId: good.id, amount: 100, currency: 'EUR', reference: 'x' }, 'currencyMismatch');
    await refused({ beneficiaryId: good.id, amount: before.available, currency: 'GBP', reference: 'x' }, 'insufficientFunds');
  });

  it("is sent only while the tenant has an active banking channel paying out its currency (ADR 0150)", async () => {
    await fund(10_000);
    const value = 'GB82WEST12345698765432';
    const good = (await create('merchant', iban(nameFor('Success', value), value))).body;
    const asked = (await pay('merchant-approver', { beneficiaryId: good.id, amount: 500, currency: 'GBP', reference: 'Before the bank closed' })).body;
    const home = and(eq(bankingChannels.name, 'Acme GBP payouts'), eq(bankingChannels.purpose, 'Payout'));
    await api.db.update(bankingChannels).set({ isActive: false }).where(home);
    try {
      const noChannel = { status: PAYMENT_REFUSALS.noPayoutChannel.status, body: { error: PAYMENT_REFUSALS.noPayoutChannel.message } };
      assert.deepEqual(await pay('merchant', { beneficiaryId: good.id, amount: 500, currency: 'GBP', reference: 'x' }), noChannel, 'not queued');
      assert.deepEqual(await decide('merchant', asked.id, 'approves'), noChannel, 'asked before: not sent either');
    } finally {
      await api.db.update(bankingChannels).set({ isActive: true }).where(home);
    }
    const sent = await decide('merchant', asked.id, 'approves');
    assert.deepEqual([sent.status, sent.body.status], [200, 'Successful']);
  });

  it("holds back what has not settled yet and the rolling reserve of the tenant's default parameters (ADR 0155)", async () => {
    const acme = seedIds.tenant('acme');
    const terms = (settlementDelayDays: number, rollingReservePercent: number) =>
      api.db.update(defaultParameters).set({ settlementDelayDays, rollingReservePercent }).where(eq(defaultParameters.tenantId, acme));
    const [seeded] = await api.db.select().from(defaultParameters).where(eq(defaultParameters.tenantId, acme));
    const full = async () => ((await call('merchant', 'GET', '/balances?mode=Test')).body as MerchantBalance[]).find((b) => b.currency === 'GBP')!;
    try {
      await terms(0, 0);
      await fund(10_000);
      const free = await full();
      assert.deepEqual([free.unsettled, free.reserve, free.available], [0, 0, free.ledger - free.pending], 'nothing held without a delay or a reserve');

      // T+3: today's capture is not settled yet, and cannot be paid out.
      await terms(3, 0);
      const delayed = await full();
      assert.ok(delayed.unsettled >= 10_000 - 500, `today's credit waits (${delayed.unsettled})`);
      assert.deepEqual([delayed.settlementDelayDays, delayed.available], [3, free.available - delayed.unsettled]);
      const value = 'GB82WEST12345698765432';
      const good = (await create('merchant', iban(nameFor('Success', value), value))).body;
      const tooMuch = { beneficiaryId: good.id, amount: delayed.available - PAYMENT_LIMITS.payoutFeeMinor + 1, currency: 'GBP', reference: 'Held' };
      assert.deepEqual((await pay('merchant', tooMuch)).body, { error: PAYMENT_REFUSALS.insufficientFunds.message }, 'more than is settled');

      // A 10 % rolling reserve over the last 90 days' credits (after a delay of 0), rounded half up.
      await terms(0, 10);
      const [{ credits }] = (await api.db.execute<{ credits: string }>(sql`
        SELECT coalesce(sum(ae.credit), 0) AS credits FROM accounting_entries ae JOIN transactions t ON t.id = ae.transaction_id AND t.created_at = ae.transaction_created_at
        WHERE ae.merchant_id = ${seedIds.merchant('blue-bottle')} AND ae.account = 'merchant_payable' AND ae.currency = 'GBP' AND t.mode = 'Test'
          AND ae.created_at > now() - interval '90 days'`)).rows as [{ credits: string }];
      const reserved = await full();
      assert.deepEqual([reserved.unsettled, reserved.reserve, reserved.reservePercent], [0, Math.round(Number(credits) / 10), 10]);
      assert.equal(reserved.available, free.available - reserved.reserve);
    } finally {
      await terms(seeded!.settlementDelayDays, seeded!.rollingReservePercent);
    }
  });
});

