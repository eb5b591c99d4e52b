import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { accountingEntries, antifraudChecks, cascadingAttempts, errorMappings, transactionEvents, transactionRejections, transactions } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { CARD_MESSAGES, PROCESSING_MESSAGES, TRANSACTION_PATHS } from '@portal/contracts';
import { ANTIFRAUD, riskScore } from '../src/modules/transactions/antifraud';
import { providerStatus } from '../src/modules/transactions/actions/simulated';
import { PROVIDER_OF_METHOD } from '../src/modules/transactions/seed-generated';
import { apiSuite } from './helpers/api-suite';
import { type Answer } from './helpers/transaction-actions';

/**
 * The virtual terminal (issue 13, ADR 0054): the card rules again on the server, the processing setup's routing,
 * the seed's antifraud rules, a real Sale with a masked card and the seed's detail rows, idempotent retries, and
 * scope: tenant2@ cannot take a payment for an Acme merchant, a merchant only for its own websites.
 */
describe('virtual terminal: card payments keyed in by staff or the merchant (ADR 0054)', () => {
  const api = apiSuite(['tenant', 'tenant2', 'merchant', 'merchant2'], { balancedJournals: true });

  const blueBottle = seedIds.merchant('blue-bottle');
  const website = (merchant: string) => stableId(`website:${merchant}:1`);
  const nextYear = new Date().getUTCFullYear() + 1;
  const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
    websiteId: website('blue-bottle'), cardNumber, expiryMonth: 12, expiryYear: nextYear, cvc: '737', cardholderName: 'Ada Lovelace',
    amount: 4_250, currency: 'GBP', ...extra,
  });
  const take = (who: string, body: unknown, o: { path?: string; requestId?: string; mode?: string } = {}) =>
    api.call(who, 'POST', `/svc/merchant/${o.path ?? 'api/crm/virtual-terminal/payments'}`, { body, headers: { 'x-request-id': o.requestId ?? randomUUID(), systemmode: o.mode ?? 'Test' } });
  const forBlueBottle = (cardNumber: string, extra: Record<string, unknown> = {}) => ({ merchantId: blueBottle, ...card(cardNumber, extra) });

  it("writes a routed, screened Sale with the masked card only, the seed's detail rows, and it shows in the lookup", async () => {
    const answer = await take('tenant', forBlueBottle('4000 0566 5566 5556'));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const id = answer.body.transactionId as string;
    // The website has no routing configuration: its card channels by name, BBC Card then Northbank Card (ADR 0107).
    // The simulated provider declines some payments (by their id): a decline on BBC Card cascades to Northbank Card.
    const cascaded = providerStatus(id, 'Sale').status === 'Declined';
    const expected = providerStatus(cascaded ? `${id}:attempt:2` : id, 'Sale').status;
    const [channelName, providerId, channelId] = cascaded
      ? ['Northbank Card', 'northbank', stableId('channel:blue-bottle:card-northbank')]
      : ['BBC Card', 'acquirer-one', stableId('channel:blue-bottle:card')];
    assert.deepEqual(
      [answer.body.status, answer.body.cardFirst6, answer.body.cardLast4, answer.body.channelName, answer.body.antifraudScore],
      [expected, '400005', '5556', channelName, riskScore(id)],
    );
    assert.match(answer.body.externalId, /^VT-[2-9A-Z]{8}$/);
    const [row] = await api.db.select().from(transactions).where(eq(transactions.id, id));
    assert.deepEqual([row!.type, row!.mode, row!.paymentMethod, row!.serviceProviderId, row!.paymentChannelId, row!.websiteId],
      ['Sale', 'Test', 'card', providerId, channelId, website('blue-bottle')]);
    const [fraud] = await api.db.select().from(antifraudChecks).where(eq(antifraudChecks.transactionId, id));
    assert.equal(fraud!.outcome, riskScore(id) >= ANTIFRAUD.reviewScore ? 'Review' : 'Passed');
    const events = await api.db.select().from(transactionEvents).where(eq(transactionEvents.transactionId, id));
    const keyed = events.find((e) => e.type === 'transaction.virtual_terminal');
    assert.equal((keyed?.payload as { takenBy: { name: string } }).takenBy.name.length > 0, true, 'the event names who keyed it');
    assert.ok(events.some((e) => e.type === 'transaction.created'));
    const journal = await api.db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, id));
    assert.equal(journal.length > 0, expected === 'Captured', 'a captured sale is booked, a declined one is not');
    // Neither the full number nor the CVC is anywhere in the database.
    const { rows } = await api.db.execute<{ n: number }>(sql`SELECT (
      (SELECT count(*) FROM transaction_events WHERE transaction_id = ${id} AND (payload::text LIKE '%4000056655665556%' OR payload::text ILIKE '%cvc%'))
      + (SELECT count(*) FROM transaction_api_logs WHERE transaction_id = ${id} AND (request_body::text LIKE '%4000056655665556%' OR request_body::text ILIKE '%cvc%'))
      + (SELECT count(*) FROM antifraud_checks WHERE transaction_id = ${id} AND (request_body::text LIKE '%4000056655665556%' OR request_body::text ILIKE '%cvc%'))
      + (SELECT count(*) FROM transaction_action_requests WHERE answer_body::text LIKE '%4000056655665556%' OR answer_body::text ILIKE '%cvc%'))::int AS n`);
    assert.equal(rows[0]!.n, 0);
    const lookup = await fetch(`${api.origin}/svc/merchant/${TRANSACTION_PATHS.tenantList}?externalId=${answer.body.externalId}`, {
      headers: { authorization: `Bearer ${api.token('tenant')}`, mode: 'Test' },
    });
    const page = await lookup.json() as { data: Array<{ id: string }> };
    assert.deepEqual(page.data.map((r) => r.id), [id], 'the tenant lookup finds it by its external id');
  });

  it("reads a provider's decline through the merchant's error mappings of the mode: the mapped reason recorded and answered, its words for the payer", async () => {
    // Harbour Florists has one card channel, so a decline does not cascade; its mappings cover every simulated code.
    const florists = seedIds.merchant('harbour-florists');
    const codes = ['05', '51', '54', '14'];
    await api.db.insert(errorMappings).values(codes.map((code) => ({
      id: randomUUID(), tenantId: seedIds.tenant('acme'), merchantId: florists, mode: 'Test' as const, serviceProviderId: PROVIDER_OF_METHOD.card!,
      providerCode: code, declineReason: `Florists' decline ${code}`, payerMessage: `Please call your bank (${code}).`,
    }))).onConflictDoUpdate({
      target: [errorMappings.merchantId, errorMappings.mode, errorMappings.serviceProviderId, errorMappings.providerCode],
      set: { declineReason: sql`'Florists'' decline ' || excluded.provider_code`, payerMessage: sql`'Please call your bank (' || excluded.provider_code || ').'`, isActive: true },
    });
    // The simulated provider declines about one payment in five (by its id): take payments until one is declined.
    const luhn = (body: string) => {
      const sum = [...body].reverse().reduce((acc, d, i) => { const n = Number(d) * (i % 2 === 0 ? 2 : 1); return acc + (n > 9 ? n - 9 : n); }, 0);
      return `${body}${(10 - (sum % 10)) % 10}`;
    };
    let declined: Answer | null = null;
    for (let n = 0; n < 40 && !declined; n++) {
      const answer = await take('tenant', { merchantId: florists, ...card(luhn(`52000000000${String(n).padStart(4, '0')}`), { websiteId: website('harbour-florists') }) });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      if (answer.body.status === 'Declined') declined = answer;
    }
    assert.ok(declined, 'one of 40 payments declined');
    const id = declined.body.transactionId as string;
    const [attempt] = await api.db.select({ code: cascadingAttempts.reasonCode }).from(cascadingAttempts).where(eq(cascadingAttempts.transactionId, id));
    const code = attempt!.code!;
    assert.ok(codes.includes(code));
    assert.deepEqual([declined.body.declineReason, declined.body.payerMessage], [`Florists' decline ${code}`, `Please call your bank (${code}).`]);
    const [rejection] = await api.db.select().from(transactionRejections).where(eq(transactionRejections.transactionId, id));
    assert.deepEqual([rejection!.reasonCode, rejection!.source, rejection!.message], [code, 'Provider', `Florists' decline ${code}`]);
  });

  it('answers a retry with the first answer and writes the payment once', async () => {
    const requestId = randomUUID();
    const first = await take('tenant', forBlueBottle('5555555555554444', { amount: 1_999 }), { requestId });
    const again = await take('tenant', forBlueBottle('5555555555554444', { amount: 1_999 }), { requestId });
    assert.deepEqual([again.status, again.body], [first.status, first.body]);
    const { rows } = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE external_id = ${first.body.externalId}`);
    assert.equal(rows[0]!.n, 1);
  });

  it('checks the card again on the server: 400 naming the field, nothing written', async () => {
    const before = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cardNumber: '4000056655665557' }, CARD_MESSAGES.cardNumberLuhn],
      [{ cardNumber: '40000566' }, CARD_MESSAGES.cardNumberLength],
      [{ expiryMonth: 1, expiryYear: new Date().getUTCFullYear() - 1 }, CARD_MESSAGES.expiryPast],
      [{ expiryMonth: 13 }, CARD_MESSAGES.expiryRequired],
      [{ cvc: '12' }, CARD_MESSAGES.cvcShape],
      [{ cardholderName: '   ' }, CARD_MESSAGES.cardholderRequired],
    ];
    for (const [change, message] of cases) {
      const answer = await take('tenant', { ...forBlueBottle('4000056655665556'), ...change });
      assert.deepEqual([answer.status, answer.body.error], [400, message], JSON.stringify(change));
    }
    const after = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`);
    assert.equal(after.rows[0]!.n, before.rows[0]!.n);
  });

  it('refuses what the processing setup blocks: a currency without a card channel, a merchant that is not active', async () => {
    const eur = await take('tenant', forBlueBottle('4000056655665556', { currency: 'EUR' }));
    assert.deepEqual([eur.status, eur.body.error], [422, PROCESSING_MESSAGES.noChannel]);
    const nimbus = await take('tenant', { ...forBlueBottle('4000056655665556'), merchantId: seedIds.merchant('nimbus-books'), websiteId: website('nimbus-books'), currency: 'GBP' });
    assert.deepEqual([nimbus.status, nimbus.body.error], [422, PROCESSING_MESSAGES.merchantInactive]);
  });

  it("blocks the fifth use of a card within an hour (the seed's velocity rule): Blocked, no fees, no journal", async () => {
    const number = '4111111111111111';
    const answers: Answer[] = [];
    for (let i = 0; i < ANTIFRAUD.velocityLimit; i += 1) answers.push(await take('merchant', card(number, { amount: 500 + i }), { path: 'api/virtual-terminal/payments' }));
    assert.deepEqual(answers.slice(0, -1).map((a) => a.body.antifraudOutcome === 'Blocked'), [false, false, false, false]);
    const last = answers.at(-1)!;
    assert.deepEqual([last.status, last.body.status, last.body.antifraudOutcome, last.body.antifraudRule], [201, 'Blocked', 'Blocked', ANTIFRAUD.rules.Blocked]);
    assert.ok(last.body.antifraudScore >= 90);
    const journal = await api.db.select().from(accountingEntries).where(eq(accountingEntries.transactionId, last.body.transactionId));
    assert.equal(journal.length, 0);
  });

  it('keeps scopes: tenant2@ cannot pay for an Acme merchant, a merchant only for its own websites and only on its own call', async () => {
    assert.equal((await take('tenant2', forBlueBottle('4000056655665556'))).status, 404);
    assert.equal((await take('merchant', forBlueBottle('4000056655665556'))).status, 403, 'the staff call is not theirs');
    assert.equal((await take('tenant', card('4000056655665556'), { path: 'api/virtual-terminal/payments' })).status, 403);
    const foreign = await take('merchant2', card('4000056655665556'), { path: 'api/virtual-terminal/payments' });
    assert.equal(foreign.status, 404, "another merchant's website does not exist for it");
    const own = await take('merchant', card('4000056655665556', { amount: 300 }), { path: 'api/virtual-terminal/payments', mode: 'Live' });
    assert.deepEqual([own.status, own.body.mode], [201, 'Live']);
  });
});
