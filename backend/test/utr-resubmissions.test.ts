import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { accountingEntries, bankDeposits, transactionEvents, transactions } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { UTR_MESSAGES } from '@portal/contracts';
import { apiSuite } from './helpers/api-suite';
import { makeTransaction } from './helpers/transaction-actions';

/**
 * UTR resubmissions (issue 13, ADR 0055): a UTR submitted for a pending bank transfer is matched to the merchant's
 * unmatched bank credit of that UTR, amount and currency (the payment is then captured and settled), or kept with
 * the reason it is not; tenant staff on their tenant's payments, merchants on their own, nobody on another's.
 */
describe('UTR resubmissions: matching a submitted UTR to a bank credit (ADR 0055)', () => {
  const api = apiSuite(['tenant', 'tenant2', 'merchant', 'merchant2'], { balancedJournals: true });

  const base = (who: string) => (who.startsWith('tenant') ? '/svc/merchant/api/crm/transactions/utr-resubmissions' : '/svc/merchant/api/transactions/utr-resubmissions');
  const call = (who: string, method: string, path: string, body?: unknown) => api.call(who, method, `${base(who)}${path}`, { body, headers: { mode: 'Test' } });
  /** A pending bank transfer of Blue Bottle Coffee (Acme) in Test. */
  const pendingTransfer = async (amount = 25_000) => {
    const id = await makeTransaction(api.db, { type: 'Sale', status: 'Pending', amount, currency: 'GBP' });
    await api.db.update(transactions).set({ paymentMethod: 'bank-transfer', cardFirst6: null, cardLast4: null }).where(eq(transactions.id, id));
    return id;
  };
  let utrs = 0;
  /** A credit on Blue Bottle's account with a fresh UTR. */
  const credit = async (amount: number, status = 'Unmatched') => {
    utrs += 1;
    const utr = `9${String(Date.now()).slice(-7)}${String(utrs).padStart(4, '0')}`;
    await api.db.insert(bankDeposits).values({
      id: randomUUID(), tenantId: seedIds.tenant('acme'), merchantId: seedIds.merchant('blue-bottle'), transactionId: null, utr, status, amount,
      currency: 'GBP', mode: 'Test', payerName: 'James Carter', payerBank: 'Barclays', payerAccount: 'GB29 **** **** 1234', narrative: 'TRANSFER', creditedAt: new Date(),
    });
    return utr;
  };
  const submit = (who: string, transactionId: string, utr: string) => call(who, 'POST', '', { transactionId, utr });

  it('keeps a UTR that matches nothing, or a credit of another amount, or a returned one, with its reason; the payment stays pending', async () => {
    const id = await pendingTransfer();
    const none = await submit('tenant', id, '000000000001');
    assert.deepEqual([none.status, none.body.outcome, none.body.transactionStatus, none.body.submittedBy.name], [201, 'NotFound', 'Pending', 'Tessa Tenant']);
    assert.equal((await submit('tenant', id, await credit(24_999))).body.outcome, 'AmountDiffers');
    assert.equal((await submit('tenant', id, await credit(25_000, 'Returned'))).body.outcome, 'Returned');
    const listed = (await call('tenant', 'GET', '/pending?pageSize=100')).body.data.find((p: { id: string }) => p.id === id);
    assert.deepEqual([listed.attempts, listed.lastOutcome], [3, 'Returned']);
    const history = (await call('tenant', 'GET', `?transactionId=${id}`)).body;
    assert.deepEqual(history.data.map((r: { outcome: string }) => r.outcome), ['Returned', 'AmountDiffers', 'NotFound']);
    const short = await submit('tenant', id, '12345');
    assert.equal(short.status, 400, 'a UTR has 12 digits');
    assert.equal((await call('tenant', 'GET', `?transactionId=${id}`)).body.count, 3, 'a refused shape is not kept');
  });

  it('matches the credit of that UTR, amount and currency: the payment is captured and settled; the UTR cannot serve twice', async () => {
    const id = await pendingTransfer(31_500);
    const utr = await credit(31_500);
    const matched = await submit('merchant', id, utr);
    assert.deepEqual([matched.status, matched.body.outcome, matched.body.transactionStatus], [201, 'Matched', 'Captured']);
    const [deposit] = await api.db.select().from(bankDeposits).where(eq(bankDeposits.utr, utr));
    assert.deepEqual([deposit!.status, deposit!.transactionId], ['Matched', id]);
    const journal = await api.db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, id));
    assert.ok(journal.some((l) => l.journal === 'settlement' && l.account === 'merchant_payable' && l.credit > 0), 'settled to the merchant');
    const events = await api.db.select().from(transactionEvents).where(eq(transactionEvents.transactionId, id));
    assert.ok(events.some((e) => e.type === 'transaction.captured'));
    assert.deepEqual(await submit('merchant', id, utr), { status: 409, body: { error: UTR_MESSAGES.notWaiting } });
    assert.ok(!(await call('merchant', 'GET', '/pending?pageSize=100')).body.data.some((p: { id: string }) => p.id === id), 'no longer waiting');
    const other = await pendingTransfer(31_500);
    assert.equal((await submit('tenant', other, utr)).body.outcome, 'AlreadyMatched');
  });

  it("never lets tenant2@ or merchant2@ see or touch Acme's payments", async () => {
    const id = await pendingTransfer();
    const utr = await credit(25_000);
    assert.equal((await submit('tenant2', id, utr)).status, 404);
    assert.equal((await submit('merchant2', id, utr)).status, 404);
    assert.ok(!(await call('tenant2', 'GET', '/pending?pageSize=100')).body.data.some((p: { id: string }) => p.id === id));
    assert.ok(!(await call('merchant2', 'GET', '/pending?pageSize=100')).body.data.some((p: { id: string }) => p.id === id));
    assert.equal((await call('tenant2', 'GET', `?transactionId=${id}`)).body.count, 0);
    const [deposit] = await api.db.select().from(bankDeposits).where(eq(bankDeposits.utr, utr));
    assert.equal(deposit!.status, 'Unmatched', 'untouched');
    // Each side only through its own calls.
    const asMerchant = await api.call('merchant', 'GET', '/svc/merchant/api/crm/transactions/utr-resubmissions/pending');
    assert.equal(asMerchant.status, 403);
  });
});
