import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { seedTransactionId } from '../src/modules/transactions/seed';
import { apiClient } from './helpers/api';
import { coreClient } from './helpers/core';
import { signIn } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';

/** The detail drawer's endpoints (ADR 0044): every sub-resource scoped by the one resolver; outside it, 404. */
const ACME_OWN = seedTransactionId('blue-bottle', 1); // merchant@'s, Captured
const ACME_OTHER = seedTransactionId('harbour-florists', 1); // Acme's, another merchant
const GLOBEX = seedTransactionId('globex-garden', 1);
const BLUE_BOTTLE = seedIds.merchant('blue-bottle');

const T = (id: string, s = '') => `api/crm/transactions/${id}${s}`;
const tenantPaths = (id: string) => [
  T(id), T(id, '/details'), T(id, '/events'), T(id, '/related'), T(id, '/api-logs'), T(id, '/alerts'), T(id, '/fees'),
  T(id, '/cascading?offset=0'), T(id, '/smart-routing-logs/all'), T(id, '/rejection_reasons/Declined'), T(id, '/disputeCodes'),
  T(id, '/check-balance'),
];
const ACC = (merchantId: string, id: string) => `acc/customers/${merchantId}/transactions/${id}/accounting-entries`;
const merchantPaths = (id: string) => ['', '/details', '/events', '/related', '/api-logs', '/fees', '/rejection_reasons/Declined', '/check-balance']
  .map((s) => `api/transactions/${id}${s}`);

