import { ACTION_MESSAGES, type TransactionBalance } from '@portal/contracts';
import { disputeCodesOf } from '../detail.repository';
import { openDispute } from '../../disputes/open';
import { createRefund } from './refunds';
import { reload, type Locked } from './lock';
import { refuse } from './refusal';
import { bookMoney, insertFollowUp, releaseHold, setStatus, writeApiLog, writeEvent } from './rows';
import type { ActionBody, Acted } from './service-types';
import type { ActionContext } from './types';

/**
 * The actions that move a payment's money (ADR 0046): each creates its follow-up row, the events of the rows whose
 * state changed, the provider's call and the money rows. The rule table (contracts `actionVerdict`) and the amount
 * limit were checked by the service before these run.
 */

/** Partial or whole; the authorisation becomes Successful and releases as much of its hold as was captured. */
export async function capture(ctx: ActionContext, { record: auth, merchantProcessing }: Locked, balance: TransactionBalance, body: ActionBody): Promise<Acted> {
  const amount = body.amount!;
  const captureId = await insertFollowUp(ctx, auth, 'Capture', amount, 'Captured');
  const created = await reload(ctx.tx, captureId);
  await bookMoney(ctx, captureId);
  await releaseHold(ctx, auth, amount);
  await setStatus(ctx, auth.id, 'Successful');
  await writeApiLog(ctx, created, { path: 'captures', statusCode: 201, request: { authorisation: auth.externalId }, response: { status: 'Captured' } });
  await writeEvent(ctx, created, merchantProcessing, 'capture.captured', 'Captured', { authorisationId: auth.id, authorisationExternalId: auth.externalId });
  await writeEvent(ctx, auth, merchantProcessing, 'transaction.captured', 'Successful',
    { captureId, captureExternalId: created.externalId, capturedAmount: amount, capturable: balance.capturable - amount }, 1);
  return { message: ACTION_MESSAGES.captured, createdId: captureId };
}

/** Releases the whole hold of an authorisation with nothing captured. */
export async function voidAuthorisation(ctx: ActionContext, { record: auth, merchantProcessing }: Locked, balance: TransactionBalance, body: ActionBody): Promise<Acted> {
  const amount = balance.capturable;
  const voidId = await insertFollowUp(ctx, auth, 'Void', amount, 'Successful');
  const created = await reload(ctx.tx, voidId);
  await releaseHold(ctx, auth, amount);
  await setStatus(ctx, auth.id, 'Successful');
  await writeApiLog(ctx, created, { path: 'voids', statusCode: 201, request: { authorisation: auth.externalId }, response: { status: 'Successful' } });
  await writeEvent(ctx, created, merchantProcessing, 'void.successful', 'Successful', { authorisationId: auth.id, reason: body.reason ?? null });
  await writeEvent(ctx, auth, merchantProcessing, 'transaction.voided', 'Successful', { voidId, voidExternalId: created.externalId, voidedAmount: amount }, 1);
  return { message: ACTION_MESSAGES.voided, createdId: voidId };
}

export const refund = (ctx: ActionContext, locked: Locked, _balance: TransactionBalance, body: ActionBody): Promise<Acted> =>
  createRefund(ctx, locked, { amount: body.amount!, reason: body.reason, outsideGateway: false });

/** "Change to refunded": what remains refundable, recorded as a refund made outside the gateway. */
export const statusChangeRefund = (ctx: ActionContext, locked: Locked, balance: TransactionBalance, body: ActionBody): Promise<Acted> =>
  createRefund(ctx, locked, { amount: balance.refundable, reason: body.reason, outsideGateway: true });

/** Undoes the whole capture; the payment keeps its status (as the seed's reversals do) with nothing left to refund. */
export async function reversal(ctx: ActionContext, { record: payment, merchantProcessing }: Locked, balance: TransactionBalance, body: ActionBody): Promise<Acted> {
  const reversalId = await insertFollowUp(ctx, payment, 'Reversal', balance.captured, 'Successful');
  const created = await reload(ctx.tx, reversalId);
  await bookMoney(ctx, reversalId);
  await writeApiLog(ctx, created, { path: 'reversals', statusCode: 201, request: { payment: payment.externalId }, response: { status: 'Successful' } });
  await writeEvent(ctx, created, merchantProcessing, 'reversal.successful', 'Successful', { paymentId: payment.id, reason: body.reason ?? null });
  await writeEvent(ctx, payment, merchantProcessing, 'transaction.reversed', payment.status, { reversalId, reversalExternalId: created.externalId, reversedAmount: balance.captured }, 1);
  return { message: ACTION_MESSAGES.reversed, createdId: reversalId };
}

/**
 * Opens a dispute: a Chargeback row, Pending until the scheme decides (issue 13), holding its amount (the balance's
 * `disputed`). The reason code must be one of the card scheme's dispute codes (any scheme's for a payment without a card).
 */
export async function dispute(ctx: ActionContext, { record: payment, merchantProcessing }: Locked, _balance: TransactionBalance, body: ActionBody): Promise<Acted> {
  const codes = await disputeCodesOf(ctx.tx, payment);
  const code = codes.data.find((c) => c.code === body.reasonCode);
  if (!code) refuse('unknownReasonCode');
  const chargebackId = await insertFollowUp(ctx, payment, 'Chargeback', body.amount!, 'Pending');
  const created = await reload(ctx.tx, chargebackId);
  const details = { reasonCode: code.code, scheme: code.scheme, category: code.category };
  // The case around it (issue 13, ADR 0050): respond-by date, the disputed amount held in the dispute reserve.
  await openDispute(ctx.tx, payment, created, code, ctx.now);
  await writeApiLog(ctx, created, { path: 'disputes', statusCode: 201, request: { payment: payment.externalId, ...details }, response: { status: 'Pending' } });
  await writeEvent(ctx, created, merchantProcessing, 'chargeback.pending', 'Pending', { paymentId: payment.id, ...details });
  await writeEvent(ctx, payment, merchantProcessing, 'transaction.disputed', payment.status,
    { chargebackId, chargebackExternalId: created.externalId, disputedAmount: body.amount, ...details }, 1);
  return { message: ACTION_MESSAGES.disputed, createdId: chargebackId };
}
