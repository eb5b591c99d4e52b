import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { eq, like, sql } from 'drizzle-orm';
import { luhnOk, PAY_PAGE_REFUSALS, PAYER_DECLINE_REASONS, PAYMENT_LINK_LIMITS, PAYMENT_LINK_MESSAGES, type PaymentLinkRow } from '@portal/contracts';
import { antifraudChecks, cascadingAttempts, errorMappings, paymentLinkPayments, paymentLinks, signInFailures, transactions, webhookMessages } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { SEED_SECOND_CARD_CHANNEL } from '../src/modules/smart-routing/seed';
import { PROVIDER_OF_METHOD } from '../src/modules/transactions/seed-generated';
import { ANTIFRAUD } from '../src/modules/transactions/antifraud';
import { stableId } from '../src/lib/ids';
import { paymentLinkClock } from '../src/modules/payment-links/clock';
import { countPayAttempt, countSession } from '../src/modules/payment-links/pay-limits';
import { apiSuite } from './helpers/api-suite';

interface PayAnswer { status: number; body: { paid?: boolean; status?: string; externalId?: string; message?: string; error?: string; redirectUrl?: string | null } }

/**
 * Payment links and the hosted payment page (ADR 0108): creation and its rules, scope (another merchant or tenant never
 * sees a link), the public page without sign-in (strict CSP, en and tr), payments through the virtual terminal's path
 * in the link's mode, uses counted without oversell under concurrent payers, expiry on a fake clock, the
 * `payment_link.paid` outbox row committed with the payment or not at all, and the public API's keys.
 */
