import { isIP } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { antifraudChecks, binData, currencies, merchants, platformCurrencies, transactionRejections, transactions } from '../../db/schema';
import type { Queryable } from '../../db/client';
import { integerVariable } from '../settings/reference-data/system-variables';
import { ApiError, badRequest } from '../../http/errors';
import type { Scope } from '../../http/scope';
import { newId } from '../../lib/ids';
import {
  cardholderProblem, cardNumberProblem, cvcProblem, expiryProblem, PAYMENT_REFUSALS, VIRTUAL_TERMINAL_MESSAGES, type VirtualTerminalInput, type VirtualTerminalResult,
} from '@portal/contracts';
import { routeWithSetup } from '../processing-setup/check';
import { drawFor } from '../smart-routing/decide';
import { attemptOutcomes, writeRoutingRecord } from '../smart-routing/record';
import { screenPayment } from '../antifraud/screen';
import { detailStatements } from '../transactions/detail-seed';
import { StoredRefusal } from '../transactions/actions/refusal';
import { writeEvent } from '../transactions/actions/rows';
import { providerDecline, recordProviderDecline } from './decline';
import type { ActionContext } from '../transactions/actions/types';

/**
 * The virtual terminal (issue 13, ADR 0054): a card payment keyed in by staff or the merchant, handled as every
 * payment is. In order, nothing written on a refusal:
 * 1. the card rules of contracts (400 naming the field), the currency (422);
 * 2. routing by the processing setup check (ADR 0050, the tool's own code): the merchant in the caller's scope (404
 *    else), its website, the card channel of the currency; a blocked check refuses with its message (422); the one
 *    routing function (ADR 0107) orders the usable channels by the website's active smart routing configuration;
 * 3. the antifraud screen (the one evaluator of the operators' rules and lists with the built-in defaults, ADR 0106):
 *    Blocked stops the payment before the provider; the check names the rule and the condition that fired;
 * 4. the simulated provider's answer (ADR 0046) on each channel of the route in turn: a decline cascades to the next
 *    fallback (at most three attempts); Captured or Declined. The cascading attempts and the routing decision's steps
 *    are the transaction's own (they replace the seed's simulated rows).
 * The Sale is written with the masked card only (the CVC is checked and dropped), then its events, API logs,
 * antifraud check, fees and journals by the seed's own statements (`detailStatements`), its routing record above,
 * and an event naming who keyed it.
 */

export const VT_EXTERNAL_PREFIX = 'VT-';
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newExternalId = () => `${VT_EXTERNAL_PREFIX}${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/** The card rules again on the server: the first problem is the answer (400), its message names the field. */
export function checkCard(input: Pick<VirtualTerminalInput, 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvc' | 'cardholderName'>, now: Date): void {
  const problem = cardNumberProblem(input.cardNumber.replace(/[\s-]/g, '')) ?? expiryProblem(input.expiryMonth, input.expiryYear, now)
    ?? cvcProblem(input.cvc) ?? cardholderProblem(input.cardholderName);
  if (problem) throw badRequest(problem);
}

/** The customer's IP when given: an IPv4 or IPv6 address (400 otherwise); its trimmed text, or null. */
export function customerIpOf(input: Pick<VirtualTerminalInput, 'customerIp'>): string | null {
  const ip = input.customerIp?.trim();
  if (!ip) return null;
  if (!isIP(ip)) throw badRequest(VIRTUAL_TERMINAL_MESSAGES.customerIp);
  return ip.toLowerCase();
}

/** The card's country from the platform's BIN table (null when the BIN is unknown). */
export async function cardCountryOf(db: Queryable, bin: string): Promise<string | null> {
  const [row] = await db.select({ country: binData.country }).from(binData).where(and(eq(binData.bin, bin), isNull(binData.tenantId))).limit(1);
  return row?.country ?? null;
}

/**
 * Routing of the processing setup tool and the smart routing configuration: the channels in the order they are
 * tried (the first is the primary), the decision's steps, and the payment's id (its split draw), or the first
 * blocking check's message (422).
 */
export async function routeCardPayment(db: Db, scope: Scope, input: VirtualTerminalInput & { merchantId: string }, mode: 'Test' | 'Live') {
  const [known] = await db.select({ code: currencies.code, isActive: currencies.isActive, places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, input.currency));
  if (!known?.isActive) throw new ApiError(422, PAYMENT_REFUSALS.unknownCurrency.message);
  await checkTenantCurrency(db, input.merchantId, input.currency);
  await checkTerminalLimit(db, input.amount, input.currency, known.places);
  const transactionId = newId();
  const bin = input.cardNumber.replace(/[\s-]/g, '').slice(0, 6);
  const { answer, decision } = await routeWithSetup(db, scope, { merchantId: input.merchantId, websiteId: input.websiteId, paymentMethod: 'card', currency: input.currency, mode }, {
    amount: input.amount, cardBin: bin, cardCountry: await cardCountryOf(db, bin), draw: drawFor(transactionId),
  });
  const primary = decision.order[0];
  const block = answer.checks.find((c) => c.outcome === 'Block');
  if (!answer.routable || !primary) throw new ApiError(422, block?.message ?? 'No usable channel');
  return { ...primary, transactionId, decision };
}

/** The merchant's tenant must process the currency (its platform currencies, ADR 0064). */
async function checkTenantCurrency(db: Db, merchantId: string, currency: string): Promise<void> {
  const [merchant] = await db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) return; // the routing check answers 404 for a merchant out of scope
  const [offered] = await db.select({ id: platformCurrencies.id }).from(platformCurrencies).where(and(
    eq(platformCurrencies.tenantId, merchant.tenantId), eq(platformCurrencies.currency, currency),
    eq(platformCurrencies.isActive, true), eq(platformCurrencies.processing, true),
  ));
  if (!offered) throw new ApiError(422, `${currency} is not a currency this merchant's tenant processes`);
}

