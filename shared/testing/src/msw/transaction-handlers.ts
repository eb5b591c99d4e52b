import { HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_SERVICE_BASES, TRANSACTION_ENDPOINTS, TRANSACTION_PAGING, TRANSACTION_STATUSES,
  type ServiceBases, type TransactionRecord,
} from '@portal/contracts';
import { findDemoUser } from '../demo-users/demo-users';
import { DEMO_MERCHANTS, DEMO_TENANTS } from '../fixtures/tenants-and-merchants';
import { declaredHandlers } from './declared-handlers';

/** In-memory transactions and the requests answered (path after the origin, query string with its `?`, Mode header). */
export interface TransactionStore {
  transactions: TransactionRecord[];
  calls: Array<{ path: string; query: string; mode: string | null }>;
}

export interface TransactionHandlersOptions {
  userEmail: string;
  services?: ServiceBases;
  /** Default: transactionFixtures(). */
  transactions?: TransactionRecord[];
  /** Answer every call with 500 (the dialog then says the search is unavailable). */
  failing?: boolean;
}

const SHORT_CODES = ['BBC', 'HLS', 'PLB', 'NWT', 'GLG', 'RKO', 'ORC'];

/**
 * A few transactions per demo merchant, in the backend seed's shape (TX-<code>-0001..0012; the first 8
 * Live, the rest Test; a higher number is newer).
 */
export function transactionFixtures(perMerchant = 12): TransactionRecord[] {
  return DEMO_MERCHANTS.flatMap((m, mi) => Array.from({ length: perMerchant }, (_, i) => {
    const n = i + 1;
    return {
      id: `tx-${mi + 1}-${n}`,
      externalId: `TX-${SHORT_CODES[mi] ?? `M${mi + 1}`}-${String(n).padStart(4, '0')}`,
      tenantId: m.tenantId,
      merchantId: m.merchantId,
      merchantName: m.legalBusinessName,
      amount: 100 + n * 1234,
      currency: 'GBP',
      status: TRANSACTION_STATUSES[n % TRANSACTION_STATUSES.length]!,
      paymentMethod: 'card',
      mode: n <= 8 ? 'Live' as const : 'Test' as const,
      createdAt: new Date(Date.UTC(2025, 0, 1) + (n * 7 + mi) * 3_600_000).toISOString(),
      // The rest of the record the lookups answer (its schema requires every field; absent facts are null).
      tenantName: DEMO_TENANTS.find((t) => t.id === m.tenantId)?.name ?? '',
      type: 'Sale' as const,
      websiteId: null, websiteName: null, paymentChannelId: null, paymentChannelName: null,
      serviceProviderId: null, serviceProviderName: null, cardFirst6: null, cardLast4: null, cardCountry: null,
      customerEmail: null, customerIp: null, parentId: null, parentExternalId: null,
    };
  }));
}

const bad = (error: string, status = 400) => HttpResponse.json({ error }, { status });

/**
 * msw handlers for Contact Support's transaction search (contracts TRANSACTION_ENDPOINTS), answered as one demo
 * account sees them, with the backend's rules: own tenant or merchant only, platform users name the tenant, only
 * the Mode header's rows, newest first, pageSize at most 100. Declared handlers: requests and answers are checked
 * against the lookup declarations (a page carries countIsCapped and nextCursor, as the server's does).
 */
export function createTransactionHandlers({
  userEmail, services = DEFAULT_SERVICE_BASES, transactions = transactionFixtures(), failing = false,
}: TransactionHandlersOptions): { handlers: HttpHandler[]; store: TransactionStore } {
  const user = findDemoUser(userEmail);
  const store: TransactionStore = { transactions, calls: [] };

  const answer = (side: 'tenant' | 'merchant') => ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const mode = request.headers.get('Mode');
    store.calls.push({ path: url.pathname, query: url.search, mode });
    if (failing) return bad('Service unavailable', 500);
    const q = url.searchParams;
    const pageIndex = Number(q.get('pageIndex') ?? q.get('PageIndex') ?? 0);
    const pageSize = Number(q.get('pageSize') ?? q.get('PageSize') ?? TRANSACTION_PAGING.defaultPageSize);
    if (pageSize > TRANSACTION_PAGING.maxPageSize) return bad(`pageSize must be at most ${TRANSACTION_PAGING.maxPageSize}`);
    let owner: (tx: TransactionRecord) => boolean;
    if (side === 'merchant') {
      if (user.profile !== 'merchant' || !user.merchant) return bad('Your user type cannot use this resource', 403);
      owner = (tx) => tx.merchantId === user.merchant!.merchantId;
    } else if (user.profile === 'platform') {
      const tenantId = q.get('tenantId');
      if (!tenantId) return bad('tenantId is required: pick a tenant first');
      owner = (tx) => tx.tenantId === tenantId;
    } else if (user.profile === 'crm' && user.tenant) {
      owner = (tx) => tx.tenantId === user.tenant!.id;
    } else {
      return bad('Your user type cannot use this resource', 403);
    }
    const key = (q.get('searchKey') ?? '').trim().toLowerCase();
    const rows = store.transactions
      .filter((tx) => owner(tx) && tx.mode === (mode === 'Live' ? 'Live' : 'Test') && tx.externalId.toLowerCase().includes(key))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json({ count: rows.length, countIsCapped: false, nextCursor: null, data: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
  };

  const handlers = [
    ...declaredHandlers(TRANSACTION_ENDPOINTS.tenantSearch, answer('tenant'), { services }),
    ...declaredHandlers(TRANSACTION_ENDPOINTS.tenantList, answer('tenant'), { services }),
    ...declaredHandlers(TRANSACTION_ENDPOINTS.merchantList, answer('merchant'), { services }),
  ];
  return { handlers, store };
}
