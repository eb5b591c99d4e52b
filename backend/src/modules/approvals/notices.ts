import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { currencies, merchants, users } from '../../db/schema';
import { APPROVAL_NOTIFICATION_TYPES as TYPES, APPROVAL_PAGES, type MerchantPayment, type PaymentBatchDetail, type TransactionRecord } from '@portal/contracts';
import { notifyUsers } from '../notifications/notify';
import type { NotificationParams, NotificationTextKey } from '../notifications/texts';
import type { ActionContext, Actor } from '../transactions/actions/types';
import { approversOf, promotionApproversOf } from './approvers';

/**
 * The notifications of approvals (ADR 0071): when a request starts waiting, every user who may approve it (its
 * tenant's or merchant's, never the requester); when it is decided, the requester with the outcome (and the
 * decline's reason). They are written in the action's own database transaction, after its idempotency claim: a
 * retry with the same request id answers the stored answer and tells nobody twice; a rolled-back action tells
 * nobody.
 */

type Q = Pick<Queryable, 'select' | 'insert'>;
type Request = Pick<TransactionRecord, 'id' | 'externalId' | 'tenantId' | 'merchantId' | 'amount' | 'currency'>;

async function placesOf(q: Q, currency: string): Promise<number> {
  const [row] = await q.select({ places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, currency));
  return row?.places ?? 2;
}

/**
 * An amount as the portal writes it in every language (spec part 2 section 9: comma decimal, dot thousands, the
 * currency's decimals): "1.250,00 GBP", as the pages beside the notification show it.
 */
function portalMoney(minor: number, places: number, currency: string): string {
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = places > 0 ? `,${digits.slice(-places)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction} ${currency}`;
}

/** The `amount` parameter of a notification text. */
export async function moneyParams(q: Q, minor: number, currency: string): Promise<{ amount: string }> {
  return { amount: portalMoney(minor, await placesOf(q, currency), currency) };
}

