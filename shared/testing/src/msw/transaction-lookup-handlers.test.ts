import { apiFetch, configureApiClient, resetApiClient } from '@portal/api-client';
import {
  DEFAULT_SERVICE_BASES, DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_PATHS, toLookupSearchParams,
  type ProfileUserType, type SystemMode, type TransactionLookupPage, type TransactionLookupQuery,
} from '@portal/contracts';
import { ACME_TENANT, BLUE_BOTTLE, GLOBEX_TENANT } from '../fixtures/tenants-and-merchants';
import {
  INVALID_LOOKUP_CURSOR, createTransactionLookupHandlers, readTransactionLookupCursor, transactionLookupCursor, websiteIdOf,
} from './transaction-lookup-handlers';
import { createMswServer } from './server';

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

function as(email: string, userType: ProfileUserType, mode: SystemMode = 'Live', countCap?: number) {
  const { handlers, store } = createTransactionLookupHandlers({ userEmail: email, countCap });
  server.use(...handlers);
  configureApiClient({ services: DEFAULT_SERVICE_BASES, getAccessToken: () => 't', getUserType: () => userType, getMode: () => mode });
  return store;
}
const lookUp = (path: string, query: TransactionLookupQuery = {}) =>
  apiFetch<TransactionLookupPage>(`${path}?${toLookupSearchParams(query)}`);