describe('transaction detail endpoints', () => {
  let t: TestServer;
  const clients: Record<string, ReturnType<typeof apiClient>> = {};
  const acc: Record<string, ReturnType<typeof coreClient>> = {};
  before(async () => {
    t = await startTestServer();
    for (const who of ['tenant', 'tenant2', 'merchant', 'merchant2', 'platform']) {
      const token = (await signIn(t.origin, `${who}@demo.test`)).tokens.access_token;
      clients[who] = apiClient(t.origin, token);
      acc[who] = coreClient(t.origin, token);
    }
  });
  after(async () => { await t?.close(); });

  it('answers every sub-resource of a tenant\'s transaction to tenant staff, with balanced accounting entries', async () => {
    for (const path of tenantPaths(ACME_OWN)) {
      const res = await clients.tenant!.get(path);
      assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
    }
    const answer = await acc.tenant!.get(ACC(BLUE_BOTTLE, ACME_OWN));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const entries = answer.body;
    assert.ok(entries.data.length >= 2);
    assert.equal(entries.balance, 0);
    assert.equal(entries.totalDebit, entries.totalCredit);
    const fees = (await clients.tenant!.get(T(ACME_OWN, '/fees'))).body;
    assert.equal(fees.total, fees.data.reduce((s: number, f: { amount: number }) => s + f.amount, 0));
    const logs = (await clients.tenant!.get(T(ACME_OWN, '/api-logs'))).body;
    assert.deepEqual(logs.map((l: { source: string }) => l.source).sort(), ['Merchant', 'Provider']);
    assert.equal(typeof logs[0].requestBody, 'object');
    // The customer in the accounting path must be the transaction's merchant.
    assert.equal((await acc.tenant!.get(ACC(seedIds.merchant('harbour-florists'), ACME_OWN))).status, 404);
  });

  it('never shows another tenant\'s transaction or its sub-resources (404), also read by their own ids', async () => {
    for (const path of tenantPaths(ACME_OWN)) {
      assert.equal((await clients.tenant2!.get(path)).status, 404, path);
    }
    assert.equal((await acc.tenant2!.get(ACC(BLUE_BOTTLE, ACME_OWN))).status, 404);
    assert.equal((await acc.platform!.get(ACC(BLUE_BOTTLE, ACME_OWN))).status, 200);
    const event = (await clients.tenant!.get(T(ACME_OWN, '/events'))).body[0];
    const log = (await clients.tenant!.get(T(ACME_OWN, '/api-logs'))).body[0];
    const alert = (await clients.tenant!.get(T(ACME_OWN, '/alerts'))).body[0];
    assert.ok(event && log && alert);
    for (const path of [`api/crm/transactions/events/${event.id}`, `api/crm/transactions/api-logs/${log.id}`, `api/crm/antifraud-api-logs/${alert.id}`]) {
      assert.equal((await clients.tenant!.get(path)).status, 200, path);
      assert.equal((await clients.tenant2!.get(path)).status, 404, path);
      assert.equal((await clients.platform!.get(path)).status, 200, `platform ${path}`);
    }
    assert.ok((await clients.tenant!.get(`api/crm/antifraud-api-logs/${alert.id}`)).body.requestBody);
  });

  it("reads an event or API call by its id in its transaction's month when the caller names the transaction's time, the same answer", async () => {
    const tx = (await clients.tenant!.get(T(ACME_OWN))).body as { createdAt: string };
    const event = (await clients.tenant!.get(T(ACME_OWN, '/events'))).body[0];
    const log = (await clients.tenant!.get(T(ACME_OWN, '/api-logs'))).body[0];
    const elsewhere = new Date(Date.parse(tx.createdAt) + 40 * 86_400_000).toISOString();
    for (const path of [`api/crm/transactions/events/${event.id}`, `api/crm/transactions/api-logs/${log.id}`]) {
      const plain = await clients.tenant!.get(path);
      const inMonth = await clients.tenant!.get(`${path}?transactionCreatedAt=${encodeURIComponent(tx.createdAt)}`);
      assert.equal(inMonth.status, 200, `${path}: ${JSON.stringify(inMonth.body)}`);
      assert.deepEqual(inMonth.body, plain.body, path);
      // A time that is not the transaction's: found all the same (every month read); not a date: refused.
      assert.deepEqual((await clients.tenant!.get(`${path}?transactionCreatedAt=${encodeURIComponent(elsewhere)}`)).body, plain.body, `${path}, another month`);
      assert.equal((await clients.tenant!.get(`${path}?transactionCreatedAt=yesterday`)).status, 400, `${path}, not a date`);
      assert.equal((await clients.tenant2!.get(`${path}?transactionCreatedAt=${encodeURIComponent(tx.createdAt)}`)).status, 404, `${path}, another tenant`);
    }
  });

  it('lets platform staff read every tenant\'s transactions, or narrow to one tenant', async () => {
    assert.equal((await clients.platform!.get(T(GLOBEX))).status, 200);
    assert.equal((await clients.platform!.get(T(ACME_OWN, '/events'))).status, 200);
    assert.equal((await clients.platform!.get(`${T(GLOBEX)}?tenantId=${seedIds.tenant('acme')}`)).status, 404);
  });

  it('gives a merchant its own transactions only, through the merchant paths and their subset', async () => {
    for (const path of merchantPaths(ACME_OWN)) assert.equal((await clients.merchant!.get(path)).status, 200, path);
    for (const path of merchantPaths(ACME_OTHER)) assert.equal((await clients.merchant!.get(path)).status, 404, path);
    for (const path of merchantPaths(ACME_OWN)) assert.equal((await clients.merchant2!.get(path)).status, 404, path);
    // Only the merchant's own calls, and no risk score.
    const logs = (await clients.merchant!.get(`api/transactions/${ACME_OWN}/api-logs`)).body;
    assert.deepEqual(logs.map((l: { source: string }) => l.source), ['Merchant']);
    assert.equal((await clients.merchant!.get(`api/transactions/${ACME_OWN}/details`)).body.riskScore, null);
    // The tenant side's paths are not the merchant's.
    assert.equal((await clients.merchant!.get(T(ACME_OWN, '/alerts'))).status, 403);
    assert.equal((await acc.merchant!.get(ACC(BLUE_BOTTLE, ACME_OWN))).status, 403);
  });

  it('lists reasons and keeps a tenant\'s BIN correction to that tenant', async () => {
    const declined = (await clients.tenant!.get('api/crm/lookup/transaction/reasons/Declined')).body;
    assert.ok(declined.some((r: { code: string }) => r.code === '51'));
    const put = await clients.tenant!.put('api/crm/transactions/bin-data/424242', { scheme: 'Visa', issuer: 'Acme Corrected Bank', country: 'GB', cardType: 'Debit' });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.isTenantCorrection, true);
    assert.equal((await clients.tenant2!.put('api/crm/transactions/bin-data/42424', { scheme: 'Visa', issuer: 'x', country: 'GB', cardType: 'Debit' })).status, 400);
    assert.equal((await clients.merchant!.put('api/crm/transactions/bin-data/424242', { scheme: 'Visa', issuer: 'x', country: 'GB', cardType: 'Debit' })).status, 403);
  });
});
