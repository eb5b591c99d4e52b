import { HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_SERVICE_BASES, MERCHANT_TRANSACTION_DETAIL_ENDPOINTS, TRANSACTION_DETAIL_ENDPOINTS,
  type EndpointDeclaration, type ServiceBases, type TransactionRecord,
} from '@portal/contracts';
import { declaredHandlers } from './declared-handlers';

/**
 * msw handlers for the transaction detail drawer's endpoints (issue 10, ADR 0044), from their declarations:
 * requests and answers are checked against the contracts' schemas. Every sub-resource of the given
 * transactions answers with small, fixed data (balanced accounting entries, API logs with bodies); an id not
 * among them is 404, as the server answers outside the caller's scope. `failing` names endpoints (keys of
 * TRANSACTION_DETAIL_ENDPOINTS) that answer 500, to show one tab's error while the others render.
 */
export type TransactionDetailEndpointKey = keyof typeof TRANSACTION_DETAIL_ENDPOINTS;

export interface TransactionDetailHandlersOptions {
  transactions: TransactionRecord[];
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
    checkBalance: { currency: tx.currency, amount: tx.amount, authorised: 0, captured: tx.amount, refunded: 0, chargedBack: 0, reversed: 0, voided: 0, pendingRefunds: 0, disputed: 0, capturable: 0, refundable: tx.amount },
  };
}

type Fixture = ReturnType<typeof transactionDetailFixture>;
const PER_TRANSACTION: Partial<Record<TransactionDetailEndpointKey, (f: Fixture, tx: TransactionRecord) => unknown>> = {
  transaction: (_f, tx) => tx,
  details: (f) => f.details,
  events: (f) => f.events,
  related: () => [],
  apiLogs: (f) => f.apiLogs,
  alerts: (f) => f.alerts,
  fees: (f) => f.fees,
  cascading: (f) => f.cascading,
  smartRouting: (f) => f.smartRouting,
  rejectionReasons: (f) => f.rejectionReasons,
  disputeCodes: (f) => f.disputeCodes,
  checkBalance: (f) => f.checkBalance,
  accountingEntries: (f) => f.accountingEntries,
};

export function createTransactionDetailHandlers({ transactions, failing = [], services = DEFAULT_SERVICE_BASES }: TransactionDetailHandlersOptions): { handlers: HttpHandler[]; store: TransactionDetailStore } {
  const store: TransactionDetailStore = { calls: [] };
  const byId = new Map(transactions.map((tx) => [tx.id, tx]));
  const handlersOf = (key: TransactionDetailEndpointKey, endpoint: EndpointDeclaration, answer: (f: Fixture, tx: TransactionRecord) => unknown) =>
    declaredHandlers(endpoint, ({ request, params }) => {
      store.calls.push({ endpoint: key, path: new URL(request.url).pathname });
      if (failing.includes(key)) return HttpResponse.json({ error: `The ${key} could not be read` }, { status: 500 });
      const tx = byId.get(params.transactionId ?? '');
      if (!tx) return HttpResponse.json({ error: 'Transaction not found' }, { status: 404 });
      return HttpResponse.json(answer(transactionDetailFixture(tx), tx) as never);
    }, { services });
  const handlers: HttpHandler[] = [];
  for (const [key, answer] of Object.entries(PER_TRANSACTION) as Array<[TransactionDetailEndpointKey, (f: Fixture, tx: TransactionRecord) => unknown]>) {
    handlers.push(...handlersOf(key, TRANSACTION_DETAIL_ENDPOINTS[key], answer));
    const merchant = (MERCHANT_TRANSACTION_DETAIL_ENDPOINTS as Record<string, EndpointDeclaration>)[key];
    if (merchant) handlers.push(...handlersOf(key, merchant, answer));
  }
  return { handlers, store };
}
