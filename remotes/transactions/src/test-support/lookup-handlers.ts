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
  /** Counting stops here, as the server's countCap does (then the answer says countIsCapped). */
  countCap: number;
  calls: LookupCall[];
  columns: Partial<Record<TransactionLookupKind, TransactionColumn[]>>;
  columnPuts: TransactionColumn[][];
}

/**
 * `perMerchant` rows for each demo merchant, newest first by number, one per hour back from `now`; the odd
 * ones Live. Row i: EUR when i % 5 = 0, JPY when 3, else GBP; Apple Pay when i % 6 = 2, else card; website
 * w2 (blog.example) when i % 3 = 1, else w1; Worldline when i % 4 < 2, else Adyen; card 555555 when
 * i % 3 = 2, else 411111, last 4 = 1000 + i; e-mail c<i>@example.com; amount 1000 + 12345 i.
 */
export function lookupRows(perMerchant = 30, now = Date.UTC(2025, 6, 2, 12)): TransactionRecord[] {
  return DEMO_MERCHANTS.flatMap((m, mi) => Array.from({ length: perMerchant }, (_, i): TransactionRecord => ({
    id: `tx-${mi}-${i}`,
    externalId: `TX-M${mi}-${String(i + 1).padStart(4, '0')}`,
    tenantId: m.tenantId,
    tenantName: DEMO_TENANTS.find((t) => t.id === m.tenantId)?.name ?? '',
    merchantId: m.merchantId,
    merchantName: m.legalBusinessName,
    amount: 1000 + i * 12345,
    currency: i % 5 === 0 ? 'EUR' : i % 5 === 3 ? 'JPY' : 'GBP',
    status: TRANSACTION_STATUSES[i % TRANSACTION_STATUSES.length]!,
    type: TRANSACTION_TYPES[i % 3]!,
    paymentMethod: i % 6 === 2 ? 'apple-pay' : 'card',
    mode: i % 2 ? 'Live' : 'Test',
    createdAt: new Date(now - i * 3_600_000).toISOString(),
    websiteId: i % 3 === 1 ? 'w2' : 'w1', websiteName: i % 3 === 1 ? 'blog.example' : 'shop.example',
    paymentChannelId: null, paymentChannelName: 'Card channel',
    serviceProviderId: i % 4 < 2 ? 'worldline' : 'adyen', serviceProviderName: i % 4 < 2 ? 'Worldline' : 'Adyen',
    cardFirst6: i % 3 === 2 ? '555555' : '411111', cardLast4: String(1000 + i),
    cardCountry: 'GB', customerEmail: `c${i}@example.com`, customerIp: '10.0.0.1',
    parentId: null, parentExternalId: null,
  })));
}

/** The fake's keyset cursor: the row's position in createdAt order (created time and id), as text. */
const cursorOf = (row: TransactionRecord) => `${row.createdAt}~${row.id}`;
const cursorRow = (cursor: string) => cursor.split('~')[1];

/**
 * msw handlers for the three lookups and their column choice, answering as `userEmail` sees them: scope by
 * user type, the Mode header's rows only, every lookup filter, sort, offset paging and keyset paging
 * (`cursor` / `nextCursor` in createdAt order), a count capped at `store.countCap`.
 */
export function createLookupHandlers(userEmail: string, rows = lookupRows()): { handlers: HttpHandler[]; store: LookupStore } {
  const user = findDemoUser(userEmail);
  const store: LookupStore = { rows, countCap: 10_000, calls: [], columns: {}, columnPuts: [] };
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
    const from = q.get('from');
    const to = q.get('to');
    const key = (q.get('externalId') ?? '').toLowerCase();
    const anyOf = (name: string, value: string | null) => !listParam(q, name).length || listParam(q, name).includes(value ?? '');
    const same = (name: string, value: string | null) => !q.has(name) || q.get(name)?.toLowerCase() === value?.toLowerCase();
    const amountFrom = q.has('amountFrom') ? Number(q.get('amountFrom')) : -Infinity;
    const amountTo = q.has('amountTo') ? Number(q.get('amountTo')) : Infinity;
    const sortField = (q.get('sortField') ?? 'createdAt') as keyof TransactionRecord;
    const direction = q.get('sortDirection') === 'asc' || (q.has('sortField') && !q.has('sortDirection')) ? 1 : -1;
    const found = store.rows
      .filter((r) => mine(r) && r.mode === (mode === 'Live' ? 'Live' : 'Test'))
      .filter((r) => anyOf('status', r.status) && anyOf('type', r.type) && anyOf('paymentMethod', r.paymentMethod)
        && anyOf('serviceProviderFilter', r.serviceProviderId) && anyOf('websiteId', r.websiteId) && anyOf('currency', r.currency))
      .filter((r) => (!from || r.createdAt >= from) && (!to || r.createdAt < to) && r.amount >= amountFrom && r.amount <= amountTo)
      .filter((r) => r.externalId.toLowerCase().includes(key) && same('cardFirst6', r.cardFirst6) && same('cardLast4', r.cardLast4) && same('customerEmail', r.customerEmail))
      .sort((a, b) => (String(a[sortField]).localeCompare(String(b[sortField]), 'en', { numeric: true }) || a.id.localeCompare(b.id)) * direction);
    const pageIndex = Number(q.get('pageIndex') ?? 0);
    const pageSize = Number(q.get('pageSize') ?? 20);
    // Keyset paging on createdAt (as the server): the cursor is the last row's position; pageIndex is then ignored.
    const keyset = sortField === 'createdAt';
    const cursor = q.get('cursor');
    const after = cursor ? found.findIndex((r) => r.id === cursorRow(cursor)) : -1;
    if (cursor && (!keyset || after < 0)) {
      return HttpResponse.json({ message: 'cursor is not valid for this list: start again from the first page' }, { status: 400 });
    }
    const start = cursor ? after + 1 : pageIndex * pageSize;
    const data = found.slice(start, start + pageSize);
    const more = found.length > start + pageSize;
    return HttpResponse.json({
      count: Math.min(found.length, store.countCap),
      countIsCapped: found.length > store.countCap,
      nextCursor: keyset && more ? cursorOf(data.at(-1)!) : null,
      data,
    });
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
    ...everyUrlFor(TRANSACTION_PATHS.websites, services).map((u) => http.get(u, () => HttpResponse.json([{ id: 'w1', name: 'shop.example' }, { id: 'w2', name: 'blog.example' }]))),
  ];
  return { handlers, store };
}
