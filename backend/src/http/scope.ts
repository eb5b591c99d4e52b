import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants, paymentChannels, tenants } from '../db/schema';
import { isUuid } from '../lib/ids';
import { QueryParameters } from '../lib/query-parameters';
import type { Principal } from '../modules/users/repository';
import { badRequest, forbidden, notFound } from './errors';

/**
 * The one scope resolver of the backend (ADR 0015): whose rows a call may read, always from the token's
 * subject, never from what the caller claims. Merchants see their merchant, tenant staff their tenant,
 * platform staff the tenant(s) they pick (spec part 1 section 6).
 */

export const OTHER_TENANT = "You cannot access another tenant's data";
export const PICK_A_TENANT = 'tenantId is required: pick a tenant first';

export const isPlatform = (p: Principal): boolean => p.user.userType === 'platform';

/**
 * A CRM user's data permissions (spec part 2 section 6, ADR 0082): which of the tenant's merchants, payment
 * methods and service providers they may see. A missing list = all of them.
 */
export interface DataLimits {
  merchantIds?: readonly string[];
  paymentMethods?: readonly string[];
  serviceProviderIds?: readonly string[];
}

export type Scope =
  | { kind: 'merchant'; tenantId: string; merchantId: string }
  | { kind: 'tenant'; tenantId: string; limits?: DataLimits }
  /** tenantIds undefined = every tenant. */
  | { kind: 'platform'; tenantIds: string[] | undefined };

export interface ScopeRequest {
  /** One tenant asked for (the tenantId parameter). */
  tenantId?: string;
  /** Platform staff only: several tenants (none = every tenant unless tenantRequired). */
  tenantIds?: string[];
  /** Platform staff must name one tenant (tenant-side calls built for one tenant). */
  tenantRequired?: boolean;
}

/** The caller's own tenant; asking for another one is refused (403), having none is a 400. */
function ownTenant(principal: Principal, requested: string | undefined): string {
  const own = principal.user.tenantId;
  if (!own) throw badRequest('Your account does not belong to a tenant');
  if (requested && requested !== own) throw forbidden(OTHER_TENANT);
  return own;
}

async function existingTenants(db: Db, ids: string[]): Promise<string[]> {
  if (ids.some((id) => !isUuid(id))) throw badRequest('tenantId is not a tenant id');
  const unique = [...new Set(ids)];
  const found = await db.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, unique));
  if (found.length !== unique.length) throw notFound('Tenant not found');
  return unique;
}

/**
 * The caller's scope from the token alone: what `resolveScope` answers, without its database check that
 * tenants a platform user names exist. Lists that need no such check (and row checks) use it directly.
 */
export function scopeOf(principal: Principal, want: ScopeRequest = {}): Scope {
  const { user } = principal;
  if (user.userType === 'merchant') {
    const tenantId = ownTenant(principal, want.tenantId);
    if (!user.merchantId) throw badRequest('Your account does not belong to a merchant');
    return { kind: 'merchant', tenantId, merchantId: user.merchantId };
  }
  if (!isPlatform(principal)) {
    if (want.tenantIds?.some((id) => id !== user.tenantId)) throw forbidden(OTHER_TENANT);
    const limits = dataLimitsOf(user);
    return { kind: 'tenant', tenantId: ownTenant(principal, want.tenantId), ...(limits ? { limits } : {}) };
  }
  if (want.tenantRequired) {
    if (!want.tenantId) throw badRequest(PICK_A_TENANT);
    return { kind: 'tenant', tenantId: want.tenantId };
  }
  const asked = [...(want.tenantId ? [want.tenantId] : []), ...(want.tenantIds ?? [])];
  return { kind: 'platform', tenantIds: asked.length ? [...new Set(asked)] : undefined };
}

/** A CRM user's data permissions as the scope carries them (undefined = unlimited). */
function dataLimitsOf(user: Principal['user']): DataLimits | undefined {
  const limits: DataLimits = {
    ...(user.merchantPermissions ? { merchantIds: user.merchantPermissions } : {}),
    ...(user.paymentMethodPermissions ? { paymentMethods: user.paymentMethodPermissions } : {}),
    ...(user.serviceProviderPermissions ? { serviceProviderIds: user.serviceProviderPermissions } : {}),
  };
  return Object.keys(limits).length ? limits : undefined;
}

/** The scope of a call (see `scopeOf`); tenants a platform user names must exist (400 not an id, 404 unknown). */
export async function resolveScope(db: Db, principal: Principal, want: ScopeRequest = {}): Promise<Scope> {
  const scope = scopeOf(principal, want);
  if (!isPlatform(principal)) return scope;
  if (scope.kind === 'tenant') await existingTenants(db, [scope.tenantId]);
  if (scope.kind === 'platform' && scope.tenantIds) await existingTenants(db, scope.tenantIds);
  return scope;
}

/** The tenants a scope reads: its one tenant, or a platform user's pick (undefined = every tenant). */
export function scopeTenantIds(scope: Scope): string[] | undefined {
  return scope.kind === 'platform' ? scope.tenantIds : [scope.tenantId];
}

/** Whether rows of this tenant lie in the scope (a merchant scope also needs `inScope`'s merchant check). */
export function inScopeTenant(scope: Scope, tenantId: string | null | undefined): boolean {
  const ids = scopeTenantIds(scope);
  return ids === undefined || (!!tenantId && ids.includes(tenantId));
}

