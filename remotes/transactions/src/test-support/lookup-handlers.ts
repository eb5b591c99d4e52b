import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_SERVICE_BASES, DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_PATHS, TRANSACTION_STATUSES, TRANSACTION_TYPES,
  type TransactionColumn, type TransactionLookupKind, type TransactionRecord,
} from '@portal/contracts';
import { DEMO_MERCHANTS, DEMO_TENANTS, everyUrlFor, findDemoUser } from '@portal/testing';

/** A list parameter as the server reads it: repeated, or one comma-joined value (callApi joins arrays). */
export const listParam = (q: URLSearchParams, name: string) => q.getAll(name).flatMap((v) => v.split(',')).filter((v) => v !== '');

/** A request the fake answered: its path and query, and the Mode header. */
export interface LookupCall {
  path: string;
  params: URLSearchParams;
  mode: string | null;
}

export interface LookupStore {
  rows: TransactionRecord[];
  calls: LookupCall[];
  columns: Partial<Record<TransactionLookupKind, TransactionColumn[]>>;
  columnPuts: TransactionColumn[][];
}

/** `perMerchant` rows for each demo merchant, newest first by number, one per hour back from `now`; the odd ones Live. */
export function lookupRows(perMerchant = 30, now = Date.UTC(2025, 6, 2, 12)): TransactionRecord[] {
  return DEMO_MERCHANTS.flatMap((m, mi) => Array.from({ length: perMerchant }, (_, i): TransactionRecord => ({
    id: `tx-${mi}-${i}`,
    externalId: `TX-M${mi}-${String(i + 1).padStart(4, '0')}`,
    tenantId: m.tenantId,
    tenantName: DEMO_TENANTS.find((t) => t.id === m.tenantId)?.name ?? '',
    merchantId: m.merchantId,
    merchantName: m.legalBusinessName,
    amount: 1000 + i * 12345,
    currency: i % 5 === 0 ? 'EUR' : 'GBP',
    status: TRANSACTION_STATUSES[i % TRANSACTION_STATUSES.length]!,
    type: TRANSACTION_TYPES[i % 3]!,
    paymentMethod: 'card',
    mode: i % 2 ? 'Live' : 'Test',
    createdAt: new Date(now - i * 3_600_000).toISOString(),
    websiteId: null, websiteName: 'shop.example',
    paymentChannelId: null, paymentChannelName: 'Card channel',
    serviceProviderId: 'sp', serviceProviderName: 'Stripe',
    cardFirst6: '411111', cardLast4: String(1000 + i),
    cardCountry: 'GB', customerEmail: `c${i}@example.com`, customerIp: '10.0.0.1',
    parentId: null, parentExternalId: null,
  })));
}

/**
 * msw handlers for the three lookups and their column choice, answering as `userEmail` sees them: scope by
 * user type, the Mode header's rows only, status / date / external id filters, sort, offset paging.
 */
export function createLookupHandlers(userEmail: string, rows = lookupRows()): { handlers: HttpHandler[]; store: LookupStore } {
  const user = findDemoUser(userEmail);
  const store: LookupStore = { rows, calls: [], columns: {}, columnPuts: [] };
  const services = DEFAULT_SERVICE_BASES;

  const list = (kind: TransactionLookupKind) => ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const q = url.searchParams;
    const mode = request.headers.get('Mode');
    store.calls.push({ path: url.pathname, params: q, mode });
    const mine = (r: TransactionRecord) =>
      kind === 'merchant' ? r.merchantId === user.merchant?.merchantId
        : kind === 'tenant' ? r.tenantId === user.tenant?.id
          : listParam(q, 'tenantIds').length === 0 || listParam(q, 'tenantIds').includes(r.tenantId);
    const statuses = listParam(q, 'status');
    const from = q.get('from');
    const to = q.get('to');
    const key = (q.get('externalId') ?? '').toLowerCase();
    const sortField = (q.get('sortField') ?? 'createdAt') as keyof TransactionRecord;
    const direction = q.get('sortDirection') === 'asc' || (q.has('sortField') && !q.has('sortDirection')) ? 1 : -1;
    const found = store.rows
      .filter((r) => mine(r) && r.mode === (mode === 'Live' ? 'Live' : 'Test'))
      .filter((r) => (!statuses.length || statuses.includes(r.status)) && (!from || r.createdAt >= from) && (!to || r.createdAt < to))
      .filter((r) => r.externalId.toLowerCase().includes(key))
      .sort((a, b) => String(a[sortField]).localeCompare(String(b[sortField]), 'en', { numeric: true }) * direction);
    const pageIndex = Number(q.get('pageIndex') ?? 0);
    const pageSize = Number(q.get('pageSize') ?? 20);
    return HttpResponse.json({ count: found.length, countIsCapped: false, nextCursor: null, data: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
  };

  const columns = (kind: TransactionLookupKind) =>
    everyUrlFor(TRANSACTION_PATHS[`${kind}Columns`], services).flatMap((u) => [
      http.get(u, () => HttpResponse.json({ lookup: kind, columns: store.columns[kind] ?? [...DEFAULT_TRANSACTION_COLUMNS[kind]], isDefault: !store.columns[kind] })),
      http.put(u, async ({ request }) => {
        const body = (await request.json()) as { columns: TransactionColumn[] };
        store.columns[kind] = body.columns;
        store.columnPuts.push(body.columns);
        return HttpResponse.json({ lookup: kind, columns: body.columns, isDefault: false });
      }),
    ]);

  const handlers = [
    ...(['tenant', 'platform', 'merchant'] as const).flatMap((kind) => [
      ...columns(kind),
      ...everyUrlFor(TRANSACTION_PATHS[`${kind}List`], services).map((u) => http.get(u, list(kind))),
    ]),
    ...everyUrlFor(TRANSACTION_PATHS.websites, services).map((u) => http.get(u, () => HttpResponse.json([{ id: 'w1', name: 'shop.example' }]))),
  ];
  return { handlers, store };
}
