import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { merchants } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { API_PATHS, MERCHANT_PAYMENT_PATHS, DASHBOARD_PATHS, REPORT_PATHS, stageRefusal } from '@portal/contracts';
import { apiSuite } from './helpers/api-suite';

/**
 * The boarding stage on the server (ADR 0111): the API refuses a merchant's money-moving calls in the areas its stage
 * does not open yet, with a sentence saying why, from the same table the menu reads; the stage is read on every call,
 * so a merchant that moves on is let in without signing in again, and its user context says the new status.
 */
describe('merchant stage: the API refuses what the stage does not open yet (ADR 0111)', () => {
  const api = apiSuite(['noprocessing', 'sandbox', 'merchant']);
  const nextYear = new Date().getUTCFullYear() + 1;
  const payment = (merchantKey: string) => ({
    websiteId: stableId(`website:${merchantKey}:1`), cardNumber: '4000056655665556', expiryMonth: 12, expiryYear: nextYear, cvc: '737',
    cardholderName: 'Ada Lovelace', amount: 1_000, currency: 'GBP',
  });
  const takePayment = (who: string, merchantKey: string) => api.call(who, 'POST', '/svc/merchant/api/virtual-terminal/payments', {
    body: payment(merchantKey), headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
  });
  const listPayments = (who: string) => api.call(who, 'GET', `/svc/merchant/${MERCHANT_PAYMENT_PATHS.payments}?mode=Test`);
  const setStatus = (key: string, processingStatus: string) =>
    api.db.update(merchants).set({ processingStatus }).where(eq(merchants.id, seedIds.merchant(key)));

  it('refuses a boarding merchant\'s virtual-terminal payment and its payments with the sentence', async () => {
    const paid = await takePayment('noprocessing', 'nimbus-books');
    assert.equal(paid.status, 403, JSON.stringify(paid.body));
    assert.equal(paid.body.error ?? paid.body.message, stageRefusal('boarding'));
    assert.match(stageRefusal('boarding'), /still boarding/);
    const list = await listPayments('noprocessing');
    assert.deepEqual([list.status, list.body.error ?? list.body.message], [403, stageRefusal('boarding')]);
  });

  it('lets a sandbox merchant and a processing merchant past the stage rule', async () => {
    const sandbox = await takePayment('sandbox', 'sandbox-surf');
    assert.notEqual(sandbox.body?.error ?? sandbox.body?.message, stageRefusal('sandbox'));
    assert.notEqual(sandbox.status, 403, JSON.stringify(sandbox.body));
    const list = await listPayments('merchant');
    assert.equal(list.status, 200, JSON.stringify(list.body));
  });

  // The pages of areas a stage does not open, read through the API directly (ADR 0111: the permissions those pages ask
  // for are the areas' own, so the server refuses them as the route guards do).
  const closedAreaReads: Array<[string, string]> = [
    ['transactions', '/svc/merchant/api/transactions?pageIndex=0&pageSize=10'],
    ['a report', `/svc/reporting/${REPORT_PATHS.data.replace(':reportId', 'transactions-summary')}?${new URLSearchParams({
      startDate: new Date(Date.now() - 7 * 86_400_000).toISOString(), endDate: new Date().toISOString(), PageSize: '10' })}`],
    ['antifraud rules (payment settings)', '/svc/merchant/api/v1/antifraud-rules?pageSize=10'],
    ['payment links (payment settings)', '/svc/merchant/api/v1/payment-links'],
    ['webhook endpoints (payment settings)', '/svc/merchant/api/v1/webhook-endpoints'],
    ['API keys (developer settings)', '/svc/merchant/api/v1/api-keys?pageSize=10'],
  ];
  const openAreaReads: Array<[string, string]> = [
    ['its boarding requirements', '/svc/merchant/api/v1/boarding/requirements'],
    ['its dashboard', `/svc/reporting/${DASHBOARD_PATHS.userCategories}`],
    ['its user context', `/svc/merchant/api/v1/${API_PATHS.userContext}`],
  ];
  const read = (who: string, path: string) => api.call(who, 'GET', path, { headers: { mode: 'Test', systemmode: 'Test' } });

  it('refuses a boarding merchant\'s reads of transactions, reports, payment and developer settings, and keeps its boarding and dashboard', async () => {
    for (const [what, path] of closedAreaReads) {
      const answer = await read('noprocessing', path);
      assert.deepEqual([answer.status, answer.body?.error ?? answer.body?.message], [403, stageRefusal('boarding')], `${what}: ${JSON.stringify(answer.body)}`);
      const sandbox = await read('sandbox', path);
      assert.notEqual(sandbox.status, 403, `a sandbox merchant reads ${what}: ${JSON.stringify(sandbox.body)}`);
    }
    for (const [what, path] of openAreaReads) {
      const answer = await read('noprocessing', path);
      assert.equal(answer.status, 200, `${what}: ${JSON.stringify(answer.body)}`);
    }
  });

  it('follows the stage as it moves: the same token is let in once the merchant may test, and the user context says so', async () => {
    try {
      await setStatus('nimbus-books', 'SandboxEnabled');
      const list = await listPayments('noprocessing');
      assert.equal(list.status, 200, JSON.stringify(list.body));
      const context = await api.call('noprocessing', 'GET', `/svc/merchant/api/v1/${API_PATHS.userContext}`);
      assert.equal(context.body.user.merchant.processingStatus, 'SandboxEnabled');
    } finally {
      await setStatus('nimbus-books', 'NoProcessing');
    }
    const again = await listPayments('noprocessing');
    assert.equal(again.status, 403);
  });
});
