import { HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_SERVICE_BASES, MERCHANT_TRANSACTION_DETAIL_ENDPOINTS, TRANSACTION_DETAIL_ENDPOINTS,
  type EndpointDeclaration, type ServiceBases, type TransactionRecord,
} from '@portal/contracts';
import { declaredHandlers } from './declared-handlers';
import { balanceOf, createTransactionFakeState, relatedOf, type TransactionFakeState } from './transaction-fake-state';

/**
 * msw handlers for the transaction detail drawer's endpoints (issue 10, ADR 0044), from their declarations:
 * requests and answers are checked against the contracts' schemas. Every sub-resource of the given
 * transactions answers with small, fixed data (balanced accounting entries, API logs with bodies); an id not
 * among them is 404, as the server answers outside the caller's scope. `failing` names endpoints (keys of
 * TRANSACTION_DETAIL_ENDPOINTS) that answer 500, to show one tab's error while the others render.
 * The rows live in a `TransactionFakeState` (given, or made from `transactions`): the balance, related rows,
 * events and accounting entries are read from it, so what the action fakes change shows here.
 */
export type TransactionDetailEndpointKey = keyof typeof TRANSACTION_DETAIL_ENDPOINTS;

export interface TransactionDetailHandlersOptions {
  /** The rows (copied into a new state), unless `state` is given. */
  transactions?: TransactionRecord[];
  /** The state shared with the action fakes (createTransactionActionHandlers). */
  state?: TransactionFakeState;
  failing?: TransactionDetailEndpointKey[];
  services?: ServiceBases;
}

export interface TransactionDetailStore {
  calls: Array<{ endpoint: string; path: string }>;
}

const at = (tx: TransactionRecord, seconds: number) => new Date(new Date(tx.createdAt).getTime() + seconds * 1000).toISOString();
const uuidFor = (tx: TransactionRecord, n: number) => `${tx.id.slice(0, 24)}${String(n).padStart(12, '0')}`;

/** The fixed sub-resources of one transaction. */
export function transactionDetailFixture(tx: TransactionRecord) {
  const fee = Math.floor(tx.amount * 14 / 1000) + 20;
  return {
    details: {
      transaction: tx,
      bin: tx.cardFirst6 ? { bin: tx.cardFirst6, scheme: 'Visa', issuer: 'Demo Bank', country: 'GB', cardType: 'Credit' as const, isTenantCorrection: false, updatedAt: tx.createdAt } : null,
      riskScore: 12, websiteUrl: 'https://shop.example', webhookStatus: 'Delivered' as const,
    },
    events: [
      { id: uuidFor(tx, 1), transactionId: tx.id, type: 'transaction.created', status: 'Pending', payload: { externalId: tx.externalId }, webhookStatus: 'Delivered' as const, webhookAttempts: 1, webhookResponseCode: 200, webhookLastAttemptAt: at(tx, 1), createdAt: tx.createdAt },
      { id: uuidFor(tx, 2), transactionId: tx.id, type: `transaction.${tx.status.toLowerCase()}`, status: tx.status, payload: { externalId: tx.externalId }, webhookStatus: 'Failed' as const, webhookAttempts: 3, webhookResponseCode: 500, webhookLastAttemptAt: at(tx, 900), createdAt: at(tx, 2) },
    ],
    apiLogs: [
      { id: uuidFor(tx, 3), transactionId: tx.id, source: 'Merchant' as const, method: 'POST', url: '/api/v1/sales', statusCode: 201, requestBody: { amount: tx.amount, currency: tx.currency }, responseBody: { id: tx.id, status: tx.status }, elapsedMs: 125.4321, createdAt: at(tx, 0.1) },
      { id: uuidFor(tx, 4), transactionId: tx.id, source: 'Provider' as const, method: 'POST', url: 'https://acquirer-one.example/v2/sale', statusCode: 200, requestBody: { reference: tx.externalId }, responseBody: { approved: true }, elapsedMs: 1042.5, createdAt: at(tx, 0.2) },
    ],
    alerts: [{ id: uuidFor(tx, 5), transactionId: tx.id, rule: 'Default risk model', score: 12, outcome: 'Passed' as const, isAlert: false, elapsedMs: 8.25, createdAt: at(tx, 0.05) }],
    fees: { data: [{ id: uuidFor(tx, 6), feeType: 'Processing', amount: fee, currency: tx.currency, createdAt: tx.createdAt }], total: fee, currency: tx.currency },
    cascading: { count: 1, data: [{ id: uuidFor(tx, 7), attemptOrder: 1, serviceProviderId: 'acquirer-one', serviceProviderName: 'Acquirer One', outcome: 'Approved' as const, reasonCode: null, elapsedMs: 250, createdAt: at(tx, 0.2) }] },
    smartRouting: [{ id: uuidFor(tx, 8), attemptOrder: 1, step: 1, rule: `payment method is ${tx.paymentMethod}`, matched: true, decision: 'route to acquirer-one', createdAt: at(tx, 0.15) }],
    accountingEntries: {
      data: [
        { id: uuidFor(tx, 9), journal: 'settlement', line: 1, account: 'scheme_receivable', debit: tx.amount, credit: 0, currency: tx.currency, createdAt: at(tx, 3) },
        { id: uuidFor(tx, 10), journal: 'settlement', line: 2, account: 'merchant_payable', debit: 0, credit: tx.amount - fee, currency: tx.currency, createdAt: at(tx, 3) },
        { id: uuidFor(tx, 11), journal: 'settlement', line: 3, account: 'fee_revenue', debit: 0, credit: fee, currency: tx.currency, createdAt: at(tx, 3) },
      ],
      totalDebit: tx.amount, totalCredit: tx.amount, balance: 0, currency: tx.currency,
    },
    rejectionReasons: tx.status === 'Declined' ? [{ code: '51', description: 'Insufficient funds', kind: 'Declined', source: 'Provider', message: 'Insufficient funds', createdAt: at(tx, 2) }] : [],
    disputeCodes: { scheme: 'Visa', data: [{ scheme: 'Visa', code: '13.1', category: 'Consumer dispute', description: 'Merchandise or services not received' }] },
    // Without follow-ups; the handler reads the state's rows (balanceOf).
    checkBalance: balanceOf(tx, []),
  };
}

