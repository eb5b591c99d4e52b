import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { accountingEntries, openBankingConsents } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { ibanMod97, OPEN_BANKING_REFUSALS, PAYMENT_LIMITS } from '@portal/contracts';
import { answerAtBank, listConsents } from '../src/modules/open-banking/consents';
import { writeMoneyRows } from '../src/modules/transactions/detail-seed';
import { startTestServer, type TestServer } from './helpers/server';
import { makeTransaction, tokenFor, unbalancedJournals } from './helpers/transaction-actions';

/**
 * Open banking (issue 13, ADR 0055): a merchant links its bank account through a consent the simulated bank
 * authorises or rejects, revokes it, sees its history, and pays its balance out through it; expiry by time (a fixed
 * clock); a merchant never sees or touches another merchant's consents; staff cannot use the calls.
 */
describe('open banking: consents, the simulated bank, expiry, payouts through a consent (ADR 0055)', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const who of ['merchant', 'merchant2', 'tenant']) tokens[who] = await tokenFor(t, who);
  });
  after(async () => {
    assert.deepEqual(await unbalancedJournals(db), [], 'every journal balances');
    await t?.close();
  });

  interface Answer { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (who: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${t.origin}/svc/merchant/api/open-banking${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens[who]}`, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const returnUrl = () => `${t.config.publicOrigin}/merchant/payments/open-banking-connections`;
  const connect = (who = 'merchant', bankId = 'northbank-uk') => call(who, 'POST', '/consents', { bankId, returnUrl: returnUrl() });
  /** The bank's page as the browser reaches it, and its answer (the form's post, redirect not followed). */
  const bankPage = (url: string) => fetch(url.replace(t.config.publicOrigin, t.origin));
  const answer = (url: string, decision: string) => {
    const link = new URL(url);
    return fetch(`${t.origin}${link.pathname}`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ consentId: link.searchParams.get('consentId')!, state: link.searchParams.get('state')!, decision, lang: 'en' }).toString(),
    });
  };
  const consentsOf = async (who: string) => (await call(who, 'GET', '/consents')).body as Array<{ id: string; status: string }>;
  const payout = (who: string, consentId: string, body: unknown, requestId = randomUUID()) =>
    call(who, 'POST', `/consents/${consentId}/payouts`, body, { 'x-request-id': requestId, systemmode: 'Test' });
  const scope = { tenantId: seedIds.tenant('acme'), merchantId: seedIds.merchant('blue-bottle') };

  it('links an account: awaiting, the bank authorises once, the account is shared masked, the history tells each step', async () => {
    const made = await connect();
    assert.equal(made.status, 201);
    assert.equal(made.body.consent.status, 'AwaitingAuthorisation');
    assert.equal(new Date(made.body.consent.authorisationExpiresAt).getTime() - new Date(made.body.consent.createdAt).getTime(), 10 * 60_000);
    const page = await bankPage(made.body.authorisationUrl);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(html, /<html lang="en">/);
    assert.match(html, /Blue Bottle Coffee Ltd asks to link your account/);
    const answered = await answer(made.body.authorisationUrl, 'authorise');
    assert.equal(answered.status, 303);
    const back = new URL(answered.headers.get('location')!);
    assert.deepEqual([back.pathname, back.searchParams.get('consent'), back.searchParams.get('outcome')],
      ['/merchant/payments/open-banking-connections', made.body.consent.id, 'Authorised']);
    assert.equal((await answer(made.body.authorisationUrl, 'reject')).status, 410, 'the link answers once');
    const [row] = await db.select().from(openBankingConsents).where(eq(openBankingConsents.id, made.body.consent.id));
    assert.equal(ibanMod97(row!.accountIban!), 1, 'a valid IBAN');
    const listed = (await call('merchant', 'GET', '/consents')).body.find((c: { id: string }) => c.id === made.body.consent.id);
    assert.equal(listed.status, 'Authorised');
    assert.equal(listed.accountMasked, `${row!.accountIban!.slice(0, 4)} •••• ${row!.accountIban!.slice(-4)}`);
    assert.equal(new Date(listed.expiresAt).getTime() - new Date(listed.authorisedAt).getTime(), 90 * 86_400_000);
    const history = (await call('merchant', 'GET', `/history?consentId=${made.body.consent.id}`)).body;
    assert.deepEqual(history.data.map((e: { type: string }) => e.type), ['Authorised', 'Requested']);
    assert.equal(history.data[1].actorName, 'Mia Merchant');
  });

  it('a rejected consent cannot be revoked; an authorised one is revoked once', async () => {
    const rejected = (await connect()).body;
    assert.equal((await answer(rejected.authorisationUrl, 'reject')).headers.get('location')?.includes('outcome=Rejected'), true);
    assert.deepEqual(await call('merchant', 'POST', `/consents/${rejected.consent.id}/revocations`),
      { status: 409, body: { error: OPEN_BANKING_REFUSALS.notAuthorised.message } });
    const authorised = (await connect()).body;
    await answer(authorised.authorisationUrl, 'authorise');
    const revoked = await call('merchant', 'POST', `/consents/${authorised.consent.id}/revocations`);
    assert.deepEqual([revoked.status, revoked.body.status], [200, 'Revoked']);
    assert.equal((await call('merchant', 'POST', `/consents/${authorised.consent.id}/revocations`)).status, 409);
    assert.deepEqual(await payout('merchant', authorised.consent.id, { amount: 100, currency: 'GBP', reference: 'x' }),
      { status: 409, body: { error: OPEN_BANKING_REFUSALS.notAuthorised.message } });
  });

  it('expires by time (fixed clock): an unanswered request after 10 minutes, an authorised consent after 90 days', async () => {
    const waiting = (await connect()).body;
    const created = new Date(waiting.consent.createdAt).getTime();
    const early = await listConsents(db, scope, new Date(created + 9 * 60_000));
    assert.equal(early.find((c) => c.id === waiting.consent.id)?.status, 'AwaitingAuthorisation');
    const late = new Date(created + 10 * 60_000 + 1);
    const expired = (await listConsents(db, scope, late)).find((c) => c.id === waiting.consent.id);
    assert.deepEqual([expired?.status, expired?.closedAt], ['Expired', waiting.consent.authorisationExpiresAt]);
    const state = new URL(waiting.authorisationUrl).searchParams.get('state')!;
    assert.equal(await answerAtBank(db, waiting.consent.id, state, 'authorise', late), null, 'an expired link changes nothing');
    assert.equal((await bankPage(waiting.authorisationUrl)).status, 410);

    const lasting = (await connect()).body;
    await answer(lasting.authorisationUrl, 'authorise');
    const authorised = (await consentsOf('merchant')).find((c) => c.id === lasting.consent.id) as unknown as { expiresAt: string };
    const end = new Date(authorised.expiresAt).getTime();
    assert.equal((await listConsents(db, scope, new Date(end - 1))).find((c) => c.id === lasting.consent.id)?.status, 'Authorised');
    assert.equal((await listConsents(db, scope, new Date(end))).find((c) => c.id === lasting.consent.id)?.status, 'Expired');
    const history = (await call('merchant', 'GET', `/history?consentId=${lasting.consent.id}`)).body;
    assert.deepEqual([history.data[0].type, history.data[0].at], ['Expired', authorised.expiresAt]);
  });

  it('pays the balance out through an authorised consent: the payout journal moves the ledger', async () => {
    const funding = await makeTransaction(db, { type: 'Sale', status: 'Captured', amount: 40_000, currency: 'GBP', mode: 'Test' });
    await writeMoneyRows(db, funding, new Date());
    const made = (await connect()).body;
    await answer(made.authorisationUrl, 'authorise');
    const balance = async () => ((await fetch(`${t.origin}/svc/merchant/api/payments/balances?mode=Test`, { headers: { authorization: `Bearer ${tokens.merchant}` } })
      .then((r) => r.json())) as Array<{ currency: string; ledger: number; available: number }>).find((b) => b.currency === 'GBP')!;
    const before = await balance();
    const requestId = randomUUID();
    const body = { amount: 12_000, currency: 'GBP', reference: 'Sweep' };
    const paid = await payout('merchant', made.consent.id, body, requestId);
    assert.equal(paid.status, 201);
    assert.match(paid.body.externalId, /^OBP-[2-9A-Z]{8}$/);
    assert.deepEqual(await payout('merchant', made.consent.id, body, requestId), paid, 'a retry pays once');
    const after = await balance();
    assert.equal(after.ledger, before.ledger - 12_000 - PAYMENT_LIMITS.payoutFeeMinor);
    const lines = await db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, paid.body.transactionId));
    assert.deepEqual(lines.map((l) => [l.journal, l.account, l.debit, l.credit]).sort(), [
      ['payout', 'bank_settlement', 0, 12_000], ['payout', 'fee_revenue', 0, 100], ['payout', 'merchant_payable', 12_100, 0],
    ]);
    assert.deepEqual(await payout('merchant', made.consent.id, { amount: after.available, currency: 'GBP', reference: 'All' }),
      { status: 422, body: { error: OPEN_BANKING_REFUSALS.insufficientFunds.message } }, 'the fee must fit too');
    assert.deepEqual(await payout('merchant', made.consent.id, { amount: 100, currency: 'EUR', reference: 'x' }),
      { status: 422, body: { error: OPEN_BANKING_REFUSALS.currencyMismatch.message } });
    const history = (await call('merchant', 'GET', `/history?consentId=${made.consent.id}`)).body;
    assert.deepEqual([history.data[0].type, history.data[0].transactionExternalId, history.data[0].amount], ['PayoutSent', paid.body.externalId, 12_000]);
  });

  it("keeps consents to their merchant: merchant2@ never sees or touches merchant@'s; staff 403; foreign return address 422", async () => {
    const mine = (await connect()).body;
    await answer(mine.authorisationUrl, 'authorise');
    assert.ok(!(await consentsOf('merchant2')).some((c) => c.id === mine.consent.id));
    assert.ok(!(await call('merchant2', 'GET', '/history')).body.data.some((e: { consentId: string }) => e.consentId === mine.consent.id));
    assert.equal((await call('merchant2', 'POST', `/consents/${mine.consent.id}/revocations`)).status, 404);
    assert.equal((await payout('merchant2', mine.consent.id, { amount: 100, currency: 'GBP', reference: 'x' })).status, 404);
    assert.equal((await call('tenant', 'GET', '/consents')).status, 403);
    assert.equal((await connect('tenant')).status, 403);
    for (const foreign of ['https://evil.example/x', `${t.config.publicOrigin}/..//evil.example/x`, `${t.config.publicOrigin}/%2F%2Fevil.example`]) {
      assert.deepEqual(await call('merchant', 'POST', '/consents', { bankId: 'northbank-uk', returnUrl: foreign }),
        { status: 422, body: { error: OPEN_BANKING_REFUSALS.returnUrl.message } }, foreign);
    }
    assert.equal((await consentsOf('merchant')).find((c) => c.id === mine.consent.id)?.status, 'Authorised', 'untouched');
  });
});
