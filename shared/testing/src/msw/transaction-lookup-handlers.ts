import { HttpResponse, type HttpHandler } from 'msw';
import { DEMO_PROFILE_TIME_ZONE } from '../demo-users/user-context';
import {
  DEFAULT_SERVICE_BASES, DEFAULT_TRANSACTION_COLUMNS, EXPORT_SYNC_LIMIT, TRANSACTION_LOOKUP_COLUMNS, transactionColumnTitle, TRANSACTION_LOOKUP_LIMITS,
  TRANSACTION_ENDPOINTS, TRANSACTION_LOOKUP_ENDPOINTS, TRANSACTION_STATUSES, TRANSACTION_TYPES, rowMatches, transactionLookupFilterMap,
  type ServiceBases, type TransactionColumn, type TransactionLookupKind, type TransactionRecord, type WebsiteLookupItem,
} from '@portal/contracts';
import { findDemoUser } from '../demo-users/demo-users';
import { DEMO_MERCHANTS, DEMO_TENANTS } from '../fixtures/tenants-and-merchants';
import { declaredHandlers } from './declared-handlers';

/**
 * msw handlers for the transaction lookups of issue 9 (tenant, platform, merchant) and their column choice,
 * answered as one demo account sees them, with the backend's rules (backend/src/modules/transactions):
 * scope from the account, only the Mode header's rows, every lookup filter, newest first (or sortField/
 * sortDirection), page by pageIndex or, in createdAt order, by keyset cursor (`cursor` in, `nextCursor` out,
 * in the server's format; 400 with the server's message for a cursor it would refuse), `count` capped at
 * `store.countCap`. Requests are recorded for assertions.
 */

/** The website of the n-th demo merchant: an id of the server's form (a uuid), as the website filter sends it. */
export const websiteIdOf = (n: number) => `0eb51de0-0000-4000-8000-${String(n).padStart(12, '0')}`;

const METHODS = ['card', 'apple-pay', 'google-pay', 'open-banking', 'bank-transfer', 'paypal'];

/** `perMerchant` records per demo merchant: every status and type appears; a higher number is newer. */
export function transactionRecordFixtures(perMerchant = 30, newest = new Date(Date.UTC(2025, 0, 31, 12))): TransactionRecord[] {
  return DEMO_MERCHANTS.flatMap((m, mi) => Array.from({ length: perMerchant }, (_, i): TransactionRecord => {
    const n = i + 1;
    const card = n % 3 !== 0;
    return {
      id: `txr-${mi + 1}-${n}`, externalId: `PAY-M${mi + 1}-${String(n).padStart(7, '0')}`,
      tenantId: m.tenantId, tenantName: DEMO_TENANTS.find((t) => t.id === m.tenantId)?.name ?? '',
      merchantId: m.merchantId, merchantName: m.legalBusinessName,
      type: TRANSACTION_TYPES[n % TRANSACTION_TYPES.length]!, status: TRANSACTION_STATUSES[n % TRANSACTION_STATUSES.length]!,
      amount: 100 + n * 1234, currency: n % 4 === 0 ? 'EUR' : 'GBP', paymentMethod: METHODS[n % METHODS.length]!,
      mode: n % 5 === 0 ? 'Test' : 'Live', createdAt: new Date(newest.getTime() - (perMerchant - n) * 3_600_000).toISOString(),
      websiteId: websiteIdOf(mi + 1), websiteName: `${m.legalBusinessName} shop`, paymentChannelId: `ch-${mi + 1}`, paymentChannelName: 'Card EUR',
      serviceProviderId: 'acquirer-one', serviceProviderName: 'Acquirer One',
      cardFirst6: card ? '424242' : null, cardLast4: card ? String(1000 + n).slice(-4) : null, cardCountry: card ? 'GB' : null,
      customerEmail: `customer${n}@example.com`, customerIp: `203.0.113.${n}`, parentId: null, parentExternalId: null,
    };
  }));
}