/** One keyed-in payment may not exceed the system variable's limit (major units of its currency). */
async function checkTerminalLimit(db: Db, amount: number, currency: string, places: number): Promise<void> {
  const maxMajor = await integerVariable(db, VT_MAX_AMOUNT_VARIABLE, 10_000);
  if (amount > maxMajor * 10 ** places) throw new ApiError(422, `The virtual terminal takes at most ${maxMajor} ${currency} per payment`);
}

export const VT_MAX_AMOUNT_VARIABLE = 'limits.virtualTerminalMaxAmountMajor';

type Route = Awaited<ReturnType<typeof routeCardPayment>>;

/** Writes the payment in the caller's database transaction (the idempotent request's) and answers what happened. */
export async function takeCardPayment(
  ctx: ActionContext, input: VirtualTerminalInput & { merchantId: string }, route: Route,
): Promise<VirtualTerminalResult> {
  const { tx, now } = ctx;
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  const card = { cardFirst6: digits.slice(0, 6), cardLast4: digits.slice(-4) };
  const [merchant] = await tx.select({ tenantId: merchants.tenantId, processing: merchants.processingStatus }).from(merchants).where(eq(merchants.id, input.merchantId));
  if (!merchant) throw new StoredRefusal(404, 'Merchant not found');
  const cardCountry = await cardCountryOf(tx, card.cardFirst6);
  const customerIp = customerIpOf(input);
  const id = route.transactionId;
  // The IP country is looked up by the screen in the platform's geo-IP set (ADR 0114).
  const screen = await screenPayment(tx, {
    transactionId: id, tenantId: merchant.tenantId, merchantId: input.merchantId, mode: ctx.headers.mode, now, amount: input.amount, currency: input.currency,
    paymentMethod: 'card', websiteId: input.websiteId, ...card, cardCountry, ip: customerIp,
  });
  // The provider is asked only when the screen lets the payment through; a decline cascades to the next channel.
  const attempts = screen.outcome === 'Blocked' ? [] : attemptOutcomes(id, route.decision.order);
  const last = attempts.at(-1);
  const status = screen.outcome === 'Blocked' ? 'Blocked' : last!.status;
  const channel = last?.channel ?? route;
  await tx.insert(transactions).values({
    id, tenantId: merchant.tenantId, merchantId: input.merchantId, externalId: newExternalId(), type: 'Sale', amount: input.amount,
    currency: input.currency, status: status as 'Captured', paymentMethod: 'card', mode: ctx.headers.mode, websiteId: input.websiteId,
    paymentChannelId: channel.id, serviceProviderId: channel.serviceProviderId, ...card, cardCountry, customerIp, createdAt: now,
  });
  for (const statement of detailStatements(sql`t.id = ${id}`)) await tx.execute(statement);
  // The last channel's decline through the merchant's error mappings: the reason recorded and shown, the payer's message.
  const decline = status === 'Declined' && last?.declineCode
    ? await providerDecline(tx, { merchantId: input.merchantId, mode: ctx.headers.mode, serviceProviderId: last.channel.serviceProviderId, code: last.declineCode })
    : null;
  if (decline) await recordProviderDecline(tx, id, decline);
  await writeRoutingRecord(tx, { transactionId: id, tenantId: merchant.tenantId, merchantId: input.merchantId, now }, route.decision, attempts, screen.outcome === 'Blocked');
  // The check the seed's statement wrote, with what the evaluator decided: the rule, its condition, score and outcome.
  await tx.update(antifraudChecks).set({
    rule: screen.rule, condition: screen.condition, ruleVersionId: screen.ruleVersionId, score: screen.score, outcome: screen.outcome,
    responseBody: { score: screen.score, decision: screen.outcome, rule: screen.rule, condition: screen.condition, threeDSecureRule: screen.threeDSecureRule },
  }).where(eq(antifraudChecks.transactionId, id));
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id));
  await writeEvent(ctx, row!, merchant.processing, 'transaction.virtual_terminal', row!.status, {
    takenBy: ctx.actor, cardholderName: input.cardholderName.trim(), channel: channel.name, entry: 'Keyed (MOTO)',
  }, -1);
  const [fraud] = await tx.select().from(antifraudChecks).where(eq(antifraudChecks.transactionId, id));
  const [rejection] = await tx.select({ message: transactionRejections.message }).from(transactionRejections).where(eq(transactionRejections.transactionId, id));
  return {
    transactionId: id, externalId: row!.externalId, status: row!.status, amount: row!.amount, currency: row!.currency, mode: row!.mode,
    ...card, channelName: channel.name, serviceProviderName: channel.serviceProviderName,
    antifraudOutcome: fraud?.outcome ?? screen.outcome, antifraudScore: fraud?.score ?? screen.score, antifraudRule: fraud?.rule ?? screen.rule,
    declineReason: rejection?.message ?? null, payerMessage: decline?.payerMessage ?? null,
  };
}
