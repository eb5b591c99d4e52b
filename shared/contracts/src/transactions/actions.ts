/**
 * Transaction actions (issue 10 deliverable 2; spec part 2 sections 1, 7.1): which action a transaction's type,
 * status and balance allow, written once here. The server enforces it (a refused action answers 409 or 422 with
 * the refusal's message and changes nothing); the drawer offers only the actions it allows. ADR 0046 gives the
 * sources (card-scheme and gateway practice: Stripe, Adyen, Hyperswitch) and the reasons.
 *
 * Money model (ADR 0016, ADR 0046): a payment is a Sale (authorised and captured at once) or an Authorisation
 * (funds held) whose Captures move the money. Follow-ups (Capture, Void, Refund, Reversal, Chargeback) are rows
 * of their own whose `parentId` is the row they act on; a payment's balance (`check-balance`) sums them.
 */
import { PERMISSIONS } from '../permissions';
import type { TransactionStatus, TransactionType } from './model';

/** Every action of part 2 section 7.1 on one transaction (batch payout approvals reuse approve/decline). */
export const TRANSACTION_ACTIONS = [
  'capture', 'void', 'refund', 'statusChangeRefund', 'reversal', 'dispute', 'payout', 'approve', 'decline', 'checkStatus',
  'resetRestriction',
] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

/** `PUT {id}/StatusChange` action types (platform staff, Platform.Transaction.Actions.TransactionStatusChange). */
export const STATUS_CHANGE_ACTION_TYPES = ['Approve', 'Decline'] as const;
export type StatusChangeActionType = (typeof STATUS_CHANGE_ACTION_TYPES)[number];

/** What a payment has moved so far, minor units of its currency (`check-balance`). */
export interface TransactionBalance {
  currency: string;
  amount: number;
  authorised: number;
  captured: number;
  refunded: number;
  chargedBack: number;
  reversed: number;
  voided: number;
  /** Refunds not yet settled (Pending, WaitingForApproval): they hold their amount. */
  pendingRefunds: number;
  /** Chargebacks opened and not yet decided (Pending): they hold their amount. */
  disputed: number;
  capturable: number;
  refundable: number;
}

/** The facts of a transaction the rules read. */
export interface ActionSubject {
  type: TransactionType;
  status: TransactionStatus;
}

/**
 * Why an action is refused. The server answers with the message (409 for a state that does not allow the action,
 * 422 for an amount or input the state does not allow); the browser shows it in the failed alert banner.
 */
export const ACTION_REFUSALS = {
  notCapturable: { status: 409, message: 'Only an authorisation that still holds funds can be captured' },
  captureTooLarge: { status: 422, message: 'The capture is larger than what remains authorised' },
  notVoidable: { status: 409, message: 'Only an authorisation with nothing captured yet can be voided' },
  notRefundable: { status: 409, message: 'Only a captured payment with an amount left to refund can be refunded' },
  refundTooLarge: { status: 422, message: 'The refund is larger than what remains to be refunded' },
  notReversible: { status: 409, message: 'Only a captured payment with nothing refunded, disputed or reversed can be reversed' },
  notDisputable: { status: 409, message: 'Only a captured payment with an amount left can be disputed' },
  disputeTooLarge: { status: 422, message: 'The dispute is larger than what remains of the payment' },
  notPayable: { status: 409, message: 'Only a pending payout can be sent' },
  notApprovable: { status: 409, message: 'Only a refund or payout waiting for approval, or a payment blocked for review, can be approved' },
  notDeclinable: { status: 409, message: 'Only a refund or payout waiting for approval, or a pending or blocked payment, can be declined' },
  ownRequest: { status: 409, message: 'You cannot approve or decline a request you made yourself: another user must do it' },
  notRestricted: { status: 409, message: 'Only a payment blocked by the antifraud rules has a restriction to reset' },
  restrictionAlreadyReset: { status: 409, message: 'The restriction of this payment has already been reset' },
  amountNotPositive: { status: 422, message: 'Enter an amount greater than zero' },
  wrongMode: { status: 409, message: 'The transaction is not in the mode you are working in: switch the mode to act on it' },
  wrongWebsite: { status: 422, message: 'The Website-Id header does not match the transaction' },
  requestIdReused: { status: 422, message: 'This request id was already used for another request' },
  unknownReasonCode: { status: 422, message: "The reason code is not one of the card scheme's dispute codes" },
  declineReasonRequired: { status: 422, message: 'Enter a reason to decline' },
  notAPayout: { status: 409, message: 'Only payouts can be approved or declined in a payout batch' },
  noPayoutChannel: { status: 409, message: 'No active banking channel sends payouts in this currency, so nothing was sent: add or activate a Payout channel in it under Settings › Banking channels' },
  merchantPayment: { status: 409, message: "This is a merchant's own payment: a second user of the merchant approves or declines it in Payments" },
  webhookNotConfigured: { status: 409, message: 'The merchant has no webhook endpoint configured: there is nothing to resend' },
  alreadyDeallocated: { status: 409, message: 'This allocation has already been deallocated' },
} as const satisfies Record<string, { status: 409 | 422; message: string }>;
export type ActionRefusal = keyof typeof ACTION_REFUSALS;

