import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CRM_CUSTOMER_MESSAGES as M } from '@portal/contracts';
import { crmOrganizations, merchants, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { merchantLimitOf } from '../../http/scope';
import type { ResourceCall } from '../../http/resource-routes';
import { fill } from '../settings/tenant-settings-access';

/** The tenant a write goes to: the row's own, or the caller's scope on create. */
export const tenantOfCall = (call: ResourceCall, existing: { tenantId: string } | null): string =>
  existing?.tenantId ?? (call.scope.kind === 'tenant' || call.scope.kind === 'merchant' ? call.scope.tenantId : '');

/**
 * Per-user merchant limits (ADR 0082): a CRM user limited to some merchants does not see customers linked to other
 * merchants (customers not yet merchants stay visible: they are the sales team's prospects).
 */
export function merchantLimitWhere(call: ResourceCall, merchantId: PgColumn): SQL | undefined {
  const limit = merchantLimitOf(call.principal);
  if (!limit) return undefined;
  return limit.length ? or(isNull(merchantId), inArray(merchantId, [...limit])) : isNull(merchantId);
}

export const withinMerchantLimit = (call: ResourceCall, merchantId: string | null): boolean => {
  const limit = merchantLimitOf(call.principal);
  return !limit || !merchantId || limit.includes(merchantId);
};

/** The owner a write stores: the one asked for (a CRM user of the tenant), else on create the creator when a CRM user. */
export async function ownerOf(call: ResourceCall, tenantId: string, asked: string | null | undefined, existing: string | null | undefined): Promise<string | null> {
  if (asked === undefined) return existing !== undefined ? existing : call.principal.user.userType === 'crm' ? call.principal.user.id : null;
  if (asked === null) return null;
  const [user] = await call.db.select({ id: users.id }).from(users).where(and(eq(users.id, asked), eq(users.tenantId, tenantId), eq(users.userType, 'crm')));
  if (!user) throw badRequest(M.unknownOwner);
  return user.id;
}

/** A merchant the customer became: the tenant's, within the caller's limits, linked to no other customer. */
export async function checkedMerchant(call: ResourceCall, tenantId: string, merchantId: string | null | undefined, organizationId: string | null): Promise<string | null> {
  if (!merchantId) return null;
  const [merchant] = await call.db.select({ id: merchants.id }).from(merchants).where(and(eq(merchants.id, merchantId), eq(merchants.tenantId, tenantId)));
  if (!merchant || !withinMerchantLimit(call, merchantId)) throw badRequest(M.unknownMerchant);
  const [other] = await call.db.select({ id: crmOrganizations.id, legalName: crmOrganizations.legalName }).from(crmOrganizations)
    .where(and(eq(crmOrganizations.merchantId, merchantId), organizationId ? sql`${crmOrganizations.id} <> ${organizationId}` : undefined));
  if (other) throw badRequest(fill(M.merchantTaken, { name: other.legalName }));
  return merchantId;
}

/** A customer the caller reaches (same tenant, within their merchant limits); a 400 otherwise (a body's unknown id). */
export async function reachableOrganization(call: ResourceCall, organizationId: string, tenantId: string): Promise<{ id: string; merchantId: string | null }> {
  const [row] = await call.db.select({ id: crmOrganizations.id, merchantId: crmOrganizations.merchantId }).from(crmOrganizations)
    .where(and(eq(crmOrganizations.id, organizationId), eq(crmOrganizations.tenantId, tenantId)));
  if (!row || !withinMerchantLimit(call, row.merchantId)) throw badRequest(M.unknownOrganization);
  return row;
}
