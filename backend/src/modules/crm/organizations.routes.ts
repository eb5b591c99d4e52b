import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CRM_CUSTOMER_MESSAGES as M, CRM_CUSTOMER_PERMISSIONS, CRM_EDIT_PERMISSIONS, ORGANIZATIONS, type CrmIndustry, type CrmRiskLevel } from '@portal/contracts';
import { countries, crmContacts, crmOrganizations } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';
import { crmEditAccess } from './edit-access';
import { checkedWebsite } from './website';
import { checkedMerchant, merchantLimitWhere, ownerOf, tenantOfCall, withinMerchantLimit } from './customer-access';

interface OrganizationBody {
  legalName: string; tradingName?: string; countryCode?: string | null; industry?: CrmIndustry | null; riskLevel: CrmRiskLevel;
  website?: string; ownerId?: string | null; merchantId?: string | null;
}
type OrganizationDbRow = typeof crmOrganizations.$inferSelect & { ownerName: string | null; merchantName: string | null; contacts: number };

const access = tenantSettingsAccess(CRM_CUSTOMER_PERMISSIONS.organizations);
const editAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.organizations);

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would be ambiguous in a subquery.
const ORG = (column: string) => sql.raw(`"crm_organizations"."${column}"`);
const organizationColumns = {
  id: crmOrganizations.id, tenantId: crmOrganizations.tenantId, legalName: crmOrganizations.legalName, tradingName: crmOrganizations.tradingName,
  countryCode: crmOrganizations.countryCode, industry: crmOrganizations.industry, riskLevel: crmOrganizations.riskLevel, website: crmOrganizations.website,
  ownerId: crmOrganizations.ownerId, merchantId: crmOrganizations.merchantId, createdAt: crmOrganizations.createdAt, updatedAt: crmOrganizations.updatedAt,
  ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${ORG('owner_id')})`,
  merchantName: sql<string | null>`(select m.legal_business_name from merchants m where m.id = ${ORG('merchant_id')})`,
  contacts: sql<number>`(select count(*)::int from crm_contacts c where c.organization_id = ${ORG('id')})`,
};

const toRow = (r: OrganizationDbRow) => ({
  id: r.id, tenantId: r.tenantId, legalName: r.legalName, tradingName: r.tradingName, countryCode: r.countryCode,
  industry: r.industry as CrmIndustry | null, riskLevel: r.riskLevel as CrmRiskLevel, website: r.website, ownerId: r.ownerId, ownerName: r.ownerName,
  merchantId: r.merchantId, merchantName: r.merchantName, contacts: Number(r.contacts),
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/**
 * Customers (ADR 0087): the legal name unique per tenant (case aside), an http(s) website, a known country, an owner
 * who is a CRM user of the tenant (the creator by default), the merchant it became (the tenant's, within the caller's
 * merchant limits). A customer with contacts is not deleted (409).
 */
export function organizationRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmOrganizations.tenantId };
  const { db } = deps;

  /** The row as the list shows it; a customer linked to a merchant beyond the caller's limits is not there for them. */
  const read = async (id: string, call: ResourceCall) => {
    const [row] = await db.select(organizationColumns).from(crmOrganizations).where(eq(crmOrganizations.id, id));
    if (!row || !withinMerchantLimit(call, row.merchantId)) throw notFound('Customer: not found');
    return toRow(row as OrganizationDbRow);
  };

  listRoute(app, deps, ORGANIZATIONS, {
    access, countFrom: crmOrganizations, owner,
    select: (d) => d.select(organizationColumns).from(crmOrganizations).$dynamic(),
    columns: {
      id: crmOrganizations.id, legalName: crmOrganizations.legalName, tradingName: crmOrganizations.tradingName, riskLevel: crmOrganizations.riskLevel,
      industry: crmOrganizations.industry, createdAt: crmOrganizations.createdAt, updatedAt: crmOrganizations.updatedAt,
      // The flag reads "linked to a merchant" (the filter compares it with true or false).
      isMerchant: sql`(${crmOrganizations.merchantId} is not null)` as unknown as PgColumn,
    },
    where: (call) => merchantLimitWhere(call, crmOrganizations.merchantId),
    toRow: (r: OrganizationDbRow) => toRow(r) as never,
  });

  crudRoutes(app, deps, ORGANIZATIONS, {
    readAccess: access, access: editAccess, table: crmOrganizations, owner, columns: { id: crmOrganizations.id },
    conflict: 'A customer with this legal name exists already: choose another legal name',
    // The answer carries the owner's and merchant's names (a promise: the handler awaits it).
    toRow: (r: typeof crmOrganizations.$inferSelect, call) => read(r.id, call) as never,
    toValues: async (body, call, existing: typeof crmOrganizations.$inferSelect | null) => {
      const b = body as unknown as OrganizationBody;
      if (existing && !withinMerchantLimit(call, existing.merchantId)) throw notFound('Customer: not found');
      const tenantId = tenantOfCall(call, existing);
      const legalName = b.legalName.trim();
      if (!legalName) throw badRequest(M.legalNameRequired);
      const [taken] = await call.db.select({ id: crmOrganizations.id }).from(crmOrganizations)
        .where(and(eq(crmOrganizations.tenantId, tenantId), sql`lower(${crmOrganizations.legalName}) = lower(${legalName})`, existing ? ne(crmOrganizations.id, existing.id) : undefined));
      if (taken) throw badRequest(fill(M.legalNameTaken, { name: legalName }));
      const countryCode = b.countryCode ? b.countryCode.toUpperCase() : null;
      if (countryCode) {
        const [known] = await call.db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryCode));
        if (!known) throw badRequest(fill(M.unknownCountry, { code: countryCode }));
      }
      return {
        legalName, tradingName: (b.tradingName ?? '').trim(), countryCode, industry: b.industry ?? null, riskLevel: b.riskLevel,
        website: checkedWebsite(b.website),
        ownerId: await ownerOf(call, tenantId, b.ownerId, existing ? existing.ownerId : undefined),
        merchantId: await checkedMerchant(call, tenantId, b.merchantId, existing?.id ?? null),
        updatedAt: new Date(),
      };
    },
    inUse: async (id, call) => {
      const [row] = await call.db.select({ merchantId: crmOrganizations.merchantId }).from(crmOrganizations).where(eq(crmOrganizations.id, id));
      if (row && !withinMerchantLimit(call, row.merchantId)) throw notFound('Customer: not found');
      const [contacts] = await call.db.select({ n: count() }).from(crmContacts).where(eq(crmContacts.organizationId, id));
      return contacts && contacts.n > 0 ? fill(M.organizationHasContacts, { count: contacts.n }) : null;
    },
  });
}
