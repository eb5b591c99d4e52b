import { ACTION_MESSAGES, type TransactionRecord } from '@portal/contracts';
import { balanceOf } from '../balance';
import { tellTenantApprovers } from '../../approvals/notices';
import { needsSecondUser } from './four-eyes';
import { reload, type Locked } from './lock';
import { bookMoney, insertFollowUp, setStatus, writeApiLog, writeEvent } from './rows';
import type { ActionContext, Actor } from './types';

/**
 * Refunds (ADR 0046): partial and cumulative up to what is refundable. When the payment's refunds together (this one
 * included) exceed the four-eyes threshold the refund row is created WaitingForApproval and holds its amount (the balance's pendingRefunds) until a second user
 * approves (then it settles) or declines it (the hold is released). A settled refund books its fee and journal; the
 * payment becomes Refunded when nothing is left to refund and nothing else is pending or disputed.
 */

export interface RefundOptions {
  amount: number;
  reason?: string;
  /** "Change to refunded": a refund made outside the gateway, recorded without a provider call. */
  outsideGateway: boolean;
}

export async function createRefund(ctx: ActionContext, locked: Locked, o: RefundOptions): Promise<{ message: string; createdId: string }> {
  const payment = locked.record;
  // The threshold holds for the payment's refunds together (settled, waiting and this one): three refunds just
  // under it must not move more than it without a second user.
  const before = await balanceOf(ctx.tx, payment);
  const waits = await needsSecondUser(ctx, payment, before.refunded + before.pendingRefunds + o.amount, 'Refund');
  const refundId = await insertFollowUp(ctx, payment, 'Refund', o.amount, waits ? 'WaitingForApproval' : 'Pending');
  const refund = await reload(ctx.tx, refundId);
  const details = { paymentId: payment.id, paymentExternalId: payment.externalId, reason: o.reason ?? null, outsideGateway: o.outsideGateway };
  if (waits) {
    await writeEvent(ctx, refund, locked.merchantProcessing, 'refund.waiting_for_approval', 'WaitingForApproval', { ...details, initiatedBy: ctx.actor });
    await writeEvent(ctx, payment, locked.merchantProcessing, 'transaction.refund_waiting_for_approval', payment.status,
      { refundId, refundExternalId: refund.externalId, refundAmount: o.amount, initiatedBy: ctx.actor }, 1);
    await tellTenantApprovers(ctx, refund, { kind: o.outsideGateway ? 'changeToRefunded' : 'refund', payment: payment.externalId, reason: o.reason });
    return { message: ACTION_MESSAGES.refundWaiting, createdId: refundId };
  }
  await settleRefund(ctx, payment, refund, locked.merchantProcessing, { ...details, approvedBy: null });
  return { message: o.outsideGateway ? ACTION_MESSAGES.markedRefunded : ACTION_MESSAGES.refunded, createdId: refundId };
}

/**
 * A refund that goes through: Successful, its fee and journal, the provider's call (not for one made outside the
 * gateway), its events, and the payment Refunded when nothing remains.
 */
export async function settleRefund(
  ctx: ActionContext, payment: TransactionRecord, refund: TransactionRecord, merchantProcessing: string,
  details: Record<string, unknown> & { outsideGateway?: boolean; approvedBy?: Actor | null; initiatedBy?: Actor | null },
): Promise<void> {
  await setStatus(ctx, refund.id, 'Successful');
  await bookMoney(ctx, refund.id);
  if (!details.outsideGateway) {
    await writeApiLog(ctx, refund, { path: 'refunds', statusCode: 201, request: { payment: payment.externalId }, response: { status: 'Successful' } });
  }
  const after = await balanceOf(ctx.tx, payment);
  const paymentStatus = after.refundable === 0 && after.pendingRefunds === 0 && after.disputed === 0 ? 'Refunded' : payment.status;
  if (paymentStatus !== payment.status) {
    await setStatus(ctx, payment.id, paymentStatus);
    await bookMoney(ctx, payment.id);
  }
  const eventType = details.approvedBy ? 'refund.approved' : 'refund.successful';
  await writeEvent(ctx, refund, merchantProcessing, eventType, 'Successful', details);
  await writeEvent(ctx, payment, merchantProcessing, 'transaction.refunded', paymentStatus, {
    refundId: refund.id, refundExternalId: refund.externalId, refundAmount: refund.amount, refunded: after.refunded, refundable: after.refundable,
    ...(details.approvedBy ? { approvedBy: details.approvedBy, initiatedBy: details.initiatedBy ?? null } : {}),
  }, 1);
}
