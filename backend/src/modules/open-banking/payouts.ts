import { and, eq, sql } from 'drizzle-orm';
import { merchants, paymentChannels, transactions } from '../../db/schema';
import { newId } from '../../lib/ids';
import { OPEN_BANKING_REFUSALS, PAYMENT_LIMITS, type OpenBankingPayout, type OpenBankingPayoutInput, type OpenBankingRefusal } from '@portal/contracts';
import { balancesOf } from '../merchant-payments/balances';
import { writeMoneyRows } from '../transactions/detail-seed';
import { reload } from '../transactions/actions/lock';
import { StoredRefusal } from '../transactions/actions/refusal';
import { writeEvent } from '../transactions/actions/rows';
import type { ActionContext } from '../transactions/actions/types';
import { lockedConsent, writeConsentEvent, type MerchantScope } from './consents';

/** A refusal kept in the idempotency store: a retry with the same request id gets the same answer. */
function refusePayout(refusal: OpenBankingRefusal): never {
  throw new StoredRefusal(OPEN_BANKING_REFUSALS[refusal].status, OPEN_BANKING_REFUSALS[refusal].message);
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newExternalId = () => `OBP-${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * Pays the merchant's balance out to the account its authorised consent linked (ADR 0055): a Payout transaction
 * (payment method open-banking) booked at once with the payout fee and ADR 0051's payout journal. No second user:
 * the money goes to the merchant's own account, proven by the consent. Checked in order, nothing written on a
 * refusal: the consent is the merchant's (404), Authorised and not expired (409), of the payout's currency (422),
 * and the available balance covers amount and fee (422), read with the merchant row locked.
 */
export async function payThroughConsent(ctx: ActionContext, scope: MerchantScope, consentId: string, input: OpenBankingPayoutInput): Promise<OpenBankingPayout> {
  const { tx } = ctx;
  const consent = await lockedConsent(tx, scope, consentId, ctx.now);
  if (consent.status !== 'Authorised') refusePayout('notAuthorised');
  if (input.currency !== consent.currency) refusePayout('currencyMismatch');
  await tx.execute(sql`SELECT id FROM ${merchants} WHERE id = ${scope.merchantId} FOR UPDATE`);
  const balance = (await balancesOf(tx, scope.merchantId, ctx.headers.mode)).find((b) => b.currency === input.currency);
  if (!balance || input.amount + PAYMENT_LIMITS.payoutFeeMinor > balance.available) refusePayout('insufficientFunds');

  const [merchant] = await tx.select({ processing: merchants.processingStatus }).from(merchants).where(eq(merchants.id, scope.merchantId));
  const [channel] = await tx.select({ id: paymentChannels.id, provider: paymentChannels.serviceProviderId }).from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, scope.merchantId), eq(paymentChannels.paymentMethodId, 'open-banking')))
    .orderBy(sql`${paymentChannels.currency} = ${input.currency} DESC`, paymentChannels.id).limit(1);
  const id = newId();
  await tx.insert(transactions).values({
    id, tenantId: scope.tenantId, merchantId: scope.merchantId, externalId: newExternalId(), type: 'Payout', amount: input.amount,
    currency: input.currency, status: 'Successful', paymentMethod: 'open-banking', mode: ctx.headers.mode,
    paymentChannelId: channel?.id ?? null, serviceProviderId: channel?.provider ?? null, createdAt: ctx.now,
  });
  await writeMoneyRows(tx, id, ctx.now);
  const record = await reload(tx, id);
  await writeEvent(ctx, record, merchant?.processing ?? 'NoProcessing', 'payout.successful', 'Successful', {
    initiatedBy: ctx.actor, openBankingConsentId: consent.id, reference: input.reference.trim(),
  });
  await writeConsentEvent(tx, consent, 'PayoutSent', ctx.now, { actorName: ctx.actor.name, transactionId: id, amount: input.amount, currency: input.currency });
  return { transactionId: id, externalId: record.externalId, amount: input.amount, currency: input.currency, status: 'Successful' };
}
