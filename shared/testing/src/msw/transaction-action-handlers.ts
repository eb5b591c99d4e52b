import { HttpResponse, type HttpHandler } from 'msw';
import {
  ACTION_HEADERS, ACTION_QUOTA, ACTION_REFUSALS, DEFAULT_FOUR_EYES_THRESHOLD_MAJOR, DEFAULT_SERVICE_BASES, TRANSACTION_ACTION_ENDPOINTS, TRANSACTION_ACTION_PERMISSIONS,
  actionVerdict, amountVerdict,
  type ActionRefusal, type BatchPayoutOutcome, type ServiceBases, type TransactionAction, type TransactionRecord, type TransactionStatus,
  type TransactionType,
} from '@portal/contracts';
import { findDemoUser } from '../demo-users/demo-users';
import { CURRENCIES } from '../fixtures/lookups';
import { declaredHandlers, type DeclaredRequest } from './declared-handlers';
import { eventsOf } from './transaction-detail-handlers';
import { balanceOf, type AccountingEntryRow, type TransactionFakeState } from './transaction-fake-state';

/**
 * msw handlers for the transaction actions (issue 10 deliverable 2; spec part 2 section 7.1), declared ones
 * (ADR 0014) that also check the request headers against the declaration (x-request-id, systemmode or mode).
 * They act on a `TransactionFakeState` shared with the detail fakes, with the contract's rule table: a state
 * the rules refuse answers `actionVerdict`'s refusal (409 or 422 with its message) and changes nothing, so the
 * fake refuses exactly what the server refuses. Also as the server: the caller's scope (another tenant's row
 * is 404, a merchant or a missing permission 403), the mode and website headers, four-eyes (a refund or payout
 * above the threshold waits for approval; its requester cannot approve or decline it), and request ids (a
 * repeated id answers the first answer; the same id on another request is refused).
 * `store.failNext` makes the next calls of an endpoint answer a 5xx, the action quota's 429, or fail on the network
 * without acting.
 */
export type TransactionActionEndpointKey = keyof typeof TRANSACTION_ACTION_ENDPOINTS;

export interface TransactionActionCall {
  endpoint: TransactionActionEndpointKey;
  path: string;
  query: Record<string, unknown>;
  /** Lower-case names, as sent. */
  headers: Record<string, string>;
  body: unknown;
  /** The answer's status (0: the network failed). */
  status: number;
}

export interface TransactionActionStore {
  calls: TransactionActionCall[];
  /** Who asked for a row waiting for approval: transaction id -> user id. */
  requestedBy: Map<string, string>;
  /** Why a waiting refund was asked for (its waiting event's reason, ADR 0071): transaction id -> reason. */
  reasons: Map<string, string>;
  /** The next `times` calls of `endpoint` answer `answer` (a status, or a network failure) without acting. */
  failNext(endpoint: TransactionActionEndpointKey, answer: number | 'network', times?: number): void;
}

export interface TransactionActionHandlersOptions {
  state: TransactionFakeState;
  /** The demo account calling. */
  userEmail: string;
  /** Four-eyes threshold in major units of the transaction's currency (the server's per-tenant setting). */
  fourEyesThresholdMajor?: number;
  /** Requesters of rows already waiting for approval: transaction id -> user id. */
  requestedBy?: Record<string, string>;
  services?: ServiceBases;
  /** Allocations of rows to account references (the relationships list), e.g. from `fakeAllocation`. */
  allocations?: FakeAllocation[];
}

/** One allocation as the relationships list answers it. */
export interface FakeAllocation {
  id: string;
  organizationId: string;
  organizationName: string;
  transactionId: string;
  externalId: string;
  websiteId: string | null;
  accountReference: string;
  requestType: 'Payment' | 'Payout';
  amount: number;
  currency: string;
  allocatedAt: string;
  deallocatedAt: string | null;
}

/** An allocation of `tx` to `accountReference`, made when `tx` was created. */
export const fakeAllocation = (tx: TransactionRecord, accountReference: string): FakeAllocation => ({
  id: `00000000-0000-4000-8000-${tx.id.slice(-12)}`, organizationId: tx.merchantId, organizationName: tx.merchantName, transactionId: tx.id,
  externalId: tx.externalId, websiteId: tx.websiteId, accountReference, requestType: tx.type === 'Payout' ? 'Payout' : 'Payment',
  amount: tx.amount, currency: tx.currency, allocatedAt: tx.createdAt, deallocatedAt: null,
});

