// Also on embedded PGlite: a batch is written all or nothing in one database transaction over PGlite's one connection.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { BATCH_PAYMENT_MESSAGES as M, PAYMENT_LIMITS } from '@portal/contracts';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { bankAnswer } from '../src/modules/merchant-payments/payee-check';
import { apiSuite } from './helpers/api-suite';
import { makeTransaction } from './helpers/transaction-actions';

/**
 * Batch payments (issue 13, ADR 0054): the server reads the CSV again (every bad line named, nothing written), a good
 * batch is one payout per line waiting for a second user, the batch summary counts and totals, the four-eyes rule
 * on the whole batch, journals moving the balance; a merchant never sees another's batch, staff cannot call these.
 */
describe('batch payments: one CSV, one batch, a second user approves it (ADR 0054)', () => {
  const api = apiSuite(['merchant', 'merchant-approver', 'merchant2', 'tenant'], { balancedJournals: true });
  before(async () => {
    const id = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount: 500_000, currency: 'GBP', mode: 'Test' });
    await writeMoneyRows(api.db, id, new Date());
  });

  const call = (who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.call(who, method, `/svc/merchant/api/payments${path}`, { body, headers });
  const submit = (who: string, csv: string) => call(who, 'POST', '/batches', { fileName: 'suppliers.csv', csv }, { 'x-request-id': randomUUID(), systemmode: 'Test' });
  const decide = (who: string, id: string, kind: 'approves' | 'declines', body: unknown = {}) =>
    call(who, 'POST', `/batches/${id}/${kind}`, body, { 'x-request-id': randomUUID(), mode: 'Test' });
  const ledger = async () => ((await call('merchant', 'GET', '/balances?mode=Test')).body as Array<{ currency: string; ledger: number }>).find((b) => b.currency === 'GBP')!.ledger;
  const payeeFor = (iban: string) => {
    for (let i = 0; ; i += 1) {
      const name = `Supplier ${i}`;
      if (bankAnswer({ accountKind: 'iban', country: 'GB', iban, accountNumber: null, bankCode: null }, name) === 'Success') return name;
    }
  };
  const header = 'name,iban,country,accountNumber,bankCode,currency,amount,reference';
  const count = async () => (await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM merchant_payments`)).rows[0]!.n;

  it('names every bad line (400) and writes nothing', async () => {
    const before = await count();
    const answer = await submit('merchant', [header,
      `${payeeFor('GB82WEST12345698765432')},GB82WEST12345698765432,,,,GBP,12.50,INV-1`,
      'Typo Ltd,GB82WEST12345698765433,,,,GBP,10.00,INV-2',
      'Cents Ltd,GB82WEST12345698765432,,,,GBP,10.005,INV-3'].join('\n'));
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.errors.map((e: { message: string }) => e.message), [
      'Line 3: The IBAN check digits do not match: check for a typo',
      'Line 4: The amount must be above zero with at most 2 decimals for GBP',
    ]);
    assert.equal((await submit('merchant', 'name,amount\nA,1')).body.error, M.header);
    assert.equal(await count(), before);
  });

  it('submits each line as a payout waiting for a second user; the summary counts and totals; approval pays them all', async () => {
    const a = 'GB82WEST12345698765432';
    const b = 'GB33BUKB20201555555555';
    const ledgerBefore = await ledger();
    const answer = await submit('merchant', [header, `${payeeFor(a)},${a},,,,GBP,12.50,INV-10`, `"${payeeFor(b)}",${b},,,,GBP,7.25,INV-11`].join('\r\n'));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const { batch, payments } = answer.body;
    assert.deepEqual([batch.status, batch.lines, batch.waiting, batch.totals], ['WaitingForApproval', 2, 2, [{ currency: 'GBP', amount: 1975, count: 2 }]]);
    assert.deepEqual(payments.map((p: { batchLine: number; reference: string; status: string }) => [p.batchLine, p.reference, p.status]),
      [[2, 'INV-10', 'WaitingForApproval'], [3, 'INV-11', 'WaitingForApproval']]);
    const pending = (await call('merchant-approver', 'GET', '?mode=Test&status=WaitingForApproval')).body as Array<{ id: string }>;
    assert.ok(payments.every((p: { id: string }) => pending.some((q) => q.id === p.id)), 'the lines are in the pending payments list');

    const list = (await call('merchant', 'GET', '/batches?mode=Test')).body as Array<{ id: string }>;
    assert.equal(list[0]!.id, batch.id);
    assert.equal((await call('merchant2', 'GET', `/batches/${batch.id}`)).status, 404, "another merchant's batch does not exist for it");
    assert.ok(((await call('merchant2', 'GET', '/batches?mode=Test')).body as Array<{ id: string }>).every((x) => x.id !== batch.id));
    assert.equal((await call('tenant', 'GET', '/batches?mode=Test')).status, 403);

    assert.deepEqual(await decide('merchant', batch.id, 'approves'), { status: 409, body: { error: M.ownBatch } });
    const approved = await decide('merchant-approver', batch.id, 'approves');
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.deepEqual([approved.body.batch.status, approved.body.batch.paid], ['Approved', 2]);
    assert.equal(await ledger(), ledgerBefore - 1975 - 2 * PAYMENT_LIMITS.payoutFeeMinor, 'both payouts and their fees left the ledger');
    assert.deepEqual(await decide('merchant-approver', batch.id, 'approves'), { status: 409, body: { error: M.notWaiting } });
  });

  it('declines a whole batch with the reason, and refuses a batch the balance cannot pay naming the line', async () => {
    const a = 'GB82WEST12345698765432';
    const ok = await submit('merchant-approver', [header, `${payeeFor(a)},${a},,,,GBP,1.00,INV-20`].join('\n'));
    const declined = await decide('merchant', ok.body.batch.id, 'declines', { response: 'Rejected', rejectReason: 'Wrong supplier' });
    assert.deepEqual([declined.body.batch.status, declined.body.batch.declineReason, declined.body.payments[0].status], ['Declined', 'Wrong supplier', 'Declined']);
    const before = await count();
    const tooMuch = await submit('merchant', [header, `${payeeFor(a)},${a},,,,GBP,1.00,INV-30`, `${payeeFor(a)},${a},,,,GBP,99999.00,INV-31`].join('\n'));
    assert.deepEqual([tooMuch.status, tooMuch.body.error], [422, 'Line 3: The available balance does not cover this payment and its fee']);
    assert.equal(await count(), before, 'all or nothing');
  });
});