/** Whether one row (its tenant and merchant) lies in the scope. */
export function inScope(scope: Scope, row: { tenantId: string | null | undefined; merchantId: string | null | undefined; paymentMethod?: string | null }): boolean {
  if (!inScopeTenant(scope, row.tenantId)) return false;
  if (scope.kind === 'merchant') return row.merchantId === scope.merchantId;
  const limits = scope.kind === 'tenant' ? scope.limits : undefined;
  if (limits?.merchantIds && !(row.merchantId && limits.merchantIds.includes(row.merchantId))) return false;
  return !(limits?.paymentMethods && row.paymentMethod !== undefined && !(row.paymentMethod && limits.paymentMethods.includes(row.paymentMethod)));
}

/**
 * The columns a scope reads on a table: its owner columns, and for tables of transactions (transactions and
 * their day totals) the payment method and channel that a CRM user's payment-method and provider permissions
 * narrow. Passing the table itself passes whichever it has.
 */
export interface ScopeColumns {
  tenantId: AnyColumn;
  merchantId: AnyColumn;
  paymentMethod?: AnyColumn;
  paymentChannelId?: AnyColumn;
}

/**
 * The scope as a where condition on a table's tenant and merchant columns (undefined = every row). A
 * merchant's rows are found by the merchant alone (a merchant belongs to one tenant), so the merchant's
 * index serves the condition. With prepared parameters (a list prepared once per shape, ADR 0015 session 11)
 * the ids are placeholders `scopeMerchantId`, `scopeTenantId` or `scopeTenantIds`, so each scope kind has its
 * own shape.
 */
export function scopeWhere(scope: Scope, columns: ScopeColumns, params?: QueryParameters): SQL | undefined {
  const p = params ?? INLINE;
  if (scope.kind === 'merchant') return eq(columns.merchantId, p.value('scopeMerchantId', scope.merchantId));
  if (scope.kind === 'tenant') {
    const tenant = eq(columns.tenantId, p.value('scopeTenantId', scope.tenantId));
    return scope.limits ? and(tenant, ...limitConditions(scope.limits, columns, p)) : tenant;
  }
  return scope.tenantIds ? p.anyOf(columns.tenantId, 'scopeTenantIds', scope.tenantIds) : undefined;
}

/** A CRM user's data permissions as conditions on the table's columns (an empty list sees nothing). */
function limitConditions(limits: DataLimits, columns: ScopeColumns, p: QueryParameters): SQL[] {
  const within = (column: AnyColumn, name: string, values: readonly string[]) => (values.length ? p.anyOf(column, name, values) : sql`false`);
  const parts: SQL[] = [];
  if (limits.merchantIds) parts.push(within(columns.merchantId, 'scopeMerchantIds', limits.merchantIds));
  if (limits.paymentMethods && columns.paymentMethod) parts.push(within(columns.paymentMethod, 'scopePaymentMethods', limits.paymentMethods));
  if (limits.serviceProviderIds && columns.paymentChannelId) {
    // A transaction's provider is its channel's (no channel: no provider the user may see).
    const channels = limits.serviceProviderIds.length
      ? sql`(SELECT ${paymentChannels.id} FROM ${paymentChannels} WHERE ${p.anyOf(paymentChannels.serviceProviderId, 'scopeServiceProviders', limits.serviceProviderIds)})`
      : undefined;
    parts.push(channels ? sql`${columns.paymentChannelId} IN ${channels}` : sql`false`);
  }
  return parts;
}

/** Inline values record nothing: one instance serves every call that brings no parameters of its own. */
const INLINE = QueryParameters.inline();

/** Platform staff reach every tenant; everybody else only their own (the resolver's 403 otherwise). */
export function assertTenantAccess(principal: Principal, tenantId: string): void {
  scopeOf(principal, { tenantId });
}

/**
 * The tenant a list is limited to, for lists that need no database check: the caller's own, or for
 * platform staff the optional tenantId parameter (undefined = every tenant). The resolver's answer, narrowed.
 */
export function tenantScope(principal: Principal, requested?: string): string | undefined {
  const scope = scopeOf(principal, { tenantId: requested || undefined });
  return scope.kind === 'platform' ? scope.tenantIds?.[0] : scope.tenantId;
}

/** The merchants a CRM user's merchant permissions limit them to (undefined = every merchant of their scope). */
export const merchantLimitOf = (principal: Principal): readonly string[] | undefined =>
  principal.user.userType === 'crm' ? principal.user.merchantPermissions ?? undefined : undefined;

/** The merchant asked for, if it is in scope (404 otherwise: another tenant's merchant is not there for the caller). */
export async function merchantInScope(db: Db, scope: Scope, organizationId: string | undefined): Promise<string | undefined> {
  if (!organizationId) return undefined;
  if (!isUuid(organizationId)) throw badRequest('organizationId is not a merchant id');
  const [row] = await db.select({ tenantId: merchants.tenantId, merchantId: merchants.id }).from(merchants).where(eq(merchants.id, organizationId));
  if (!row || !inScope(scope, row)) throw notFound('Merchant not found');
  return row.merchantId;
}
