import { and, desc, eq, sql } from 'drizzle-orm';
import { beneficiaries, merchantPayments, merchants, paymentChannels, transactions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import { PAYMENT_LIMITS, PAYMENT_REFUSALS, type MerchantPayment, type PaymentRefusal, type SinglePaymentInput } from '@portal/contracts';
import { StoredRefusal } from '../transactions/actions/refusal';
import { reload } from '../transactions/actions/lock';
import { runAction } from '../transactions/actions/service';
import { writeEvent } from '../transactions/actions/rows';
import type { ActionContext, Tx } from '../transactions/actions/types';
import { accountLabel, beneficiaryOf, type MerchantScope } from './beneficiaries';
import { balancesOf } from './balances';
import { bankAnswer, payeeCheckApplies } from './payee-check';
import { payoutChannelOf } from '../settings/payment-configuration/banking-channel-of-purpose';

/**
 * The merchant's payouts to its beneficiaries (ADR 0051). A payment is a Payout transaction created
 * WaitingForApproval (dual control: every payment a merchant user asks for waits for a second one), with its
 * `payout.waiting_for_approval` event naming who asked: the action service of ADR 0046 then approves it (paid, fee
 * and balanced payout journal) or declines it, refusing the initiator (ownRequest) as for tenant staff.
 */

export const PAYMENT_NOT_FOUND = 'Payment not found';

export function refusePayment(refusal: PaymentRefusal): never {
  throw new StoredRefusal(PAYMENT_REFUSALS[refusal].status, PAYMENT_REFUSALS[refusal].message);
}

type Row = { t: typeof transactions.$inferSelect; mp: typeof merchantPayments.$inferSelect };

const toPayment = ({ t, mp }: Row): MerchantPayment => ({
  id: t.id, externalId: t.externalId, beneficiaryId: mp.beneficiaryId, beneficiaryName: mp.beneficiaryName,
  beneficiaryAccount: mp.beneficiaryAccount, amount: t.amount, currency: t.currency, status: t.status, mode: t.mode,
  reference: mp.reference, payeeConfirmation: mp.payeeConfirmation, initiatedBy: mp.initiatedBy, decidedBy: mp.decidedBy ?? null,
  declineReason: mp.declineReason, createdAt: t.createdAt.toISOString(), decidedAt: mp.decidedAt?.toISOString() ?? null,
});

const selectPayments = (db: Pick<Tx, 'select'>) => db.select({ t: transactions, mp: merchantPayments })
  .from(merchantPayments).innerJoin(transactions, eq(transactions.id, merchantPayments.transactionId));

/** The merchant's payments in a mode, newest first (at most 200), optionally of one status. */
export async function listPayments(db: Pick<Tx, 'select'>, scope: MerchantScope, mode: 'Test' | 'Live', status?: string): Promise<MerchantPayment[]> {
  const rows = await selectPayments(db)
    .where(and(eq(merchantPayments.merchantId, scope.merchantId), eq(transactions.mode, mode), status ? eq(transactions.status, status as never) : undefined))
    .orderBy(desc(transactions.createdAt), desc(transactions.id)).limit(200);
  return rows.map(toPayment);
}

/** One of the merchant's payments (another merchant's is 404). */
export async function paymentOf(db: Pick<Tx, 'select'>, scope: MerchantScope, id: string): Promise<MerchantPayment> {
  const [row] = await selectPayments(db).where(and(eq(merchantPayments.transactionId, id), eq(merchantPayments.merchantId, scope.merchantId)));
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  return toPayment(row);
}

/** PO-<8 characters people can read out>. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newExternalId = () => `PO-${[...crypto.getRandomValues(new Uint8Array(8))].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;

/**
 * Creates a payment: the merchant's own beneficiary (404 else), in its account currency, its payee check not failed
 * (a Pending one is asked now, as Confirmation of Payee asks before paying), within the available balance with the
 * fee. The merchant row is locked first, so two payments of one merchant check the balance one after the other.
 */
export async function createSinglePayment(ctx: ActionContext, scope: MerchantScope, input: SinglePaymentInput): Promise<MerchantPayment> {
  const { tx } = ctx;
  const beneficiary = await beneficiaryOf(tx, scope, input.beneficiaryId);
  if (input.currency !== beneficiary.currency) refusePayment('currencyMismatch');
  let payee = beneficiary.payeeConfirmation;
  if (payee === 'Pending' && payeeCheckApplies(beneficiary)) {
    payee = bankAnswer(beneficiary, beneficiary.name);
    await tx.update(beneficiaries).set({ payeeConfirmation: payee, payeeCheckedAt: ctx.now }).where(eq(beneficiaries.id, beneficiary.id));
  }
  if (payee === 'Failed') refusePayment('payeeNotConfirmed');
  // Asked now, not only when a second user approves: a payment that cannot leave is not queued (ADR 0150).
  if (!(await payoutChannelOf(tx, scope.tenantId, input.currency))) refusePayment('noPayoutChannel');
  await tx.execute(sql`SELECT id FROM ${merchants} WHERE id = ${scope.merchantId} FOR UPDATE`);
  const balance = (await balancesOf(tx, scope.merchantId, ctx.headers.mode)).find((b) => b.currency === input.currency);
  if (!balance || input.amount + PAYMENT_LIMITS.payoutFeeMinor > balance.available) refusePayment('insufficientFunds');

  const [merchant] = await tx.select({ processing: merchants.processingStatus }).from(merchants).where(eq(merchants.id, scope.merchantId));
  const [channel] = await tx.select({ id: paymentChannels.id, provider: paymentChannels.serviceProviderId }).from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, scope.merchantId), eq(paymentChannels.paymentMethodId, 'bank-transfer')))
    .orderBy(sql`${paymentChannels.currency} = ${input.currency} DESC`, paymentChannels.id).limit(1);
  const id = newId();
  await tx.insert(transactions).values({
    id, tenantId: scope.tenantId, merchantId: scope.merchantId, externalId: newExternalId(), type: 'Payout', amount: input.amount,
    currency: input.currency, status: 'WaitingForApproval', paymentMethod: 'bank-transfer', mode: ctx.headers.mode,
    paymentChannelId: channel?.id ?? null, serviceProviderId: channel?.provider ?? null, createdAt: ctx.now,
  });
  await tx.insert(merchantPayments).values({
    transactionId: id, tenantId: scope.tenantId, merchantId: scope.merchantId, beneficiaryId: beneficiary.id, beneficiaryName: beneficiary.name,
    beneficiaryAccount: accountLabel(beneficiary), reference: input.reference.trim(), payeeConfirmation: payee, initiatedBy: ctx.actor, createdAt: ctx.now,
  });
  const record = await reload(tx, id);
  await writeEvent(ctx, record, merchant?.processing ?? 'NoProcessing', 'payout.waiting_for_approval', 'WaitingForApproval', {
    initiatedBy: ctx.actor, beneficiaryId: beneficiary.id, beneficiaryName: beneficiary.name, reference: input.reference.trim(), payeeConfirmation: payee,
  });
  return paymentOf(tx, scope, id);
}