/**
 * Actions on transactions one user, and one tenant's users together, may ask for in a minute (issue 28: a quota on
 * heavy work, so one script cannot slow everybody else). Past it: 429 with Retry-After, nothing done; the same
 * request id may be sent again after the wait.
 */
export const ACTION_QUOTA = {
  perUserPerMinute: 60,
  perTenantPerMinute: 600,
  message: 'Too many actions in one minute: nothing was done. Wait a moment and try again.',
} as const;

export type ActionVerdict =
  | { allowed: true; /** The most the action may move (capture, refund, dispute), minor units. */ maxAmount?: number }
  | { allowed: false; refusal: ActionRefusal };

const PAYMENTS: readonly TransactionType[] = ['Sale', 'Capture'];
const FOUR_EYES_TYPES: readonly TransactionType[] = ['Refund', 'Payout'];
const REVIEWABLE_PAYMENTS: readonly TransactionType[] = ['Sale', 'Authorisation'];

const ok = (maxAmount?: number): ActionVerdict => (maxAmount === undefined ? { allowed: true } : { allowed: true, maxAmount });
const no = (refusal: ActionRefusal): ActionVerdict => ({ allowed: false, refusal });

/**
 * The rule table: may `action` run on a transaction of this type, status and balance? Amount limits come back as
 * `maxAmount`; `amountVerdict` checks a requested amount against them. Four-eyes (who may approve) and the
 * request's headers are checked by the server on top of this.
 */
export function actionVerdict(action: TransactionAction, tx: ActionSubject, balance: TransactionBalance): ActionVerdict {
  const captured = PAYMENTS.includes(tx.type) && (tx.status === 'Captured' || tx.status === 'Refunded');
  switch (action) {
    // An authorisation that still holds funds; partial captures add up to at most what was authorised.
    case 'capture':
      return tx.type === 'Authorisation' && (tx.status === 'Reserved' || tx.status === 'Successful') && balance.capturable > 0
        ? ok(balance.capturable) : no('notCapturable');
    // A void releases a hold: only before anything was captured (after that, refund).
    case 'void':
      return tx.type === 'Authorisation' && (tx.status === 'Reserved' || tx.status === 'Successful') && balance.captured === 0 && balance.voided === 0
        ? ok() : no('notVoidable');
    // Partial and cumulative up to the captured amount net of refunds (pending ones too), chargebacks, open
    // disputes and reversals. "Change to refunded" records a refund made outside the gateway for what remains.
    case 'refund':
    case 'statusChangeRefund':
      return captured && balance.refundable > 0 ? ok(balance.refundable) : no('notRefundable');
    // A reversal undoes a whole capture before anything else happened to it.
    case 'reversal':
      return captured && balance.captured > 0 && balance.refundable === balance.captured ? ok(balance.captured) : no('notReversible');
    case 'dispute':
      return captured && balance.refundable > 0 ? ok(balance.refundable) : no('notDisputable');
    case 'payout':
      return tx.type === 'Payout' && tx.status === 'Pending' ? ok() : no('notPayable');
    // Four-eyes requests, and payments the antifraud rules held for review.
    case 'approve':
      return (FOUR_EYES_TYPES.includes(tx.type) && tx.status === 'WaitingForApproval') || (REVIEWABLE_PAYMENTS.includes(tx.type) && tx.status === 'Blocked')
        ? ok() : no('notApprovable');
    case 'decline':
      return (FOUR_EYES_TYPES.includes(tx.type) && tx.status === 'WaitingForApproval')
        || (REVIEWABLE_PAYMENTS.includes(tx.type) && (tx.status === 'Blocked' || tx.status === 'Pending'))
        ? ok() : no('notDeclinable');
    // Asking the provider is always allowed; only a Pending transaction can change by it.
    case 'checkStatus':
      return ok();
    case 'resetRestriction':
      return REVIEWABLE_PAYMENTS.includes(tx.type) && tx.status === 'Blocked' ? ok() : no('notRestricted');
  }
}