async function merchantNameOf(q: Q, merchantId: string): Promise<string> {
  const [row] = await q.select({ name: merchants.legalBusinessName }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

const reasonText = (reason: string | null | undefined) => reason?.trim() || '-';

/** A refund, "change to refunded" or payout above the threshold now waits: its tenant's approvers are told. */
export async function tellTenantApprovers(
  ctx: ActionContext, request: Request, what: { kind: 'refund' | 'changeToRefunded'; payment: string; reason?: string | null } | { kind: 'payout' },
): Promise<void> {
  const recipients = await approversOf(ctx.tx, { tenantId: request.tenantId }, ctx.actor.id);
  if (recipients.length === 0) return;
  const key: NotificationTextKey = what.kind === 'refund' ? 'approvals.refundWaiting' : what.kind === 'changeToRefunded' ? 'approvals.changeToRefundedWaiting' : 'approvals.payoutWaiting';
  const params: NotificationParams = {
    ...await moneyParams(ctx.tx, request.amount, request.currency), requester: ctx.actor.name, reference: request.externalId,
    merchant: await merchantNameOf(ctx.tx, request.merchantId),
    ...(what.kind === 'payout' ? {} : { payment: what.payment, reason: reasonText(what.reason) }),
  };
  await notifyUsers(ctx.tx, recipients, { text: { key, params }, notificationType: TYPES.waiting, objectUrl: APPROVAL_PAGES.tenantRequest(request.id) });
}

/** A merchant user's payment waits for a second one: the merchant's other approvers are told. */
export async function tellMerchantApprovers(ctx: ActionContext, payment: MerchantPayment, merchantId: string): Promise<void> {
  const recipients = await approversOf(ctx.tx, { merchantId }, ctx.actor.id);
  const params: NotificationParams = {
    ...await moneyParams(ctx.tx, payment.amount, payment.currency), requester: ctx.actor.name, beneficiary: payment.beneficiaryName,
    reference: payment.externalId, paymentReference: payment.reference,
  };
  await notifyUsers(ctx.tx, recipients, { text: { key: 'approvals.paymentWaiting', params }, notificationType: TYPES.waiting, objectUrl: APPROVAL_PAGES.merchantPayments });
}

/** The totals of a batch per currency ("1.250,00 GBP, 80,00 EUR"). */
async function batchTotals(q: Q, batch: PaymentBatchDetail['batch']): Promise<{ totals: string }> {
  const each = await Promise.all(batch.totals.map((t) => moneyParams(q, t.amount, t.currency)));
  return { totals: each.map((m) => m.amount).join(', ') };
}

/** A batch waits: told once for the batch, not once per line. */
export async function tellBatchApprovers(ctx: ActionContext, detail: PaymentBatchDetail, merchantId: string): Promise<void> {
  const recipients = await approversOf(ctx.tx, { merchantId }, ctx.actor.id);
  const params: NotificationParams = {
    ...await batchTotals(ctx.tx, detail.batch), requester: ctx.actor.name, fileName: detail.batch.fileName, count: String(detail.batch.waiting),
  };
  await notifyUsers(ctx.tx, recipients, { text: { key: 'approvals.batchWaiting', params }, notificationType: TYPES.waiting, objectUrl: APPROVAL_PAGES.merchantPayments });
}

export type Outcome = { kind: 'approved' } | { kind: 'declined'; reason: string };

/** Where a requester reads the outcome: a merchant user their payments, tenant staff the transaction's drawer. */
async function outcomePage(q: Q, requesterId: string, transactionId: string): Promise<string> {
  const [user] = await q.select({ userType: users.userType }).from(users).where(eq(users.id, requesterId));
  return user?.userType === 'merchant' ? APPROVAL_PAGES.merchantPayments : APPROVAL_PAGES.tenantTransaction(transactionId);
}

/**
 * A four-eyes request was decided: its requester is told (not for a request without one, e.g. seeded, and not per
 * line when a batch is decided: `ctx.quietRequester`, the batch tells once).
 */
export async function tellRequester(ctx: ActionContext, request: Request, requester: Actor | null, outcome: Outcome): Promise<void> {
  if (!requester || ctx.quietRequester || requester.id === ctx.actor.id) return;
  const params: NotificationParams = {
    ...await moneyParams(ctx.tx, request.amount, request.currency), reference: request.externalId, decider: ctx.actor.name,
    ...(outcome.kind === 'declined' ? { reason: reasonText(outcome.reason) } : {}),
  };
  await notifyUsers(ctx.tx, [requester.id], {
    text: { key: outcome.kind === 'approved' ? 'approvals.approved' : 'approvals.declined', params },
    notificationType: TYPES.decided, objectUrl: await outcomePage(ctx.tx, requester.id, request.id),
  });
}

/** A batch was decided: its submitter is told once. */
export async function tellBatchRequester(ctx: ActionContext, detail: PaymentBatchDetail, decided: number, outcome: Outcome): Promise<void> {
  const requester = detail.batch.initiatedBy;
  if (requester.id === ctx.actor.id) return;
  const params: NotificationParams = {
    fileName: detail.batch.fileName, count: String(decided), decider: ctx.actor.name,
    ...(outcome.kind === 'declined' ? { reason: reasonText(outcome.reason) } : {}),
  };
  await notifyUsers(ctx.tx, [requester.id], {
    text: { key: outcome.kind === 'approved' ? 'approvals.batchApproved' : 'approvals.batchDeclined', params },
    notificationType: TYPES.decided, objectUrl: APPROVAL_PAGES.merchantPayments,
  });
}

/** Where a promotion is decided and read: the merchant's Promote to Live page. */
const PROMOTE_PAGE = '/merchant/payment-settings/promote';

type Promotion = { tenantId: string; merchantId: string; requestedById: string; changes: readonly unknown[] };

/** A promotion to Live waits: the merchant's users and its tenant's staff who may decide it are told (ADR 0067). */
export async function tellPromotionApprovers(q: Q, promotion: Promotion, requesterName: string): Promise<void> {
  const recipients = await promotionApproversOf(q, promotion, promotion.requestedById);
  const params: NotificationParams = { requester: requesterName, count: String(promotion.changes.length), merchant: await merchantNameOf(q, promotion.merchantId) };
  await notifyUsers(q, recipients, { text: { key: 'approvals.promotionWaiting', params }, notificationType: TYPES.waiting, objectUrl: PROMOTE_PAGE });
}

/** A promotion was applied or rejected by someone else: its requester is told (not for a withdrawal of one's own). */
export async function tellPromotionRequester(q: Q, promotion: Promotion, decider: Actor, applied: boolean): Promise<void> {
  if (promotion.requestedById === decider.id) return;
  const params: NotificationParams = { decider: decider.name, count: String(promotion.changes.length), merchant: await merchantNameOf(q, promotion.merchantId) };
  await notifyUsers(q, [promotion.requestedById], {
    text: { key: applied ? 'approvals.promotionApplied' : 'approvals.promotionRejected', params }, notificationType: TYPES.decided, objectUrl: PROMOTE_PAGE,
  });
}