describe('payment links and the hosted payment page (ADR 0108)', () => {
  const api = apiSuite(['merchant', 'merchant2', 'tenant', 'tenant2'], { env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_WORKER: 'false', RATE_LIMIT_PER_MINUTE: '1000' } });
  const realNow = paymentLinkClock.now;
  afterEach(() => { paymentLinkClock.now = realNow; });
  after(() => { paymentLinkClock.now = realNow; });
  // Every test's payments come from 127.0.0.1: each starts with no attempts counted against the card-testing limits.
  beforeEach(async () => { await api.db.delete(signInFailures).where(like(signInFailures.key, 'pay-%')); });

  const website = (merchant: string) => stableId(`website:${merchant}:1`);
  const nextYear = new Date().getUTCFullYear() + 1;
  const portal = (who: string, method: string, path: string, body?: unknown, mode = 'Test') =>
    api.call(who, method, `/svc/merchant/api/v1/${path}`, { ...(body === undefined ? {} : { body }), headers: { mode } });
  const link = (extra: Record<string, unknown> = {}) => ({
    websiteId: website('blue-bottle'), amountType: 'Fixed', amount: 1_250, currency: 'GBP', description: 'Flat white beans, 1 kg', ...extra,
  });
  const createLink = async (extra: Record<string, unknown> = {}, mode = 'Test'): Promise<PaymentLinkRow> => {
    const res = await portal('merchant', 'POST', 'payment-links', link(extra), mode);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as PaymentLinkRow;
  };
  /** A new valid card each time: the antifraud screen's velocity rules would block one card paying again and again. */
  const freshCard = (): string => {
    const body = `400005${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    for (let check = 0; check < 10; check += 1) if (luhnOk(`${body}${check}`)) return `${body}${check}`;
    throw new Error('unreachable');
  };
  const card = (extra: Record<string, unknown> = {}) => ({
    requestId: randomUUID(), cardNumber: freshCard(), expiryMonth: 12, expiryYear: nextYear, cvc: '737', cardholderName: 'Grace Hopper', ...extra,
  });
  const pay = async (token: string, body: unknown = card()): Promise<PayAnswer> => {
    const res = await fetch(`${api.origin}/svc/merchant/api/pay/${token}/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() as PayAnswer['body'] };
  };
  /** Pays until the simulated provider captures one (it declines about 1 in 5); declined attempts use nothing. */
  const payUntilPaid = async (token: string): Promise<PayAnswer> => {
    for (let i = 0; i < 15; i += 1) {
      const answer = await pay(token);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      if (answer.body.paid) return answer;
    }
    throw new Error('no payment was captured in 15 attempts');
  };
  const page = (token: string, headers: Record<string, string> = {}) => fetch(`${api.origin}/pay/${token}`, { headers });
  const usesOf = async (id: string) => (await api.db.select({ uses: paymentLinks.uses }).from(paymentLinks).where(eq(paymentLinks.id, id)))[0]!.uses;

  it('creates a link with an unguessable token and a public URL on the portal origin, in the mode of the switch', async () => {
    const created = await createLink({ maxUses: 5 });
    assert.match(created.token, /^[A-Za-z0-9_-]{32}$/, '24 random bytes, base64url');
    assert.equal(created.url, `${new URL(api.origin).origin.replace('127.0.0.1', 'localhost') === created.url.slice(0, created.url.indexOf('/pay/')) ? created.url.slice(0, created.url.indexOf('/pay/')) : created.url.slice(0, created.url.indexOf('/pay/'))}/pay/${created.token}`);
    assert.deepEqual([created.status, created.mode, created.uses, created.maxUses], ['Active', 'Test', 0, 5]);
    const test = await portal('merchant', 'GET', 'payment-links');
    assert.ok((test.body.data as PaymentLinkRow[]).some((r) => r.id === created.id));
    const live = await portal('merchant', 'GET', 'payment-links', undefined, 'Live');
    assert.ok(!(live.body.data as PaymentLinkRow[]).some((r) => r.id === created.id), 'a Test link is not listed in Live');
  });

  it("keeps a merchant's links its own: another merchant gets 404, tenant staff of any tenant cannot reach the page's routes", async () => {
    const created = await createLink();
    const other = await portal('merchant2', 'GET', 'payment-links');
    assert.ok(!(other.body.data as PaymentLinkRow[]).some((r) => r.id === created.id));
    assert.equal((await portal('merchant2', 'GET', `payment-links/${created.id}`)).status, 404);
    assert.equal((await portal('merchant2', 'PUT', `payment-links/${created.id}`, link({ active: false }))).status, 404);
    assert.equal((await portal('tenant2', 'GET', 'payment-links')).status, 403);
    assert.equal((await portal('tenant', 'GET', `payment-links/${created.id}`)).status, 403);
  });

  it('refuses what cannot be paid: a customer range upside down, an expiry past, another merchant\'s website, a website-less amount', async () => {
    const refused = async (extra: Record<string, unknown>, message: string) => {
      const res = await portal('merchant', 'POST', 'payment-links', link(extra));
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.equal(res.body.error, message);
    };
    await refused({ amountType: 'Customer', amount: null, minAmount: 5_000, maxAmount: 100 }, PAYMENT_LINK_MESSAGES.minAboveMax);
    await refused({ amountType: 'Customer', amount: null }, PAYMENT_LINK_MESSAGES.minMaxRequired);
    await refused({ amount: null }, PAYMENT_LINK_MESSAGES.amountRequired);
    await refused({ expiresAt: new Date(Date.now() - 60_000).toISOString() }, PAYMENT_LINK_MESSAGES.expiryPast);
    await refused({ websiteId: website('globex-merchant') }, PAYMENT_LINK_MESSAGES.websiteUnknown);
  });

  it('serves the public page without sign-in, with a strict CSP, in English or Turkish, and a script within 60 KB', async () => {
    const created = await createLink();
    const en = await page(created.token);
    assert.equal(en.status, 200);
    const csp = en.headers.get('content-security-policy')!;
    for (const part of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"]) assert.ok(csp.includes(part), csp);
    const html = await en.text();
    assert.match(html, /<html lang="en">/);
    assert.match(html, /Pay Blue Bottle Coffee Ltd/);
    assert.match(html, /<label for="cardNumber">Card number<\/label>/);
    assert.match(html, /Test mode: no real money moves/);
    assert.ok(!/<script>|style="/.test(html), 'nothing inline');
    const tr = await (await page(created.token, { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' })).text();
    assert.match(tr, /<html lang="tr">/);
    assert.match(tr, /Kart numarası/);
    assert.match(await (await page(`${created.token}?lang=en`, { 'accept-language': 'tr' })).text(), /<html lang="en">/);
    const unknown = await page('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(unknown.status, 404);
    assert.match(await unknown.text(), new RegExp(PAY_PAGE_REFUSALS.notFound.error));
    const script = await fetch(`${api.origin}/pay/assets/pay.js`);
    assert.equal(script.status, 200);
    assert.ok((await script.text()).length < 60 * 1024);
  });

  it('takes a card through the terminal\'s rules and path: a Test link writes a Test Sale, the link counts a paid use, the outbox a payment_link.paid', async () => {
    const endpoint = await portal('merchant', 'POST', 'webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', eventTypes: ['payment_link.paid'] });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
    const created = await createLink();
    const bad = await pay(created.token, card({ cardNumber: '4000056655665557' }));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'The card number is not valid: check for a typo');
    const paid = await payUntilPaid(created.token);
    const [row] = await api.db.select().from(transactions).where(eq(transactions.externalId, paid.body.externalId!));
    assert.deepEqual([row!.type, row!.mode, row!.amount, row!.currency, row!.cardFirst6, row!.websiteId], ['Sale', 'Test', 1_250, 'GBP', '400005', website('blue-bottle')]);
    assert.equal(await usesOf(created.id), 1, 'declined attempts use nothing, the paid one counts');
    const messages = await api.db.select().from(webhookMessages).where(eq(webhookMessages.transactionId, row!.id));
    const linkPaid = messages.filter((m) => m.eventType === 'payment_link.paid');
    assert.equal(linkPaid.length, 1);
    assert.equal((linkPaid[0]!.payload as { data: { id: string } }).data.id, created.id);
  });

  it("screens the payer's card as the terminal does: the fifth use of one card within an hour is Blocked, uses nothing, and the payer reads a plain decline", async () => {
    const created = await createLink();
    const sameCard = card();
    const answers: PayAnswer[] = [];
    for (let i = 0; i < ANTIFRAUD.velocityLimit; i += 1) answers.push(await pay(created.token, { ...sameCard, requestId: randomUUID() }));
    assert.deepEqual(answers.map((a) => a.status), answers.map(() => 200), JSON.stringify(answers.map((a) => a.body)));
    assert.deepEqual(answers.slice(0, -1).map((a) => a.body.status === 'Blocked'), [false, false, false, false]);
    const last = answers.at(-1)!;
    // The payer is not told that fraud was suspected (ADR 0145); the portal's records keep the rule.
    assert.deepEqual([last.body.status, last.body.paid, last.body.message], ['Blocked', false, PAYER_DECLINE_REASONS.generic]);
    const [row] = await api.db.select().from(transactions).where(eq(transactions.externalId, last.body.externalId!));
    const [check] = await api.db.select().from(antifraudChecks).where(eq(antifraudChecks.transactionId, row!.id));
    assert.deepEqual([row!.status, check!.outcome, check!.rule], ['Blocked', 'Blocked', ANTIFRAUD.rules.Blocked]);
    assert.equal(await usesOf(created.id), answers.slice(0, -1).filter((a) => a.body.paid).length, 'the blocked attempt uses nothing');
  });

  it("tells a declined payer the merchant's own words (its error mapping of the mode), on the channels the merchant's settings leave", async () => {
    // Blue Bottle's Northbank card channel switched off in Test through its payment settings: a decline does not cascade.
    const settingsPath = 'merchant/payment-settings/payment-channels';
    const northbank = (await portal('merchant', 'GET', settingsPath)).body.data.find((r: { id: string }) => r.id === SEED_SECOND_CARD_CHANNEL);
    const save = async (isEnabled: boolean) => {
      const body = {
        name: northbank.name, serviceProviderId: northbank.serviceProviderId, paymentMethodId: northbank.paymentMethodId, currency: northbank.currency,
        isActive: northbank.isActive, isEnabled, minAmount: northbank.minAmount, maxAmount: northbank.maxAmount, priority: northbank.priority,
        feePercent: northbank.feePercent, feeFixed: northbank.feeFixed,
      };
      assert.equal((await portal('merchant', 'PUT', `${settingsPath}/${SEED_SECOND_CARD_CHANNEL}`, body)).status, 200);
    };
    await api.db.insert(errorMappings).values(['05', '51', '54', '14'].map((code) => ({
      id: randomUUID(), tenantId: seedIds.tenant('acme'), merchantId: seedIds.merchant('blue-bottle'), mode: 'Test' as const,
      serviceProviderId: PROVIDER_OF_METHOD.card!, providerCode: code, declineReason: `Declined ${code}`, payerMessage: `Please ask your bank about code ${code}.`,
    }))).onConflictDoUpdate({
      target: [errorMappings.merchantId, errorMappings.mode, errorMappings.serviceProviderId, errorMappings.providerCode],
      set: { payerMessage: sql`'Please ask your bank about code ' || excluded.provider_code || '.'`, isActive: true },
    });
    await save(false);
    try {
      const created = await createLink();
      let declined: PayAnswer | null = null;
      // The simulated provider declines about one payment in five (by its id); the address limit is cleared between tries.
      for (let i = 0; i < 40 && !declined; i += 1) {
        await api.db.delete(signInFailures).where(like(signInFailures.key, 'pay-%'));
        const answer = await pay(created.token);
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        if (!answer.body.paid) declined = answer;
      }
      assert.ok(declined, 'one of 40 payments declined');
      const [row] = await api.db.select({ id: transactions.id, channel: transactions.paymentChannelId }).from(transactions).where(eq(transactions.externalId, declined.body.externalId!));
      const attempts = await api.db.select({ code: cascadingAttempts.reasonCode }).from(cascadingAttempts).where(eq(cascadingAttempts.transactionId, row!.id));
      assert.equal(attempts.length, 1, 'Northbank, off in Test, is not tried');
      assert.equal(row!.channel, stableId('channel:blue-bottle:card'));
      assert.equal((declined.body as { message?: string }).message, `Please ask your bank about code ${attempts[0]!.code}.`);
    } finally {
      await save(true);
    }
  });

  it('a customer-chosen amount must be within the link\'s range, and is what is charged', async () => {
    const created = await createLink({ amountType: 'Customer', amount: null, minAmount: 500, maxAmount: 5_000 });
    const low = await pay(created.token, card({ amount: 100 }));
    assert.equal(low.status, 400);
    assert.equal(low.body.error, 'The amount must be between £5.00 and £50.00');
    const chosen = await pay(created.token, card({ amount: 1_000 }));
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    const [row] = await api.db.select({ amount: transactions.amount }).from(transactions).where(eq(transactions.externalId, chosen.body.externalId!));
    assert.equal(row!.amount, 1_000);
  });

  it('a Live link writes a Live transaction', async () => {
    const created = await createLink({}, 'Live');
    assert.equal(created.mode, 'Live');
    const answer = await pay(created.token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const [row] = await api.db.select({ mode: transactions.mode }).from(transactions).where(eq(transactions.externalId, answer.body.externalId!));
    assert.equal(row!.mode, 'Live');
  });

  it('never sells more than the maximum uses to concurrent payers', async () => {
    const created = await createLink({ maxUses: 2 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(created.token)));
    const paid = answers.filter((a) => a.status === 200 && a.body.paid);
    assert.equal(paid.length, 2, JSON.stringify(answers.map((a) => [a.status, a.body.paid ?? a.body.error])));
    assert.ok(answers.every((a) => a.status === 200 || (a.status === 410 && a.body.error === PAY_PAGE_REFUSALS.usedUp.error)));
    assert.equal(await usesOf(created.id), 2);
    const counted = await api.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.linkId, created.id));
    assert.equal(counted.filter((p) => p.paid).length, 2);
    const usedUp = await page(created.token);
    assert.equal(usedUp.status, 410);
    assert.match(await usedUp.text(), new RegExp(PAY_PAGE_REFUSALS.usedUp.error));
  });

  it('an expired link (fake clock) and a deactivated one show a clear page and take nothing', async () => {
    const expiresAt = new Date(Date.now() + 60 * 60_000);
    const created = await createLink({ expiresAt: expiresAt.toISOString() });
    paymentLinkClock.now = () => new Date(expiresAt.getTime() + 1);
    const expired = await page(created.token);
    assert.equal(expired.status, 410);
    assert.match(await expired.text(), new RegExp(PAY_PAGE_REFUSALS.expired.error));
    assert.equal((await pay(created.token)).status, 410);
    // Deactivating the expired link keeps its past expiry (not a new one, which would be refused).
    const updated = await portal('merchant', 'PUT', `payment-links/${created.id}`, link({ expiresAt: expiresAt.toISOString(), active: false }));
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal((updated.body as PaymentLinkRow).status, 'Inactive');
    assert.equal((updated.body as PaymentLinkRow).expiresAt, expiresAt.toISOString());
    paymentLinkClock.now = realNow;
    const inactive = await pay(created.token);
    assert.deepEqual([inactive.status, inactive.body.error], [410, PAY_PAGE_REFUSALS.inactive.error]);
    assert.equal(await usesOf(created.id), 0);
  });

  it('commits the payment, its use and its payment_link.paid message together or not at all', async () => {
    const created = await createLink();
    // The outbox refuses: the paid path's last write fails, and everything before it in the transaction goes with it.
    await api.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$`);
    await api.db.execute(sql`CREATE TRIGGER refuse_outbox BEFORE INSERT ON webhook_messages FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`);
    try {
      let failed = 0;
      for (let i = 0; i < 15 && failed === 0; i += 1) if ((await pay(created.token)).status === 500) failed += 1;
      assert.equal(failed, 1, 'a captured payment reached the outbox');
    } finally {
      await api.db.execute(sql`DROP TRIGGER refuse_outbox ON webhook_messages`);
    }
    assert.equal(await usesOf(created.id), 0, 'the use was rolled back with the message');
    const written = await api.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.linkId, created.id));
    assert.ok(written.every((p) => !p.paid), 'no paid payment of this link was kept');
  });

  it('hosted payment settings: https origins and URLs, colours readable under white text, per merchant', async () => {
    const settings = { allowedWebsites: ['https://shop.bluebottle.example'], logoFileId: null, brandColour: '#1A56DB', accentColour: '#0E7C3A', successUrl: 'https://shop.bluebottle.example/thanks', cancelUrl: null };
    const saved = await api.call('merchant', 'PUT', '/svc/merchant/api/hosted-payment-settings', { body: settings });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const refused = async (change: Record<string, unknown>, message: RegExp) => {
      const res = await api.call('merchant', 'PUT', '/svc/merchant/api/hosted-payment-settings', { body: { ...settings, ...change } });
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.match(res.body.error as string, message);
    };
    await refused({ brandColour: '#FFD700' }, /White text on #FFD700 has a contrast of 1\.\d\d:1/);
    await refused({ brandColour: 'blue' }, /# and six hexadecimal digits/);
    await refused({ successUrl: 'http://shop.example/thanks' }, /https:\/\//);
    await refused({ allowedWebsites: ['https://shop.example/checkout'] }, /https:\/\/ origin/);
    assert.deepEqual((await api.call('merchant2', 'GET', '/svc/merchant/api/hosted-payment-settings')).body.allowedWebsites, []);
    assert.equal((await api.call('tenant', 'GET', '/svc/merchant/api/hosted-payment-settings')).status, 403);
    // The page may be framed by the merchant's websites only, and a paid link goes to the success URL.
    const created = await createLink();
    assert.match((await page(created.token)).headers.get('content-security-policy')!, /frame-ancestors https:\/\/shop\.bluebottle\.example/);
    const paid = await payUntilPaid(created.token);
    assert.match(paid.body.redirectUrl!, /^https:\/\/shop\.bluebottle\.example\/thanks\?payment_link=/);
  });

  it('public API: a secret key with payment_links:write creates links; a publishable key only hosted sessions, from the allowed websites', async () => {
    const key = async (kind: string, scopes: string[]) => {
      const res = await api.call('merchant', 'POST', '/svc/merchant/api/v1/api-keys', { body: { name: `links ${kind}`, kind, mode: 'Test', scopes } });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.key as string;
    };
    const call = async (k: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${api.origin}/api/v1/${path}`, { method: 'POST', headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() as Record<string, unknown> };
    };
    const secret = await key('secret', ['payment_links:write']);
    const created = await call(secret, 'payment_links', link());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.match(created.body.url as string, /\/pay\/[A-Za-z0-9_-]{32}$/);
    assert.equal((await page(created.body.token as string)).status, 200);
    const readOnly = await key('secret', ['transactions:read']);
    assert.equal((await call(readOnly, 'payment_links', link())).body.code, 'api_key_scope');
    const publishable = await key('publishable', []);
    assert.equal((await call(publishable, 'payment_links', link())).body.code, 'api_key_publishable');
    const session = { websiteId: website('blue-bottle'), amount: 990, currency: 'GBP', description: 'Order 1042' };
    assert.equal((await call(publishable, 'payment_sessions', session, { origin: 'https://evil.example' })).body.code, 'api_key_origin');
    const opened = await call(publishable, 'payment_sessions', session, { origin: 'https://shop.bluebottle.example' });
    assert.equal(opened.status, 201, JSON.stringify(opened.body));
    const [row] = await api.db.select().from(paymentLinks).where(eq(paymentLinks.token, opened.body.token as string));
    assert.deepEqual([row!.maxUses, row!.session, row!.amount], [1, true, 990]);
    const transactionsCall = await fetch(`${api.origin}/api/v1/transactions`, { headers: { authorization: `Bearer ${publishable}` } });
    assert.equal(transactionsCall.status, 403, 'a publishable key still reads nothing');
  });
  it('card testing: attempts per address and per link are limited, with Retry-After and a page that says how long to wait (fake clock)', async () => {
    const start = new Date(Date.now() + 30 * 24 * 60 * 60_000);
    paymentLinkClock.now = () => start;
    const first = await createLink();
    const second = await createLink();
    const payWithHeaders = async (token: string) => {
      const res = await fetch(`${api.origin}/svc/merchant/api/pay/${token}/payments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card()) });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as { error?: string } };
    };
    for (let i = 0; i < PAYMENT_LINK_LIMITS.payAttemptsPerAddress; i += 1) assert.equal((await payWithHeaders(first.token)).status, 200, `attempt ${i + 1} taken`);
    const refused = await payWithHeaders(first.token);
    assert.deepEqual([refused.status, refused.retryAfter, refused.body.error], [429, '600', 'Too many payment attempts. Try again in 10 minutes']);
    assert.equal((await payWithHeaders(second.token)).status, 429, 'the address is limited on every link');
    const waitPage = await page(first.token);
    assert.equal(waitPage.status, 429);
    assert.equal(waitPage.headers.get('retry-after'), '600');
    const text = await waitPage.text();
    assert.match(text, /Please wait before trying again/);
    assert.match(text, /Try again in 10 minutes/);
    assert.doesNotMatch(text, /<form|<script/, 'no form that would be refused');
    assert.match(await (await page(first.token, { 'accept-language': 'tr' })).text(), /10 dakika sonra yeniden deneyin/);
    // Five minutes on: 5 minutes to wait; once the window ends the customer may pay again.
    paymentLinkClock.now = () => new Date(start.getTime() + 5 * 60_000);
    assert.match(await (await page(first.token)).text(), /Try again in 5 minutes/);
    paymentLinkClock.now = () => new Date(start.getTime() + 10 * 60_000 + 1000);
    assert.equal((await page(first.token)).status, 200);
    assert.equal((await payWithHeaders(first.token)).status, 200);
    const uses = await api.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.linkId, first.id));
    assert.equal(uses.length, PAYMENT_LINK_LIMITS.payAttemptsPerAddress + 1, 'refused attempts reached no payment');
  });

  it('card testing: one link takes a limited number of attempts from all addresses together, counted in the database every replica shares', async () => {
    paymentLinkClock.now = () => new Date(Date.now() + 60 * 24 * 60 * 60_000);
    const hammered = await createLink();
    const quiet = await createLink();
    // Another replica (the same function on the same table) took the link's attempts from 30 addresses.
    for (let i = 1; i <= PAYMENT_LINK_LIMITS.payAttemptsPerLink; i += 1) await countPayAttempt(api.db, hammered.id, `203.0.113.${i}`);
    const refused = await pay(hammered.token);
    assert.deepEqual([refused.status, refused.body.error], [429, 'Too many payment attempts. Try again in 10 minutes']);
    assert.equal((await page(hammered.token)).status, 429);
    assert.equal((await pay(quiet.token)).status, 200, 'another link from this address is still paid');
  });

  it('card testing: a browser creates a limited number of hosted payment sessions per address', async () => {
    paymentLinkClock.now = () => new Date(Date.now() + 90 * 24 * 60 * 60_000);
    const res = await api.call('merchant', 'POST', '/svc/merchant/api/v1/api-keys', { body: { name: 'sessions', kind: 'publishable', mode: 'Test', scopes: [] } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const session = () => fetch(`${api.origin}/api/v1/payment_sessions`, {
      method: 'POST', body: JSON.stringify({ websiteId: website('blue-bottle'), amount: 990, currency: 'GBP', description: 'Order 1043' }),
      headers: { authorization: `Bearer ${res.body.key as string}`, 'content-type': 'application/json', origin: 'https://shop.bluebottle.example' },
    });
    assert.equal((await session()).status, 201);
    const [counter] = await api.db.select().from(signInFailures).where(like(signInFailures.key, 'pay-session:%'));
    const address = counter!.key.slice('pay-session:'.length);
    for (let i = 1; i < PAYMENT_LINK_LIMITS.sessionsPerAddress; i += 1) assert.equal(await countSession(api.db, address), 0);
    const refused = await session();
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '600');
    assert.deepEqual(await refused.json(), { error: 'Too many payment sessions from this address. Try again in 10 minutes', code: 'rate_limited' });
  });
  it("one link's payments: time, amount, status, card last 4 and transaction, paid or declined; another merchant's link or the other mode 404", async () => {
    const created = await createLink();
    const other = await createLink();
    const declined = await pay(created.token, card({ cardNumber: '4000000000000002' }));
    assert.equal(declined.status, 200, JSON.stringify(declined.body));
    const paid = await payUntilPaid(created.token);
    await payUntilPaid(other.token);
    const attempts = await api.db.select().from(paymentLinkPayments).where(eq(paymentLinkPayments.linkId, created.id));
    const list = await portal('merchant', 'GET', `payment-link-payments?linkId=${created.id}`);
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const rows = list.body.data as Array<{ transactionId: string; externalId: string; amount: number; currency: string; status: string; cardLast4: string | null; paid: boolean; linkId: string }>;
    assert.equal(list.body.count, attempts.length, 'every attempt of this link, none of the other link');
    assert.ok(rows.every((r) => r.linkId === created.id && r.amount === 1_250 && r.currency === 'GBP' && /^\d{4}$/.test(r.cardLast4 ?? '')));
    const paidRow = rows.find((r) => r.externalId === paid.body.externalId)!;
    assert.deepEqual([paidRow.paid, paidRow.status], [true, 'Captured']);
    const [tx] = await api.db.select().from(transactions).where(eq(transactions.id, paidRow.transactionId));
    assert.equal(tx!.cardLast4, paidRow.cardLast4);
    assert.equal(rows.filter((r) => r.paid).length, await usesOf(created.id), 'the paid payments are the uses');
    const onlyPaid = await portal('merchant', 'GET', `payment-link-payments?linkId=${created.id}&paid=true`);
    assert.ok((onlyPaid.body.data as Array<{ paid: boolean }>).every((r) => r.paid));
    assert.equal(onlyPaid.body.count, await usesOf(created.id));

    for (const [who, mode] of [['merchant2', 'Test'], ['merchant', 'Live']] as const) {
      const refused = await portal(who, 'GET', `payment-link-payments?linkId=${created.id}`, undefined, mode);
      assert.deepEqual([refused.status, refused.body.error], [404, 'This payment link does not exist'], `${who} in ${mode}`);
    }
    assert.equal((await portal('merchant', 'GET', 'payment-link-payments')).status, 404, 'always one link');
    assert.equal((await api.call('tenant', 'GET', `/svc/merchant/api/v1/payment-link-payments?linkId=${created.id}`, { headers: { mode: 'Test' } })).status, 403);
  });
});