/**
 * A second merchant user approves or declines a waiting payment through the action service (ADR 0046): its rule
 * table (only WaitingForApproval), the second-user rule, the payout's fee, journal, provider call and events.
 */
export async function decidePayment(
  ctx: ActionContext, scope: MerchantScope, id: string, decision: { kind: 'approve' } | { kind: 'decline'; reason: string },
): Promise<MerchantPayment> {
  const before = await paymentOf(ctx.tx, scope, id);
  if (before.status !== 'WaitingForApproval') refusePayment('notWaiting');
  const initiatedBy = before.initiatedBy;
  if (initiatedBy.id === ctx.actor.id) refusePayment('ownRequest');
  // The merchant's own words for the action service's refusal (its channel deactivated since the payment was asked).
  if (decision.kind === 'approve' && !(await payoutChannelOf(ctx.tx, scope.tenantId, before.currency))) refusePayment('noPayoutChannel');
  if (decision.kind === 'approve') await runAction(ctx, 'approve', id, {}, { asMerchantPayment: true });
  else await runAction(ctx, 'decline', id, { declineReason: decision.reason }, { asMerchantPayment: true });
  await ctx.tx.update(merchantPayments).set({
    decidedBy: ctx.actor, decidedAt: ctx.now, declineReason: decision.kind === 'decline' ? decision.reason.trim() : null,
  }).where(eq(merchantPayments.transactionId, id));
  return paymentOf(ctx.tx, scope, id);
}
