import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS, PERMISSIONS, type ServiceBases, type TenantListItem, type TenantUser } from '@portal/contracts';
import { findDemoUser, DEMO_USERS, type DemoUser } from '../demo-users/demo-users';
import { merchantSummary } from '../demo-users/user-context';
import { COUNTRIES, CURRENCIES, PAYMENT_METHODS, SERVICE_PROVIDERS } from '../fixtures/lookups';
import { DEMO_TENANTS, merchantsOfTenant, type DemoTenant } from '../fixtures/tenants-and-merchants';
import { page } from './paging';
import { everyUrlFor } from './urls';

type Resolver = (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Response | Promise<Response>;

const forbidden = () => HttpResponse.json({ error: 'You are not authorized to perform this action' }, { status: 403 });
const notFound = (what: string) => HttpResponse.json({ error: `${what} not found` }, { status: 404 });

function tenantDetails(tenant: DemoTenant) {
  return {
    tenantId: tenant.id,
    tenantName: tenant.name,
    tenantSupportEmail: tenant.supportEmail,
    emailSenderAddress: tenant.emailSenderAddress,
    themeSettings: tenant.themeSettings,
  };
}

function tenantUsers(tenantId: string): TenantUser[] {
  return DEMO_USERS.filter((u) => u.tenant?.id === tenantId && !u.merchant).map((u) => ({
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, isActive: true,
  }));
}

/**
 * GET users?supportStaff=true as the backend answers it: who a ticket may be assigned to in the caller's scope
 * (tenant staff holding CRM.Support.Lookup, or platform staff holding Platform.Support.Lookup).
 */
function supportStaff(caller: DemoUser): TenantUser[] {
  const permission = caller.tenant ? PERMISSIONS.crmSupportLookup : PERMISSIONS.platformSupportLookup;
  return DEMO_USERS.filter((u) => !u.merchant && (u.tenant?.id ?? null) === (caller.tenant?.id ?? null) && u.permissions.includes(permission))
    .map((u) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, isActive: true }));
}

/** Platform staff see every tenant; tenant staff and merchants only their own. */
function visibleTenants(user: DemoUser): DemoTenant[] {
  return user.tenant ? [user.tenant] : [...DEMO_TENANTS];
}

function canSeeTenant(user: DemoUser, tenantId: string): boolean {
  return visibleTenants(user).some((t) => t.id === tenantId);
}

const param = (value: string | readonly string[] | undefined) => (Array.isArray(value) ? value[0] : (value as string | undefined)) ?? '';

/** The lookups and users calls of spec part 1 section 7, answered for one demo account. */
export function lookupHandlers(userEmail: string, services: ServiceBases): HttpHandler[] {
  const user = findDemoUser(userEmail);
  const tenantSide = !user.merchant;
  const get = (path: string, resolver: Resolver) => everyUrlFor(path, services).map((url) => http.get(url, resolver));

  return [
    ...get(API_PATHS.activeCountries, () => HttpResponse.json(COUNTRIES)),
    ...get(API_PATHS.merchantActiveCountries, () => HttpResponse.json(COUNTRIES)),
    ...get(API_PATHS.activeCurrencies, () => HttpResponse.json(CURRENCIES)),
    ...get(API_PATHS.activePaymentMethods, () => HttpResponse.json(PAYMENT_METHODS)),
    ...get(API_PATHS.serviceProviders, () => HttpResponse.json(SERVICE_PROVIDERS)),
    ...get(API_PATHS.activeCustomers, () => {
      if (!tenantSide) return forbidden();
      return HttpResponse.json(merchantsOfTenant(user.tenant?.id ?? null).map((m) => ({ merchantId: m.merchantId, legalBusinessName: m.legalBusinessName })));
    }),
    ...get(API_PATHS.users, ({ request }) => {
      if (new URL(request.url).searchParams.get('supportStaff') === 'true') return user.merchant ? forbidden() : HttpResponse.json(supportStaff(user));
      const users = user.tenant ? tenantUsers(user.tenant.id) : DEMO_TENANTS.flatMap((t) => tenantUsers(t.id));
      return HttpResponse.json(page(users, new URL(request.url), 50));
    }),
    ...get(API_PATHS.merchants, ({ request }) => {
      if (!tenantSide) return forbidden();
      const url = new URL(request.url);
      const search = url.searchParams.get('searchKey')?.toLowerCase() ?? '';
      const status = url.searchParams.get('merchantStatus');
      const rows = merchantsOfTenant(user.tenant?.id ?? null)
        .filter((m) => !search || m.legalBusinessName.toLowerCase().includes(search) || m.merchantId.startsWith(search))
        .filter((m) => !status || m.merchantStatus === status)
        .map(merchantSummary);
      return HttpResponse.json(page(rows, url, 10));
    }),
    ...get(API_PATHS.tenantMerchants(':tenantId'), ({ params }) => {
      const tenantId = param(params.tenantId);
      if (!tenantSide || !canSeeTenant(user, tenantId)) return forbidden();
      return HttpResponse.json(merchantsOfTenant(tenantId).map((m) => ({ merchantId: m.merchantId, legalBusinessName: m.legalBusinessName })));
    }),
    ...get(API_PATHS.tenantsMyDetails, () => (user.tenant ? HttpResponse.json(tenantDetails(user.tenant)) : notFound('Tenant'))),
    ...get(API_PATHS.tenantIdsAndNames, () => {
      const rows: TenantListItem[] = visibleTenants(user).map((t) => ({ tenantId: t.id, tenantName: t.name }));
      return HttpResponse.json({ count: rows.length, data: rows });
    }),
    ...get(API_PATHS.tenantEmail, () =>
      user.tenant ? HttpResponse.json({ emailSenderAddress: user.tenant.emailSenderAddress }) : notFound('Tenant'),
    ),
    ...get(API_PATHS.tenantDetails(':tenantId'), ({ params }) => {
      const tenant = DEMO_TENANTS.find((t) => t.id === param(params.tenantId));
      if (!tenant) return notFound('Tenant');
      return canSeeTenant(user, tenant.id) ? HttpResponse.json(tenantDetails(tenant)) : forbidden();
    }),
    ...get(API_PATHS.tenantUsers(':tenantId'), ({ request, params }) => {
      const tenantId = param(params.tenantId);
      if (!tenantSide || !canSeeTenant(user, tenantId)) return forbidden();
      return HttpResponse.json(page(tenantUsers(tenantId), new URL(request.url), 50));
    }),
    ...get(API_PATHS.tenants, ({ request }) => {
      const rows: TenantListItem[] = visibleTenants(user).map((t) => ({ tenantId: t.id, tenantName: t.name }));
      return HttpResponse.json(page(rows, new URL(request.url), 100));
    }),
  ];
}