interface Answer { status: number; body: unknown }
type Need = 'act' | 'approve' | 'platform';
type Body = Record<string, unknown> | null | undefined;

const E = TRANSACTION_ACTION_ENDPOINTS;
const FORBIDDEN: Answer = { status: 403, body: { error: 'You are not authorized to perform this action' } };
const NOT_FOUND: Answer = { status: 404, body: { error: 'Transaction not found' } };
const refuse = (refusal: ActionRefusal): Answer => ({ status: ACTION_REFUSALS[refusal].status, body: { error: ACTION_REFUSALS[refusal].message } });
const ok = (body: unknown): Answer => ({ status: 200, body });
const decimalPlaces = (currency: string) => CURRENCIES.find((c) => c.code === currency)?.decimalPlaces ?? 2;

/** The follow-up row types and their external id suffixes (TX-1-R1, TX-1-R2, ...). */
const SUFFIX: Partial<Record<TransactionType, string>> = { Capture: 'C', Void: 'V', Refund: 'R', Reversal: 'X', Chargeback: 'CB' };

export function createTransactionActionHandlers({
  state, userEmail, fourEyesThresholdMajor = DEFAULT_FOUR_EYES_THRESHOLD_MAJOR, requestedBy = {}, services = DEFAULT_SERVICE_BASES, allocations: given = [],
}: TransactionActionHandlersOptions): { handlers: HttpHandler[]; store: TransactionActionStore } {
  const user = findDemoUser(userEmail);
  const failures = new Map<TransactionActionEndpointKey, Array<number | 'network'>>();
  const answered = new Map<string, { fingerprint: string; answer: Answer }>();
  const restrictionsReset = new Set<string>();
  const store: TransactionActionStore = {
    calls: [],
    requestedBy: new Map(Object.entries(requestedBy)),
    reasons: new Map(),
    failNext: (endpoint, answer, times = 1) => failures.set(endpoint, [...(failures.get(endpoint) ?? []), ...Array<number | 'network'>(times).fill(answer)]),
  };
  const now = () => new Date().toISOString();
  const byId = (id: string | undefined) => state.rows.find((row) => row.id === id);

  // Scope and permission, as the server's access rules: platform staff only by StatusChange, for the tenant they name.
  function access(tx: TransactionRecord | undefined, need: Need, headers: Record<string, string>): Answer | null {
    if (user.userType === 'Merchant') return FORBIDDEN;
    if (user.userType === 'Platform') {
      if (need !== 'platform' || !user.permissions.includes(TRANSACTION_ACTION_PERMISSIONS.platformStatusChange)) return FORBIDDEN;
      if (!tx || (headers[ACTION_HEADERS.tenantId] && headers[ACTION_HEADERS.tenantId] !== tx.tenantId)) return NOT_FOUND;
      return null;
    }
    if (!tx || tx.tenantId !== user.tenant?.id) return NOT_FOUND;
    if (need === 'platform' || !user.permissions.includes(TRANSACTION_ACTION_PERMISSIONS[need])) return FORBIDDEN;
    return null;
  }

  // The mode the user works in must be the transaction's; the website header must name its website.
  function headersRefusal(tx: TransactionRecord, headers: Record<string, string>): Answer | null {
    const mode = headers[ACTION_HEADERS.systemMode] ?? headers.mode;
    if (mode !== tx.mode) return refuse('wrongMode');
    if (tx.websiteId && headers[ACTION_HEADERS.websiteId] !== tx.websiteId) return refuse('wrongWebsite');
    return null;
  }

  function addEvent(tx: TransactionRecord, type: string, payload: Record<string, unknown> = {}): void {
    const event = {
      id: state.nextId(), transactionId: tx.id, type, status: tx.status, payload: { externalId: tx.externalId, ...payload },
      webhookStatus: 'Pending' as const, webhookAttempts: 0, webhookResponseCode: null, webhookLastAttemptAt: null, createdAt: now(),
    };
    state.addedEvents.set(tx.id, [...(state.addedEvents.get(tx.id) ?? []), event]);
  }

  /** One balanced journal for a settled money movement: a capture in, a refund, reversal or chargeback out. */
  function addJournal(row: TransactionRecord): void {
    const incoming = row.type === 'Capture';
    const line = (n: number, account: string, debit: number, credit: number): AccountingEntryRow => ({
      id: state.nextId(), journal: row.type.toLowerCase(), line: n, account, debit, credit, currency: row.currency, createdAt: now(),
    });
    state.addedEntries.set(row.id, incoming
      ? [line(1, 'scheme_receivable', row.amount, 0), line(2, 'merchant_payable', 0, row.amount)]
      : [line(1, 'merchant_payable', row.amount, 0), line(2, 'scheme_receivable', 0, row.amount)]);
  }

  function followUp(parent: TransactionRecord, type: TransactionType, status: TransactionStatus, amount: number): TransactionRecord {
    const siblings = state.rows.filter((row) => row.parentId === parent.id && row.type === type).length;
    const row: TransactionRecord = {
      ...parent, id: state.nextId(), externalId: `${parent.externalId}-${SUFFIX[type] ?? 'F'}${siblings + 1}`, type, status, amount,
      parentId: parent.id, parentExternalId: parent.externalId, createdAt: now(),
    };
    state.rows.push(row);
    addEvent(row, `${type.toLowerCase()}.created`, { amount });
    if (status === 'Successful' || status === 'Captured') addJournal(row);
    return row;
  }

  /** A payment refunded in full (nothing left, nothing pending) becomes Refunded. */
  function settle(payment: TransactionRecord): void {
    const balance = balanceOf(payment, state.rows);
    if (payment.status === 'Captured' && balance.captured > 0 && balance.refunded === balance.captured) {
      payment.status = 'Refunded';
      addEvent(payment, 'transaction.refunded');
    }
  }

  const aboveThreshold = (tx: TransactionRecord, amount: number) => amount > fourEyesThresholdMajor * 10 ** decimalPlaces(tx.currency);
  const result = (tx: TransactionRecord, created: TransactionRecord | null, message: string) => ok({ transaction: tx, created, message });

  function verdictOf(action: TransactionAction, tx: TransactionRecord) {
    return actionVerdict(action, tx, balanceOf(tx, state.rows));
  }

  function approveOrDecline(tx: TransactionRecord, decide: 'approve' | 'decline', reason: string | undefined): Answer {
    const verdict = verdictOf(decide, tx);
    if (!verdict.allowed) return refuse(verdict.refusal);
    if (store.requestedBy.get(tx.id) === user.id) return refuse('ownRequest');
    if (decide === 'decline') {
      tx.status = 'Declined';
      addEvent(tx, 'transaction.declined', reason ? { reason } : {});
      return result(tx, null, 'Declined');
    }
    const wasBlocked = tx.status === 'Blocked';
    tx.status = wasBlocked ? (tx.type === 'Authorisation' ? 'Reserved' : 'Captured') : 'Approved';
    addEvent(tx, 'transaction.approved');
    if (tx.type === 'Refund' && !wasBlocked) {
      addJournal(tx);
      const payment = byId(tx.parentId ?? undefined);
      if (payment) settle(payment);
    }
    return result(tx, null, 'Approved');
  }

  /** The single-transaction actions: what each does once access, headers and the rule table allow it. */
  const ACT: Record<Exclude<TransactionActionEndpointKey, 'statusChange' | 'payoutApprovals' | 'payoutDeclinations' | 'resendWebhook' | 'relationships' | 'deallocate'>,
    { need: Need; run(tx: TransactionRecord, body: Body, query: Record<string, unknown>): Answer }> = {
    capture: { need: 'act', run: (tx, body) => {
      const amount = Number(body?.amount);
      const verdict = amountVerdict(verdictOf('capture', tx), amount, 'captureTooLarge');
      if (!verdict.allowed) return refuse(verdict.refusal);
      return result(tx, followUp(tx, 'Capture', 'Captured', amount), 'Capture created');
    } },
    void: { need: 'act', run: (tx) => {
      const verdict = verdictOf('void', tx);
      if (!verdict.allowed) return refuse(verdict.refusal);
      return result(tx, followUp(tx, 'Void', 'Successful', tx.amount), 'The authorisation was voided');
    } },
    refund: { need: 'act', run: (tx, body) => {
      const amount = Number(body?.amount);
      const verdict = amountVerdict(verdictOf('refund', tx), amount, 'refundTooLarge');
      if (!verdict.allowed) return refuse(verdict.refusal);
      // As the server: the payment's refunds together (settled, waiting, this one) against the threshold.
      const before = balanceOf(tx, state.rows);
      if (aboveThreshold(tx, before.refunded + before.pendingRefunds + amount)) {
        const waiting = followUp(tx, 'Refund', 'WaitingForApproval', amount);
        store.requestedBy.set(waiting.id, user.id);
        if (typeof body?.reason === 'string' && body.reason.trim()) store.reasons.set(waiting.id, body.reason);
        return result(tx, waiting, "The refund was created and waits for a second user's approval");
      }
      const refund = followUp(tx, 'Refund', 'Successful', amount);
      settle(tx);
      return result(tx, refund, 'Refund created');
    } },
    statusChangeRefund: { need: 'act', run: (tx) => {
      const verdict = verdictOf('statusChangeRefund', tx);
      if (!verdict.allowed || verdict.maxAmount === undefined) return refuse(verdict.allowed ? 'notRefundable' : verdict.refusal);
      const refund = followUp(tx, 'Refund', 'Successful', verdict.maxAmount);
      settle(tx);
      return result(tx, refund, 'The payment was changed to refunded');
    } },
    reversal: { need: 'act', run: (tx) => {
      const verdict = verdictOf('reversal', tx);
      if (!verdict.allowed || verdict.maxAmount === undefined) return refuse(verdict.allowed ? 'notReversible' : verdict.refusal);
      return result(tx, followUp(tx, 'Reversal', 'Successful', verdict.maxAmount), 'The payment was reversed');
    } },
    dispute: { need: 'act', run: (tx, body) => {
      const amount = Number(body?.amount);
      const verdict = amountVerdict(verdictOf('dispute', tx), amount, 'disputeTooLarge');
      if (!verdict.allowed) return refuse(verdict.refusal);
      const chargeback = followUp(tx, 'Chargeback', 'Pending', amount);
      addEvent(chargeback, 'dispute.opened', { reasonCode: body?.reasonCode });
      return result(tx, chargeback, 'Dispute opened');
    } },
    payout: { need: 'act', run: (tx) => {
      const verdict = verdictOf('payout', tx);
      if (!verdict.allowed) return refuse(verdict.refusal);
      if (aboveThreshold(tx, tx.amount)) {
        tx.status = 'WaitingForApproval';
        store.requestedBy.set(tx.id, user.id);
        addEvent(tx, 'payout.waiting-for-approval');
        return result(tx, null, "The payout waits for a second user's approval");
      }
      tx.status = 'Successful';
      addEvent(tx, 'payout.sent');
      return result(tx, null, 'The payout was sent');
    } },
    checkStatus: { need: 'act', run: (tx) => {
      addEvent(tx, 'transaction.status-checked');
      return result(tx, null, `The provider reports the transaction ${tx.status}`);
    } },
    approve: { need: 'approve', run: (tx) => approveOrDecline(tx, 'approve', undefined) },
    decline: { need: 'approve', run: (tx, body) => approveOrDecline(tx, 'decline', String(body?.declineReason ?? '')) },
    resetRestriction: { need: 'act', run: (tx, _body, query) => {
      if (query.organizationId !== tx.merchantId) return NOT_FOUND;
      const verdict = verdictOf('resetRestriction', tx);
      if (!verdict.allowed) return refuse(verdict.refusal);
      if (restrictionsReset.has(tx.id)) return refuse('restrictionAlreadyReset');
      restrictionsReset.add(tx.id);
      addEvent(tx, 'restriction.reset');
      return result(tx, null, 'The restriction was reset');
    } },
  };

  /**
   * Every endpoint's handler: injected failures first (nothing acts, nothing is remembered), then a request id
   * seen before answers its first answer (or is refused on another request), else `answer` decides.
   */
  const handle = (key: TransactionActionEndpointKey, answer: (request: DeclaredRequest, headers: Record<string, string>) => Answer) =>
    declaredHandlers(E[key], (request) => {
      const headers = Object.fromEntries(request.request.headers.entries());
      const url = new URL(request.request.url);
      const record = (status: number) => store.calls.push({ endpoint: key, path: url.pathname, query: request.query, headers, body: request.body, status });
      const injected = failures.get(key)?.shift();
      if (injected === 'network') {
        record(0);
        return HttpResponse.error();
      }
      if (injected !== undefined) {
        record(injected);
        // A quota's 429 (ADR 0102) says what the server says; a 5xx the usual unavailability.
        if (injected === 429) return HttpResponse.json({ error: ACTION_QUOTA.message }, { status: 429, headers: { 'retry-after': '30' } });
        return HttpResponse.json({ error: 'The service is not available, try again' }, { status: injected });
      }
      const requestId = headers[ACTION_HEADERS.requestId];
      const fingerprint = JSON.stringify([key, url.pathname, url.search, request.body ?? null]);
      const seen = requestId ? answered.get(requestId) : undefined;
      let outcome: Answer;
      if (seen) outcome = seen.fingerprint === fingerprint ? seen.answer : refuse('requestIdReused');
      else {
        outcome = answer(request, headers);
        if (requestId) answered.set(requestId, { fingerprint, answer: outcome });
      }
      record(outcome.status);
      return HttpResponse.json(outcome.body as never, { status: outcome.status });
    }, { services, checkHeaders: true });

  const single = (key: keyof typeof ACT) => handle(key, ({ params, body, query }, headers) => {
    const tx = byId(params.transactionId);
    return access(tx, ACT[key].need, headers) ?? headersRefusal(tx!, headers) ?? ACT[key].run(tx!, body as Body, query);
  });

  function batch(decide: 'approve' | 'decline') {
    return handle(decide === 'approve' ? 'payoutApprovals' : 'payoutDeclinations', ({ body }, headers) => {
      if (user.userType !== 'Tenant' || !user.permissions.includes(TRANSACTION_ACTION_PERMISSIONS.approve)) return FORBIDDEN;
      const { transactions, reason } = body as { transactions: string[]; reason?: string };
      const results: BatchPayoutOutcome[] = transactions.map((transactionId) => {
        const tx = byId(transactionId);
        const refused = (message: string): BatchPayoutOutcome => ({ transactionId, outcome: 'Refused', message });
        if (!tx || tx.tenantId !== user.tenant?.id) return refused('Transaction not found');
        if (tx.type !== 'Payout') return refused(ACTION_REFUSALS[decide === 'approve' ? 'notApprovable' : 'notDeclinable'].message);
        if ((headers.mode ?? '') !== tx.mode) return refused(ACTION_REFUSALS.wrongMode.message);
        const answer = approveOrDecline(tx, decide, reason);
        if (answer.status !== 200) return refused((answer.body as { error: string }).error);
        return { transactionId, outcome: decide === 'approve' ? 'Approved' : 'Declined', message: decide === 'approve' ? 'Approved' : 'Declined' };
      });
      return ok({ results });
    });
  }

  const allocations = given.map((a) => ({ ...a }));

  const handlers: HttpHandler[] = [
    ...(Object.keys(ACT) as Array<keyof typeof ACT>).flatMap(single),
    ...handle('statusChange', ({ params, body }, headers) => {
      const tx = byId(params.transactionId);
      const { actionType, declineReason } = body as { actionType: 'Approve' | 'Decline'; declineReason?: string };
      return access(tx, 'platform', headers) ?? headersRefusal(tx!, headers)
        ?? approveOrDecline(tx!, actionType === 'Approve' ? 'approve' : 'decline', declineReason);
    }),
    ...batch('approve'),
    ...batch('decline'),
    ...handle('resendWebhook', ({ params }, headers) => {
      const owner = state.rows.find((row) => eventsOf(row, state).some((event) => event.id === params.eventId));
      const denied = access(owner, 'act', headers) ?? headersRefusal(owner!, headers);
      if (denied) return denied.status === 404 ? { status: 404, body: { error: 'Event not found' } } : denied;
      const event = eventsOf(owner!, state).find((e) => e.id === params.eventId)!;
      if (event.webhookStatus === 'NotConfigured') return { status: 409, body: { error: 'The merchant has no webhook endpoint to deliver this event to' } };
      const change = { webhookStatus: 'Delivered' as const, webhookAttempts: event.webhookAttempts + 1, webhookResponseCode: 200, webhookLastAttemptAt: now() };
      state.eventChanges.set(event.id, change);
      return ok({ eventId: event.id, webhookStatus: change.webhookStatus, webhookAttempts: change.webhookAttempts, webhookResponseCode: 200, message: 'The webhook was delivered again' });
    }),
    ...declaredHandlers(E.relationships, ({ query }) => HttpResponse.json({
      count: allocations.filter((a) => !query.transactionId || a.transactionId === query.transactionId).length,
      data: allocations.filter((a) => !query.transactionId || a.transactionId === query.transactionId) as never,
    }), { services }),
    ...handle('deallocate', ({ body }) => {
      const { transactionId, accountReference, organizationId } = body as { transactionId: string; accountReference: string; organizationId: string };
      const found = allocations.find((a) => a.transactionId === transactionId && a.accountReference === accountReference && a.organizationId === organizationId && !a.deallocatedAt);
      if (!found) return { status: 404, body: { error: 'Allocation not found' } };
      found.deallocatedAt = now();
      return ok(found);
    }),
  ];
  return { handlers, store };
}
