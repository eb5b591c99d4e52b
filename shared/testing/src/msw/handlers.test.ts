import { apiFetch, configureApiClient, resetApiClient } from '@portal/api-client';
import { API_PATHS, DEFAULT_SERVICE_BASES, type Paged, type ProfileUserType, type UserContextResponse } from '@portal/contracts';
import { GLOBEX_TENANT } from '../fixtures/tenants-and-merchants';
import { createHandlers } from './handlers';
import { createMswServer } from './server';

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

function as(email: string, userType: ProfileUserType | null, services = DEFAULT_SERVICE_BASES) {
  server.use(...createHandlers({ userEmail: email, services }));
  configureApiClient({ services, getAccessToken: () => 't', getUserType: () => userType, getMode: () => 'Test' });
}

describe('createHandlers', () => {
  it.each([null, 'merchant', 'crm', 'platform'] as const)('answers the user context for user type %s', async (type) => {
    as('tenant@demo.test', type);
    const context = await apiFetch<UserContextResponse>(API_PATHS.userContext);
    expect(context.user.email).toBe('tenant@demo.test');
  });

  it('answers at absolute service bases too', async () => {
    const services = { reporting: 'https://api.example.test/rep', unversioned: 'https://api.example.test/core', merchant: 'https://api.example.test/m' };
    as('merchant@demo.test', 'merchant', services);
    const context = await apiFetch<UserContextResponse>(API_PATHS.userContext);
    expect(context.user.merchant?.legalBusinessName).toBe('Blue Bottle Coffee Ltd');
  });

  it('answers the lookups', async () => {
    as('tenant@demo.test', 'crm');
    await expect(apiFetch<Array<{ id: string }>>(API_PATHS.activeCountries)).resolves.toEqual(expect.arrayContaining([{ id: 'GB', name: 'United Kingdom' }]));
    await expect(apiFetch<Array<{ code: string }>>(API_PATHS.activeCurrencies)).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ code: 'EUR' })]));
    await expect(apiFetch(API_PATHS.activePaymentMethods)).resolves.toEqual(expect.arrayContaining([{ id: 'card', name: 'Card' }]));
    await expect(apiFetch(API_PATHS.serviceProviders)).resolves.toEqual(expect.arrayContaining([{ id: 'adyen', name: 'Adyen' }]));
    await expect(apiFetch(API_PATHS.tenantEmail)).resolves.toEqual({ emailSenderAddress: 'no-reply@acme-payments.test' });
    await expect(apiFetch(API_PATHS.tenantsMyDetails)).resolves.toMatchObject({ tenantName: 'Acme Payments' });
  });

  it('keeps tenant staff inside their tenant', async () => {
    as('tenant@demo.test', 'crm');
    const customers = await apiFetch<Array<{ legalBusinessName: string }>>(API_PATHS.activeCustomers);
    expect(customers.map((c) => c.legalBusinessName)).toContain('Blue Bottle Coffee Ltd');
    expect(customers.map((c) => c.legalBusinessName)).not.toContain('Red Kite Outfitters Ltd');
    const tenants = await apiFetch<Paged<{ tenantName: string }>>(API_PATHS.tenants, { query: { pageIndex: 0, pageSize: 100 } });
    expect(tenants).toEqual({ count: 1, data: [expect.objectContaining({ tenantName: 'Acme Payments' })] });
    await expect(apiFetch(API_PATHS.tenantDetails(GLOBEX_TENANT.id), { silent: true })).rejects.toMatchObject({ status: 403 });
  });

  it('pages and searches merchants', async () => {
    as('tenant@demo.test', 'crm');
    const firstPage = await apiFetch<Paged<{ legalBusinessName: string }>>(API_PATHS.merchants, { query: { pageIndex: 0, pageSize: 2 } });
    expect(firstPage.count).toBe(5);
    expect(firstPage.data).toHaveLength(2);
    const found = await apiFetch<Paged<{ legalBusinessName: string }>>(API_PATHS.merchants, { query: { searchKey: 'lantern', pageIndex: 0, pageSize: 10 } });
    expect(found.data.map((m) => m.legalBusinessName)).toEqual(['Paper Lantern Books Ltd']);
  });

  it('refuses the customer list to merchants', async () => {
    as('merchant@demo.test', 'merchant');
    await expect(apiFetch(API_PATHS.activeCustomers, { silent: true })).rejects.toMatchObject({ status: 403 });
    await expect(apiFetch(API_PATHS.merchantActiveCountries)).resolves.toEqual(expect.arrayContaining([{ id: 'TR', name: 'Türkiye' }]));
  });

  it('lists a tenant users page', async () => {
    as('platform@demo.test', 'platform');
    const tenants = await apiFetch<Paged<{ tenantId: string; tenantName: string }>>(API_PATHS.tenantIdsAndNames);
    const acme = tenants.data.find((t) => t.tenantName === 'Acme Payments')!;
    const users = await apiFetch<Paged<{ email: string }>>(API_PATHS.tenantUsers(acme.tenantId), { query: { pageIndex: 0, pageSize: 50 } });
    expect(users.data.map((u) => u.email)).toEqual(['tenant@demo.test', 'tenant-viewer@demo.test']);
  });

  it('lists only the assignable support staff with supportStaff=true, and refuses merchants', async () => {
    const staff = () => apiFetch<Array<{ email: string }>>(API_PATHS.users, { query: { supportStaff: true } }).then((r) => r.map((u) => u.email));
    as('tenant@demo.test', 'crm');
    await expect(staff()).resolves.toEqual(['tenant@demo.test']);
    server.resetHandlers();
    as('platform@demo.test', 'platform');
    await expect(staff()).resolves.toEqual(['platform@demo.test']);
    server.resetHandlers();
    as('merchant@demo.test', 'merchant');
    await expect(staff()).rejects.toThrow('You are not authorized to perform this action');
  });

  it('lists the users of the caller\'s scope as the backend does (a list, not a page)', async () => {
    const users = (query?: { tenantId: string }) => apiFetch<Array<{ email: string }>>(API_PATHS.users, { query }).then((r) => r.map((u) => u.email));
    as('tenant@demo.test', 'crm');
    await expect(users()).resolves.toEqual(['tenant-viewer@demo.test', 'tenant@demo.test']);
    server.resetHandlers();
    as('platform@demo.test', 'platform');
    await expect(users({ tenantId: GLOBEX_TENANT.id })).resolves.not.toContain('tenant@demo.test');
    await expect(users()).resolves.toContain('platform@demo.test');
  });

  it('answers 400 like the server when a request breaks the declaration (tenant id not a uuid)', async () => {
    as('platform@demo.test', 'platform');
    await expect(apiFetch(API_PATHS.tenantDetails('not-a-uuid'), { silent: true })).rejects.toMatchObject({ status: 400 });
  });
});