export interface TransactionLookupStore {
  transactions: TransactionRecord[];
  /** Counting stops here, as the server's countCap does (then the answer says countIsCapped); may be changed mid-test. */
  countCap: number;
  /** Column choice per lookup, as PUT left it (absent = default). */
  columns: Partial<Record<TransactionLookupKind, TransactionColumn[]>>;
  calls: Array<{ method: string; path: string; query: string; mode: string | null }>;
  /** Rows an export answers as a file; more answer 202 and a job (the server's EXPORT_SYNC_LIMIT; may be changed mid-test). */
  exportSyncLimit: number;
}

export interface TransactionLookupHandlersOptions {
  userEmail: string;
  services?: ServiceBases;
  transactions?: TransactionRecord[];
  failing?: boolean;
  /** Default TRANSACTION_LOOKUP_LIMITS.countCap (a test may also set `store.countCap`). */
  countCap?: number;
}

/** The server's refusal of a cursor (backend/src/lib/paged-query.ts INVALID_CURSOR). */
export const INVALID_LOOKUP_CURSOR = 'cursor is not valid for this list: start again from the first page';

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
  .replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

/** The keyset cursor after `tx` in createdAt order, as the server writes it: base64url of JSON [createdAt, id]. */
export const transactionLookupCursor = (tx: Pick<TransactionRecord, 'createdAt' | 'id'>) =>
  toBase64Url(JSON.stringify([new Date(tx.createdAt).toISOString(), tx.id]));

/** The [createdAt, id] position a cursor names, or null where the server would refuse it. */
export function readTransactionLookupCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const values: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(values) || values.length !== 2 || !values.every((v) => typeof v === 'string')) return null;
    const [at, id] = values as [string, string];
    return Number.isNaN(Date.parse(at)) ? null : { createdAt: new Date(at).toISOString(), id };
  } catch {
    return null;
  }
}

const bad = (error: string, status = 400) => HttpResponse.json({ error }, { status });

/** A list filter as the server reads it: repeated parameters or one comma-joined value (callApi joins arrays). */
const listOf = (q: URLSearchParams, name: string) => q.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');

/** The query as the descriptors read it: a repeated parameter as a list, numbers of the amount range as numbers. */
function queryRecord(q: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(q.keys())) {
    const values = q.getAll(name);
    query[name] = name === 'amountFrom' || name === 'amountTo' ? Number(values[0]) : values.length > 1 ? values : values[0];
  }
  return query;
}

/** The lookup's filters as the server's where reads them (the same descriptors); part 1's search key on the external id. */
const matches = (kind: TransactionLookupKind, tx: TransactionRecord, q: URLSearchParams) =>
  rowMatches({ filters: transactionLookupFilterMap(kind) }, tx as unknown as Record<string, unknown>, queryRecord(q))
  && tx.externalId.toLowerCase().includes((q.get('searchKey') ?? '').toLowerCase());