type Fixture = ReturnType<typeof transactionDetailFixture>;
type Answer = (f: Fixture, tx: TransactionRecord, state: TransactionFakeState) => unknown;

/** The fixture's events with their webhook changes (a resend), then the events the actions added. */
export function eventsOf(tx: TransactionRecord, state: TransactionFakeState, fixture = transactionDetailFixture(tx)) {
  return [
    ...fixture.events.map((event) => ({ ...event, ...state.eventChanges.get(event.id) })),
    ...(state.addedEvents.get(tx.id) ?? []).map((event) => ({ ...event, ...state.eventChanges.get(event.id) })),
  ];
}

/** The fixture's journal, then the lines the actions added on the transaction and on its follow-ups. */
function accountingOf(f: Fixture, tx: TransactionRecord, state: TransactionFakeState) {
  const family = [tx.id, ...state.rows.filter((row) => row.parentId === tx.id).map((row) => row.id)];
  const data = [...f.accountingEntries.data, ...family.flatMap((id) => state.addedEntries.get(id) ?? [])];
  const totalDebit = data.reduce((sum, e) => sum + e.debit, 0);
  const totalCredit = data.reduce((sum, e) => sum + e.credit, 0);
  return { data, totalDebit, totalCredit, balance: totalDebit - totalCredit, currency: tx.currency };
}

const PER_TRANSACTION: Partial<Record<TransactionDetailEndpointKey, Answer>> = {
  transaction: (_f, tx) => tx,
  details: (f) => f.details,
  events: (f, tx, state) => eventsOf(tx, state, f),
  related: (_f, tx, state) => relatedOf(tx, state.rows),
  apiLogs: (f) => f.apiLogs,
  alerts: (f) => f.alerts,
  fees: (f) => f.fees,
  cascading: (f) => f.cascading,
  smartRouting: (f) => f.smartRouting,
  rejectionReasons: (f) => f.rejectionReasons,
  disputeCodes: (f) => f.disputeCodes,
  checkBalance: (_f, tx, state) => balanceOf(tx, state.rows),
  accountingEntries: accountingOf,
};

export function createTransactionDetailHandlers({
  transactions = [], state = createTransactionFakeState(transactions), failing = [], services = DEFAULT_SERVICE_BASES,
}: TransactionDetailHandlersOptions): { handlers: HttpHandler[]; store: TransactionDetailStore; state: TransactionFakeState } {
  const store: TransactionDetailStore = { calls: [] };
  const handlersOf = (key: TransactionDetailEndpointKey, endpoint: EndpointDeclaration, answer: Answer) =>
    declaredHandlers(endpoint, ({ request, params }) => {
      store.calls.push({ endpoint: key, path: new URL(request.url).pathname });
      if (failing.includes(key)) return HttpResponse.json({ error: `The ${key} could not be read` }, { status: 500 });
      const tx = state.rows.find((row) => row.id === params.transactionId);
      if (!tx) return HttpResponse.json({ error: 'Transaction not found' }, { status: 404 });
      return HttpResponse.json(answer(transactionDetailFixture(tx), tx, state) as never);
    }, { services });
  const handlers: HttpHandler[] = [];
  for (const [key, answer] of Object.entries(PER_TRANSACTION) as Array<[TransactionDetailEndpointKey, Answer]>) {
    handlers.push(...handlersOf(key, TRANSACTION_DETAIL_ENDPOINTS[key], answer));
    const merchant = (MERCHANT_TRANSACTION_DETAIL_ENDPOINTS as Record<string, EndpointDeclaration>)[key];
    if (merchant) handlers.push(...handlersOf(key, merchant, answer));
  }
  return { handlers, store, state };
}
