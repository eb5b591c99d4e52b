import {
  actionVerdict, amountVerdict, type ActionRefusal, type TransactionAction, type TransactionActionResult, type TransactionBalance,
  type TransactionRecord,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { merchantPayments } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { balanceOf } from '../balance';
import { approve, decline, payout } from './approvals';
import { checkStatus } from './check-status';
import { checkHeaders, lockTransaction, reload, TRANSACTION_NOT_FOUND, type Locked } from './lock';
import { capture, dispute, refund, reversal, statusChangeRefund, voidAuthorisation } from './money-actions';
import { enforce, refuse } from './refusal';
import { resetRestriction } from './restriction';
import type { ActionBody, Acted } from './service-types';
import type { ActionContext } from './types';

type Handler = (ctx: ActionContext, locked: Locked, balance: TransactionBalance, body: ActionBody) => Promise<Acted>;

const HANDLERS: Record<TransactionAction, Handler> = {
  capture, void: voidAuthorisation, refund, statusChangeRefund, reversal, dispute, payout, approve, decline, checkStatus, resetRestriction,
};

/** The actions whose requested amount has a limit, and the refusal when it is above it. */
const AMOUNT_LIMITS: Partial<Record<TransactionAction, ActionRefusal>> = {
  capture: 'captureTooLarge', refund: 'refundTooLarge', dispute: 'disputeTooLarge',
};

export interface RunOptions {
  /** Batch payout approvals and declinations act on payouts only. */
  payoutsOnly?: boolean;
  /** reset-restriction names the payment's organization (merchant): another one does not hold it (404). */
  organizationId?: string;
  /**
   * The merchant's own payments module decides (a second merchant user; it records the decider). Any other caller
   * is refused a merchant payment's approval or decline: one approval path per kind, with its own permission.
   */
  asMerchantPayment?: boolean;
}

/**
 * One action on one transaction, inside the caller's database transaction (ADR 0046): the row and its parent are
 * locked, then the checks in this order, each refusing with the contract's status and message and writing nothing:
 * scope (404), the mode and website headers, the rule table on type, status and balance, the amount limit; then
 * the action's own checks (four-eyes' second user, a dispute's reason code) and its writes.
 */
export async function runAction(
  ctx: ActionContext, action: TransactionAction, transactionId: string, body: ActionBody, options: RunOptions = {},
): Promise<TransactionActionResult<TransactionRecord>> {
  const locked = await lockTransaction(ctx.tx, ctx.scope, transactionId);
  if (options.organizationId !== undefined && options.organizationId !== locked.record.merchantId) throw notFound(TRANSACTION_NOT_FOUND);
  if (options.payoutsOnly && locked.record.type !== 'Payout') refuse('notAPayout');
  if ((action === 'approve' || action === 'decline') && !options.asMerchantPayment && await isMerchantPayment(ctx, transactionId)) refuse('merchantPayment');
  checkHeaders(locked.record, ctx.headers);
  const balance = await balanceOf(ctx.tx, locked.record);
  const verdict = actionVerdict(action, locked.record, balance);
  const limit = AMOUNT_LIMITS[action];
  enforce(limit ? amountVerdict(verdict, body.amount ?? 0, limit) : verdict);
  const acted = await HANDLERS[action](ctx, locked, balance, body);
  return {
    transaction: await reload(ctx.tx, transactionId),
    created: acted.createdId ? await reload(ctx.tx, acted.createdId) : null,
    message: acted.message,
  };
}

/** A payment a merchant made itself (Payments, ADR 0051): its approval belongs to the merchant's users. */
async function isMerchantPayment(ctx: ActionContext, transactionId: string): Promise<boolean> {
  const [row] = await ctx.tx.select({ id: merchantPayments.transactionId }).from(merchantPayments).where(eq(merchantPayments.transactionId, transactionId)).limit(1);
  return row !== undefined;
}