describe('createTransactionLookupHandlers', () => {
  it('answers a tenant its own Live rows, filtered, newest first', async () => {
    as('tenant@demo.test', 'crm');
    const page = await lookUp(TRANSACTION_PATHS.tenantList, { status: ['Captured', 'Declined'], pageSize: 100 });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((r) => r.tenantId === ACME_TENANT.id && r.mode === 'Live' && ['Captured', 'Declined'].includes(r.status))).toBe(true);
    const times = page.data.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page).toMatchObject({ count: page.data.length, countIsCapped: false, nextCursor: null });
  });

  it('answers a merchant only its merchant, and the platform the tenants it picks', async () => {
    as('merchant@demo.test', 'merchant', 'Test');
    const mine = await lookUp(TRANSACTION_PATHS.merchantList, { pageSize: 100 });
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.merchantId === BLUE_BOTTLE.merchantId && r.mode === 'Test')).toBe(true);
    resetApiClient();
    as('platform@demo.test', 'platform');
    const globex = await lookUp(TRANSACTION_PATHS.platformList, { tenantIds: [GLOBEX_TENANT.id], pageSize: 100 });
    expect(globex.data.length).toBeGreaterThan(0);
    expect(globex.data.every((r) => r.tenantId === GLOBEX_TENANT.id)).toBe(true);
    const every = await lookUp(TRANSACTION_PATHS.platformList, { pageSize: 100 });
    expect(new Set(every.data.map((r) => r.tenantId))).toEqual(new Set([ACME_TENANT.id, GLOBEX_TENANT.id]));
  });

  it('keeps the column choice PUT, per lookup', async () => {
    const store = as('tenant@demo.test', 'crm');
    await expect(apiFetch(TRANSACTION_PATHS.tenantColumns)).resolves.toEqual({ lookup: 'tenant', columns: [...DEFAULT_TRANSACTION_COLUMNS.tenant], isDefault: true });
    await apiFetch(TRANSACTION_PATHS.tenantColumns, { method: 'PUT', json: { columns: ['status', 'amount'] } });
    await expect(apiFetch(TRANSACTION_PATHS.tenantColumns)).resolves.toEqual({ lookup: 'tenant', columns: ['status', 'amount'], isDefault: false });
    expect(store.calls.map((c) => c.method)).toEqual(['GET', 'PUT', 'GET']);
    await expect(apiFetch(TRANSACTION_PATHS.merchantColumns)).rejects.toMatchObject({ status: 403 });
  });

  it('answers the websites of the caller\'s scope, each once; Customer narrows', async () => {
    as('tenant@demo.test', 'crm');
    const acme = await apiFetch<Array<{ id: string; name: string }>>(TRANSACTION_PATHS.websites);
    expect(acme.map((w) => w.id)).toEqual([1, 2, 3, 4, 5].map(websiteIdOf));
    const one = await apiFetch<Array<{ id: string; name: string }>>(`${TRANSACTION_PATHS.websites}?Customer=${BLUE_BOTTLE.merchantId}`);
    expect(one).toEqual([expect.objectContaining({ id: websiteIdOf(1), name: `${BLUE_BOTTLE.legalBusinessName} shop`, merchantId: BLUE_BOTTLE.merchantId })]);
    // organizationId (the settings pickers' narrowing) answers the same merchant's websites.
    expect(await apiFetch(`${TRANSACTION_PATHS.websites}?organizationId=${BLUE_BOTTLE.merchantId}`)).toEqual(one);
    // The filter wants merchant ids (uuids), as the server does.
    await expect(apiFetch(`${TRANSACTION_PATHS.websites}?Customer=blue-bottle`, { silent: true })).rejects.toMatchObject({ status: 400 });
  });

  it('pages by keyset cursor in createdAt order as the server does: nextCursor in its format, 400 for a cursor it refuses', async () => {
    as('tenant@demo.test', 'crm');
    const blueBottle = { Customer: [BLUE_BOTTLE.merchantId] };
    const all = await lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, pageSize: 100 });
    const first = await lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, pageSize: 10 });
    expect(first.data).toEqual(all.data.slice(0, 10));
    // The server's cursor: base64url of JSON [createdAt, id] of the page's last row.
    expect(first.nextCursor).toBe(transactionLookupCursor(first.data[9]!));
    expect(readTransactionLookupCursor(first.nextCursor!)).toEqual({ createdAt: first.data[9]!.createdAt, id: first.data[9]!.id });
    // The cursor wins over pageIndex; the last page has no next cursor.
    const second = await lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, pageSize: 10, pageIndex: 5, cursor: first.nextCursor! });
    expect(second.data).toEqual(all.data.slice(10, 20));
    const last = await lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, pageSize: 100, cursor: first.nextCursor! });
    expect(last).toMatchObject({ data: all.data.slice(10), nextCursor: null });
    // Oldest first pages by cursor too; other sorts page by offset only.
    const oldest = await lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, pageSize: 3, sortField: 'createdAt', sortDirection: 'asc' });
    expect(oldest.data).toEqual([...all.data].reverse().slice(0, 3));
    expect(oldest.nextCursor).not.toBeNull();
    const byAmount = await lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, pageSize: 3, sortField: 'amount' });
    expect(byAmount.nextCursor).toBeNull();
    for (const [cursor, sortField] of [['stale', undefined], [transactionLookupCursor(all.data[0]!), 'amount']] as const) {
      await expect(lookUp(TRANSACTION_PATHS.tenantList, { ...blueBottle, cursor, sortField }))
        .rejects.toMatchObject({ status: 400, body: { error: INVALID_LOOKUP_CURSOR } });
    }
  });

  it('caps the count at the countCap option, or at store.countCap set later', async () => {
    const store = as('tenant@demo.test', 'crm', 'Live', 5);
    await expect(lookUp(TRANSACTION_PATHS.tenantList, { pageSize: 2 })).resolves.toMatchObject({ count: 5, countIsCapped: true });
    store.countCap = 10_000;
    const page = await lookUp(TRANSACTION_PATHS.tenantList, { pageSize: 2 });
    expect(page.count).toBeGreaterThan(5);
    expect(page.countIsCapped).toBe(false);
  });

  it('reads a comma-joined list as the server does, and refuses a value outside the declared enum', async () => {
    as('tenant@demo.test', 'crm');
    const page = await apiFetch<TransactionLookupPage>(`${TRANSACTION_PATHS.tenantList}?status=Declined,Refunded&pageSize=100`);
    expect(new Set(page.data.map((r) => r.status))).toEqual(new Set(['Declined', 'Refunded']));
    await expect(apiFetch(`${TRANSACTION_PATHS.tenantList}?status=Captured,Lost`, { silent: true })).rejects.toMatchObject({ status: 400 });
  });
});