export function createTransactionLookupHandlers({
  userEmail, services = DEFAULT_SERVICE_BASES, transactions = transactionRecordFixtures(), failing = false,
  countCap = TRANSACTION_LOOKUP_LIMITS.countCap,
}: TransactionLookupHandlersOptions): { handlers: HttpHandler[]; store: TransactionLookupStore } {
  const user = findDemoUser(userEmail);
  const store: TransactionLookupStore = { transactions, countCap, columns: {}, calls: [], exportSyncLimit: EXPORT_SYNC_LIMIT };
  const kindOfUser: TransactionLookupKind = user.profile === 'merchant' ? 'merchant' : user.profile === 'platform' ? 'platform' : 'tenant';
  const record = (request: Request) => {
    const url = new URL(request.url);
    store.calls.push({ method: request.method, path: url.pathname, query: url.search, mode: request.headers.get('Mode') });
    return url.searchParams;
  };

  /** The rows a lookup call (or its export) matches, as the server selects them, in its sort; or its refusal. */
  const select = (kind: TransactionLookupKind, q: URLSearchParams, request: Request) => {
    if (failing) return bad('Service unavailable', 500);
    if (kind === 'platform' ? user.profile !== 'platform' : kind === 'merchant' ? user.profile !== 'merchant' : user.profile === 'merchant') {
      return bad('Your user type cannot use this resource', 403);
    }
    const tenantIds = kind === 'platform' ? listOf(q, 'tenantIds') : [];
    const owner = (tx: TransactionRecord) => kind === 'merchant' ? tx.merchantId === user.merchant?.merchantId
      : kind === 'platform' ? tenantIds.length === 0 || tenantIds.includes(tx.tenantId)
        : tx.tenantId === (user.profile === 'platform' ? q.get('tenantId') : user.tenant?.id);
    const mode = request.headers.get('Mode') === 'Live' ? 'Live' : 'Test';
    const field = (q.get('sortField') ?? 'createdAt') as keyof TransactionRecord;
    const direction = q.get('sortDirection') ?? (q.get('sortField') ? 'asc' : 'desc');
    const compare = (a: Pick<TransactionRecord, 'id'> & Partial<TransactionRecord>, b: typeof a) => {
      const [x, y] = [a[field] ?? '', b[field] ?? ''];
      const order = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      return direction === 'desc' ? -order : order;
    };
    const rows = store.transactions
      .filter((tx) => owner(tx) && tx.mode === mode && matches(kind, tx, q))
      .sort(compare);
    return { rows, field, compare };
  };

  const list = (kind: TransactionLookupKind) => ({ request }: { request: Request }) => {
    const q = record(request);
    const pageIndex = Number(q.get('pageIndex') ?? q.get('PageIndex') ?? 0);
    const pageSize = Number(q.get('pageSize') ?? q.get('PageSize') ?? TRANSACTION_LOOKUP_LIMITS.defaultPageSize);
    if (pageSize > TRANSACTION_LOOKUP_LIMITS.maxPageSize) return bad(`pageSize must be at most ${TRANSACTION_LOOKUP_LIMITS.maxPageSize}`);
    const selected = select(kind, q, request);
    if (selected instanceof Response) return selected;
    const { rows, field, compare } = selected;
    // Keyset paging as the server's: only in createdAt order (then id); the cursor's rows follow its position
    // (whether or not that row still exists) and pageIndex is ignored; any other order pages by offset only.
    const keyset = field === 'createdAt';
    const cursor = q.get('cursor');
    const position = cursor ? readTransactionLookupCursor(cursor) : null;
    if (cursor && (!keyset || !position)) return bad(INVALID_LOOKUP_CURSOR);
    const rest = position ? rows.filter((tx) => compare(tx, position) > 0) : rows.slice(pageIndex * pageSize);
    const data = rest.slice(0, pageSize);
    const cap = store.countCap;
    return HttpResponse.json({
      count: Math.min(rows.length, cap), countIsCapped: rows.length > cap,
      nextCursor: keyset && rest.length > pageSize ? transactionLookupCursor(data.at(-1)!) : null,
      data,
    });
  };

  // The export as the server answers it: the file (header of the chosen columns' titles, one line per row) up to
  // store.exportSyncLimit rows, else 202 and a job. Cells are the raw values: the server's formatting has its own tests.
  const exportFile = (kind: TransactionLookupKind) => ({ request }: { request: Request }) => {
    const q = record(request);
    const selected = select(kind, q, request);
    if (selected instanceof Response) return selected;
    const columns = (listOf(q, 'columns').length ? listOf(q, 'columns') : [...DEFAULT_TRANSACTION_COLUMNS[kind]]) as TransactionColumn[];
    const wrong = columns.find((c) => !(TRANSACTION_LOOKUP_COLUMNS[kind] as readonly string[]).includes(c));
    if (wrong !== undefined) return bad(`${wrong} is not a column of this lookup`);
    // As the server: named on the user's profile clock (the browser's timezoneOffset is not used).
    const fileName = `transactions-${kind}-fake-${DEMO_PROFILE_TIME_ZONE.replace('/', '-')}.csv`;
    if (selected.rows.length > store.exportSyncLimit) {
      return HttpResponse.json({ jobId: `job-${store.calls.length}`, fileName, notifies: true }, { status: 202 });
    }
    const line = (cells: unknown[]) => `${cells.map((c) => String(c ?? '')).join(',')}\r\n`;
    // As the server: the header in the portal's language the call names.
    const language = request.headers.get('accept-language') === 'tr' ? 'tr' : 'en';
    const text = [line(columns.map((c) => transactionColumnTitle(c, language))), ...selected.rows.map((tx) => line(columns.map((c) => (c === 'card' ? tx.cardLast4 : tx[c]))))].join('');
    return new HttpResponse(text, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` } });
  };

  const getColumns = (kind: TransactionLookupKind) => ({ request }: { request: Request }) => {
    record(request);
    if (kind !== kindOfUser) return bad('Your user type cannot use this resource', 403);
    const saved = store.columns[kind];
    return HttpResponse.json({ lookup: kind, columns: saved ?? [...DEFAULT_TRANSACTION_COLUMNS[kind]], isDefault: !saved });
  };
  const putColumns = (kind: TransactionLookupKind) => async ({ request }: { request: Request }) => {
    record(request);
    if (kind !== kindOfUser) return bad('Your user type cannot use this resource', 403);
    const { columns } = await request.json() as { columns?: unknown };
    const allowed = TRANSACTION_LOOKUP_COLUMNS[kind] as readonly string[];
    if (!Array.isArray(columns) || columns.length === 0) return bad('columns must list at least one column');
    const wrong = columns.find((c) => !allowed.includes(c as string));
    if (wrong !== undefined) return bad(`${String(wrong)} is not a column of this lookup`);
    store.columns[kind] = columns as TransactionColumn[];
    return HttpResponse.json({ lookup: kind, columns, isDefault: false });
  };

  // The websites of the caller's rows (platform: of tenantIds, or every tenant), each once, with their merchant.
  const websites = ({ request }: { request: Request }) => {
    const q = record(request);
    const tenantIds = listOf(q, 'tenantIds');
    const organization = q.getAll('organizationId').slice(0, 1);
    const customers = organization.length ? organization : listOf(q, 'Customer');
    const mine = (tx: TransactionRecord) => (kindOfUser === 'merchant' ? tx.merchantId === user.merchant?.merchantId
      : kindOfUser === 'tenant' ? tx.tenantId === user.tenant?.id : tenantIds.length === 0 || tenantIds.includes(tx.tenantId))
      && (customers.length === 0 || customers.includes(tx.merchantId));
    const seen = new Map<string, WebsiteLookupItem>();
    for (const tx of store.transactions) {
      if (!mine(tx) || !tx.websiteId || !tx.websiteName) continue;
      seen.set(tx.websiteId, { id: tx.websiteId, name: tx.websiteName, url: `https://${tx.websiteId}.example`, merchantId: tx.merchantId });
    }
    return HttpResponse.json([...seen.values()]);
  };

  const handlers = [
    ...(['tenant', 'platform', 'merchant'] as const).flatMap((kind) => [
      // The column routes first: their paths extend the list paths. Requests and answers checked against contracts.
      ...declaredHandlers(TRANSACTION_LOOKUP_ENDPOINTS[kind].columns.get, getColumns(kind), { services }),
      ...declaredHandlers(TRANSACTION_LOOKUP_ENDPOINTS[kind].columns.put, putColumns(kind), { services }),
      ...declaredHandlers(TRANSACTION_LOOKUP_ENDPOINTS[kind].export, exportFile(kind), { services }),
      ...declaredHandlers(TRANSACTION_LOOKUP_ENDPOINTS[kind].list, list(kind), { services }),
    ]),
    ...declaredHandlers(TRANSACTION_ENDPOINTS.websites, websites, { services }),
  ];
  return { handlers, store };
}