/** A requested amount (minor units) against the verdict's limit. */
export function amountVerdict(verdict: ActionVerdict, amount: number, tooLarge: ActionRefusal): ActionVerdict {
  if (!verdict.allowed) return verdict;
  if (!Number.isInteger(amount) || amount <= 0) return no('amountNotPositive');
  if (verdict.maxAmount !== undefined && amount > verdict.maxAmount) return no(tooLarge);
  return verdict;
}

/** The actions the rules allow on a transaction, in TRANSACTION_ACTIONS order (what the drawer offers). */
export function allowedActions(tx: ActionSubject, balance: TransactionBalance): TransactionAction[] {
  return TRANSACTION_ACTIONS.filter((action) => actionVerdict(action, tx, balance).allowed);
}

/**
 * Four-eyes (beyond the spec, ADR 0046): a refund or payout above the tenant's threshold is created
 * WaitingForApproval and needs a second user holding the approve permission; the initiator cannot approve or
 * decline their own. The threshold is per tenant, in major units of the transaction's currency.
 */
export const DEFAULT_FOUR_EYES_THRESHOLD_MAJOR = 1000;

/** Permissions of the actions (tenant staff; platform staff hold the Platform ones). */
export const TRANSACTION_ACTION_PERMISSIONS = {
  /** Capture, void, refund, change to refunded, reversal, dispute, payout, check status, reset restriction, resend webhook, deallocate. */
  act: PERMISSIONS.crmTransactionActions,
  /** Approve or decline (four-eyes requests, held payments, batch payout approvals and declinations). */
  approve: PERMISSIONS.crmTransactionApprovals,
  /** Platform staff: StatusChange by actionType (spec part 2 section 6). */
  platformStatusChange: PERMISSIONS.platformTransactionStatusChange,
} as const;

/**
 * Request headers of the actions (spec part 2 section 7.1), lower case as HTTP/2 and Fastify carry them.
 * The request id is fresh per user action and the same on a retry: the server answers a repeated id with the
 * first result and never acts twice.
 */
export const ACTION_HEADERS = {
  websiteId: 'website-id',
  systemMode: 'systemmode',
  requestId: 'x-request-id',
  tenantId: 'tenantid',
} as const;

/** What every single-transaction action answers: the row acted on, after the action, and the row it created. */
export interface TransactionActionResult<T> {
  transaction: T;
  /** The follow-up row the action created (capture, void, refund, reversal, chargeback), or null. */
  created: T | null;
  /** The message the alert banner shows. */
  message: string;
}

/**
 * What the alert banner says after an action went through (the `message` of the answer). The server sends these
 * texts; the browser may show its own translation of the same key.
 */
export const ACTION_MESSAGES = {
  captured: 'The authorisation was captured',
  voided: 'The authorisation was voided',
  refunded: 'The refund was made',
  refundWaiting: 'The refund is waiting for approval by a second user',
  markedRefunded: 'The payment was changed to refunded',
  reversed: 'The payment was reversed',
  disputed: 'The dispute was opened',
  paidOut: 'The payout was sent',
  payoutWaiting: 'The payout is waiting for approval by a second user',
  approved: 'The request was approved',
  declined: 'The request was declined',
  statusChanged: "The provider's answer changed the status",
  statusConfirmed: 'The provider confirmed the status',
  restrictionReset: 'The restriction was reset',
  webhookDelivered: 'The webhook was delivered',
  webhookFailed: 'The webhook could not be delivered: the merchant\'s endpoint did not accept it',
  deallocated: 'The allocation was ended',
} as const;
export type ActionMessage = keyof typeof ACTION_MESSAGES;

/** One line of a batch payout approval or declination. */
export interface BatchPayoutOutcome {
  transactionId: string;
  outcome: 'Approved' | 'Declined' | 'Refused';
  message: string;
}

/** Allocations of payments to a merchant's account references (relationships, spec 7.1). */
export const RELATIONSHIP_REQUEST_TYPES = ['Payment', 'Payout'] as const;
export type RelationshipRequestType = (typeof RELATIONSHIP_REQUEST_TYPES)[number];
