import { HttpResponse, type HttpHandler } from 'msw';
import {
  CRM_ACTIVITY_ENDPOINTS, LOOKUP_ENDPOINTS, MERCHANT_ENDPOINTS, PERMISSIONS, TENANT_ENDPOINTS, USER_ENDPOINTS,
  type EndpointDeclaration, type ServiceBases, type TenantListItem, type TenantUser,
} from '@portal/contracts';
import { findDemoUser, DEMO_USERS, type DemoUser } from '../demo-users/demo-users';
import { merchantSummary } from '../demo-users/user-context';
import { COUNTRIES, CURRENCIES, PAYMENT_METHODS, SERVICE_PROVIDERS } from '../fixtures/lookups';
import { DEMO_TENANTS, merchantsOfTenant, type DemoTenant } from '../fixtures/tenants-and-merchants';
import { declaredHandlers, type DeclaredRequest } from './declared-handlers';

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

/**
 * GET users as the backend answers it (backend users/repository listUsersInScope), a list: a merchant's
 * colleagues, a tenant's staff, the platform staff (or, with tenantId, that tenant's staff).
 */
function usersInScope(caller: DemoUser, tenantId: string | undefined): Array<TenantUser & { userType: string }> {
  const scopeTenant = caller.tenant?.id ?? tenantId ?? null;
  const inScope = (u: DemoUser) => caller.merchant ? u.merchant?.merchantId === caller.merchant.merchantId
    : scopeTenant ? u.tenant?.id === scopeTenant && !u.merchant : !u.tenant && !u.merchant;
  return DEMO_USERS.filter(inScope).sort((a, b) => a.email.localeCompare(b.email))
    .map((u) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, isActive: true, userType: u.userType }));
}

/**
 * The lookups and users calls of spec part 1 section 7, answered for one demo account. Declared handlers
 * (ADR 0014): requests and answers are checked against the declarations' schemas.
 */
export function lookupHandlers(userEmail: string, services: ServiceBases): HttpHandler[] {
  const user = findDemoUser(userEmail);
  const tenantSide = !user.merchant;
  const get = (endpoint: EndpointDeclaration, resolve: (request: DeclaredRequest) => Response | Promise<Response>) =>
    declaredHandlers(endpoint, resolve, { services });
  const paged = <T>(items: readonly T[], query: DeclaredRequest['query'], defaultSize: number) => {
    const pageIndex = Number(query.pageIndex ?? 0);
    const pageSize = Number(query.pageSize ?? defaultSize);
    return { count: items.length, data: items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
  };
  const customers = (tenantId: string | null) =>
    merchantsOfTenant(tenantId).map((m) => ({ merchantId: m.merchantId, legalBusinessName: m.legalBusinessName }));

  return [
    ...get(LOOKUP_ENDPOINTS.activeCountries, () => HttpResponse.json(COUNTRIES)),
    ...get(LOOKUP_ENDPOINTS.merchantActiveCountries, () => HttpResponse.json(COUNTRIES)),
    ...get(LOOKUP_ENDPOINTS.activeCurrencies, () => HttpResponse.json(CURRENCIES)),
    ...get(LOOKUP_ENDPOINTS.activePaymentMethods, () => HttpResponse.json(PAYMENT_METHODS)),
    ...get(LOOKUP_ENDPOINTS.serviceProviders, () => HttpResponse.json(SERVICE_PROVIDERS)),
    // The tenant's CRM team (owners, assignees, mentions): tenant staff of the caller's tenant (ADR 0092).
    ...get(CRM_ACTIVITY_ENDPOINTS.team, () => (tenantSide
      ? HttpResponse.json(DEMO_USERS.filter((u) => !u.merchant && u.tenant && u.tenant.id === user.tenant?.id)
        .map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email })))
      : forbidden())),
    ...get(MERCHANT_ENDPOINTS.activeCustomers, () => (tenantSide ? HttpResponse.json(customers(user.tenant?.id ?? null)) : forbidden())),
    ...get(USER_ENDPOINTS.users, ({ query }) => {
      const tenantId = query.tenantId as string | undefined;
      if (query.supportStaff === true) return user.merchant ? forbidden() : HttpResponse.json(supportStaff(user));
      return HttpResponse.json(usersInScope(user, tenantId));
    }),
    ...get(MERCHANT_ENDPOINTS.merchants, ({ query }) => {
      if (!tenantSide) return forbidden();
      const search = String(query.searchKey ?? '').toLowerCase();
      const status = query.merchantStatus;
      const rows = merchantsOfTenant(user.tenant?.id ?? null)
        .filter((m) => !search || m.legalBusinessName.toLowerCase().includes(search) || m.merchantId.startsWith(search))
        .filter((m) => !status || m.merchantStatus === status)
        .map(merchantSummary);
      return HttpResponse.json(paged(rows, query, 10));
    }),
    ...get(MERCHANT_ENDPOINTS.tenantMerchants, ({ params }) => {
      const tenantId = params.tenantId ?? '';
      if (!tenantSide || !canSeeTenant(user, tenantId)) return forbidden();
      return HttpResponse.json(customers(tenantId));
    }),
    // Before `details`: these paths would match tenants/:tenantId.
    ...get(TENANT_ENDPOINTS.myDetails, () => (user.tenant ? HttpResponse.json(tenantDetails(user.tenant)) : notFound('Tenant'))),
    ...get(TENANT_ENDPOINTS.idsAndNames, () => {
      const rows: TenantListItem[] = visibleTenants(user).map((t) => ({ tenantId: t.id, tenantName: t.name }));
      return HttpResponse.json({ count: rows.length, data: rows });
    }),
    ...get(TENANT_ENDPOINTS.email, () =>
      user.tenant ? HttpResponse.json({ emailSenderAddress: user.tenant.emailSenderAddress }) : notFound('Tenant'),
    ),
    ...get(TENANT_ENDPOINTS.details, ({ params }) => {
      const tenant = DEMO_TENANTS.find((t) => t.id === params.tenantId);
      if (!tenant) return notFound('Tenant');
      return canSeeTenant(user, tenant.id) ? HttpResponse.json(tenantDetails(tenant)) : forbidden();
    }),
    ...get(TENANT_ENDPOINTS.users, ({ query, params }) => {
      const tenantId = params.tenantId ?? '';
      if (!tenantSide || !canSeeTenant(user, tenantId)) return forbidden();
      return HttpResponse.json(paged(tenantUsers(tenantId), query, 50));
    }),
    ...get(TENANT_ENDPOINTS.tenants, ({ query }) => {
      const rows: TenantListItem[] = visibleTenants(user).map((t) => ({ tenantId: t.id, tenantName: t.name }));
      return HttpResponse.json(paged(rows, query, 100));
    }),
  ];
}
