import { ACTION_MESSAGES, type TransactionBalance } from '@portal/contracts';
import { tellRequester, tellTenantApprovers } from '../../approvals/notices';
import { payoutChannelOf, type PayoutChannel } from '../../settings/payment-configuration/banking-channel-of-purpose';
import { assertSecondUser, needsSecondUser } from './four-eyes';
import type { Locked } from './lock';
import { settleRefund } from './refunds';
import { refuse } from './refusal';
import { bookMoney, setStatus, writeApiLog, writeEvent, writeRejection } from './rows';
import type { ActionBody, Acted } from './service-types';
import type { ActionContext } from './types';

/**
 * Payouts, approvals and declines (ADR 0046). A payout above the four-eyes threshold waits for a second user; a
 * second user approves or declines what waits (never their own request), and staff approve or decline payments the
 * antifraud rules held for review (Blocked) or decline pending ones.
 */

/**
 * The banking channel a payout leaves through (ADR 0150): the tenant's active Payout channel in its currency, else the
 * payout is refused with nothing written, when it is asked for and again when it is approved (a channel deactivated
 * meanwhile).
 */
async function channelFor(ctx: ActionContext, record: Locked['record']): Promise<PayoutChannel> {
  return (await payoutChannelOf(ctx.tx, record.tenantId, record.currency)) ?? refuse('noPayoutChannel');
}

/** Sends a pending payout: Successful with its fee and journal, or WaitingForApproval above the threshold. */
export async function payout(ctx: ActionContext, { record, merchantProcessing }: Locked): Promise<Acted> {
  const channel = await channelFor(ctx, record);
  if (await needsSecondUser(ctx, record, record.amount, 'Payout')) {
    await setStatus(ctx, record.id, 'WaitingForApproval');
    await writeEvent(ctx, record, merchantProcessing, 'payout.waiting_for_approval', 'WaitingForApproval', { initiatedBy: ctx.actor });
    await tellTenantApprovers(ctx, record, { kind: 'payout' });
    return { message: ACTION_MESSAGES.payoutWaiting };
  }
  await sendPayout(ctx, { record, merchantProcessing } as Locked, 'payout.successful', {}, channel);
  return { message: ACTION_MESSAGES.paidOut };
}

/** Pays a payout out through `channel` (the caller found it): its status, money, provider call and event name the channel. */
async function sendPayout(ctx: ActionContext, { record, merchantProcessing }: Locked, eventType: string, details: Record<string, unknown>, channel: PayoutChannel): Promise<void> {
  const through = { bankingChannel: channel.name, bank: channel.bankName, scheme: channel.scheme };
  await setStatus(ctx, record.id, 'Successful');
  await bookMoney(ctx, record.id);
  await writeApiLog(ctx, record, { path: 'payouts', statusCode: 201, request: { beneficiary: record.merchantName, ...through }, response: { status: 'Successful' } });
  await writeEvent(ctx, record, merchantProcessing, eventType, 'Successful', { ...details, ...through });
}

const isFourEyesRequest = (locked: Locked) => locked.record.status === 'WaitingForApproval';

export async function approve(ctx: ActionContext, locked: Locked): Promise<Acted> {
  const { record, parent, merchantProcessing } = locked;
  if (isFourEyesRequest(locked)) {
    const { initiatedBy, outsideGateway } = await assertSecondUser(ctx, record.id);
    const pair = { initiatedBy, approvedBy: ctx.actor };
    if (record.type === 'Refund') await settleRefund(ctx, parent!, record, merchantProcessing, { paymentId: parent!.id, outsideGateway, ...pair });
    else await sendPayout(ctx, locked, 'payout.approved', pair, await channelFor(ctx, record));
    await tellRequester(ctx, record, initiatedBy, { kind: 'approved' });
    return { message: ACTION_MESSAGES.approved };
  }
  // A payment held for review: a sale goes through (Captured), an authorisation holds its funds (Reserved).
  const status = record.type === 'Sale' ? 'Captured' : 'Reserved';
  await setStatus(ctx, record.id, status);
  await bookMoney(ctx, record.id);
  await writeApiLog(ctx, record, { path: `${record.type === 'Sale' ? 'sales' : 'authorisations'}/${record.externalId}/release`, statusCode: 200, request: {}, response: { status } });
  await writeEvent(ctx, record, merchantProcessing, 'transaction.approved', status, { approvedBy: ctx.actor });
  return { message: ACTION_MESSAGES.approved };
}

export async function decline(ctx: ActionContext, locked: Locked, _balance: TransactionBalance, body: ActionBody): Promise<Acted> {
  const { record, parent, merchantProcessing } = locked;
  const reason = body.declineReason?.trim() || 'Declined without a reason';
  const details: Record<string, unknown> = { declinedBy: ctx.actor, declineReason: reason };
  const requester = isFourEyesRequest(locked) ? (await assertSecondUser(ctx, record.id)).initiatedBy : undefined;
  if (requester !== undefined) details.initiatedBy = requester;
  await setStatus(ctx, record.id, 'Declined');
  await writeRejection(ctx, record, { code: 'USER', source: 'User', message: reason });
  const type = record.type === 'Refund' ? 'refund.declined' : record.type === 'Payout' ? 'payout.declined' : 'transaction.declined';
  await writeEvent(ctx, record, merchantProcessing, type, 'Declined', details);
  // A declined refund no longer holds its amount: the payment can be refunded again.
  if (record.type === 'Refund' && parent) {
    await writeEvent(ctx, parent, merchantProcessing, 'transaction.refund_declined', parent.status,
      { refundId: record.id, refundExternalId: record.externalId, refundAmount: record.amount, ...details }, 1);
  }
  if (requester !== undefined) await tellRequester(ctx, record, requester, { kind: 'declined', reason });
  return { message: ACTION_MESSAGES.declined };
}
