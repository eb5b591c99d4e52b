import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CRM_EDIT_PERMISSIONS, CRM_CUSTOMER_MESSAGES, CRM_LEAD_MESSAGES as M, CRM_LEAD_PERMISSIONS, LEAD_ENDPOINTS, LEADS, type CrmIndustry, type LeadSource, type LeadStatusKind } from '@portal/contracts';
import { countries, crmLeads, leadStatuses } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { tenantScope } from '../../http/scope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';
import { checkedWebsite } from './website';
import { ownerOf, tenantOfCall } from './customer-access';
import { checkedAmount } from './money';
import { crmEditAccess } from './edit-access';
import { portalDay } from '../../lib/portal-day';

interface LeadBody {
  companyName: string; firstName?: string; lastName?: string; email?: string; phone?: string; jobTitle?: string; countryCode?: string | null;
  industry?: CrmIndustry | null; website?: string; statusId?: string; source: LeadSource; ownerId?: string | null;
  expectedMonthlyVolume?: string | null; volumeCurrency?: string | null; description?: string;
}
type LeadDbRow = typeof crmLeads.$inferSelect & { statusName: string; statusKind: string; ownerName: string | null };

export const leadAccess = tenantSettingsAccess(CRM_LEAD_PERMISSIONS.leads);
/** Creating, editing, deleting and converting leads (ADR 0093). */
export const leadEditAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.leads);

export const leadColumns = {
  id: crmLeads.id, tenantId: crmLeads.tenantId, companyName: crmLeads.companyName, firstName: crmLeads.firstName, lastName: crmLeads.lastName,
  email: crmLeads.email, phone: crmLeads.phone, jobTitle: crmLeads.jobTitle, countryCode: crmLeads.countryCode, industry: crmLeads.industry,
  website: crmLeads.website, statusId: crmLeads.statusId, source: crmLeads.source, ownerId: crmLeads.ownerId,
  expectedMonthlyVolume: crmLeads.expectedMonthlyVolume, volumeCurrency: crmLeads.volumeCurrency, description: crmLeads.description,
  convertedAt: crmLeads.convertedAt, organizationId: crmLeads.organizationId, contactId: crmLeads.contactId, opportunityId: crmLeads.opportunityId,
  createdAt: crmLeads.createdAt, updatedAt: crmLeads.updatedAt,
  statusName: leadStatuses.name, statusKind: leadStatuses.kind,
  ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.raw('"crm_leads"."owner_id"')})`,
};

/** A stored volume without the trailing zeros numeric(18,4) adds ("250000.0000" → "250000"). */
const volumeOf = (value: string | null) => (value === null ? null : value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

export const toLeadRow = (r: LeadDbRow) => ({
  id: r.id, tenantId: r.tenantId, companyName: r.companyName, firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone,
  jobTitle: r.jobTitle, countryCode: r.countryCode, industry: r.industry as CrmIndustry | null, website: r.website, statusId: r.statusId,
  statusName: r.statusName, statusKind: r.statusKind as LeadStatusKind, source: r.source as LeadSource, ownerId: r.ownerId, ownerName: r.ownerName,
  expectedMonthlyVolume: volumeOf(r.expectedMonthlyVolume), volumeCurrency: r.volumeCurrency, description: r.description,
  convertedAt: r.convertedAt ? r.convertedAt.toISOString() : null, organizationId: r.organizationId, contactId: r.contactId, opportunityId: r.opportunityId,
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/** The status a lead is saved at: the one asked for (the tenant's, active), else on create the tenant's default. */
async function statusOf(call: ResourceCall, tenantId: string, asked: string | undefined, existing: string | undefined): Promise<string> {
  if (!asked && existing) return existing;
  const [status] = await call.db.select({ id: leadStatuses.id, name: leadStatuses.name, isActive: leadStatuses.isActive }).from(leadStatuses)
    .where(and(eq(leadStatuses.tenantId, tenantId), asked ? eq(leadStatuses.id, asked) : eq(leadStatuses.isDefault, true)));
  if (!status) throw badRequest(M.unknownStatus);
  if (!status.isActive && status.id !== existing) throw badRequest(fill(M.inactiveStatus, { name: status.name }));
  return status.id;
}

/** "09/03/2026" for a conversion date (spec part 2: DD/MM/YYYY). */
const portalDate = (at: Date) => portalDay(at.toISOString().slice(0, 10));

/** Refuses a change to a converted lead: its customer, contact and opportunity carry on. */
export function refuseIfConverted(lead: { convertedAt: Date | null }): void {
  if (lead.convertedAt) throw new ApiError(409, fill(M.converted, { date: portalDate(lead.convertedAt) }));
}

/**
 * Leads (ADR 0091): a company name, a status of the tenant's (the default on create), a source, an owner who is a CRM
 * user of the tenant (the creator by default), an expected monthly volume in a known currency's places. A converted
 * lead is read-only (409).
 */
export function leadRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmLeads.tenantId };
  const { db } = deps;
  const joined = () => db.select(leadColumns).from(crmLeads).innerJoin(leadStatuses, eq(leadStatuses.id, crmLeads.statusId));

  const read = async (id: string) => {
    const [row] = await joined().where(eq(crmLeads.id, id));
    if (!row) throw notFound('Lead: not found');
    return toLeadRow(row as LeadDbRow);
  };

  apiRoute(app, deps, LEAD_ENDPOINTS.statuses, {
    access: leadAccess,
    handler: async ({ principal, query }) => {
      const tenantId = tenantScope(principal, query.tenantId);
      if (!tenantId) return [];
      const rows = await db.select({ id: leadStatuses.id, name: leadStatuses.name, kind: leadStatuses.kind, isDefault: leadStatuses.isDefault }).from(leadStatuses)
        .where(and(eq(leadStatuses.tenantId, tenantId), eq(leadStatuses.isActive, true))).orderBy(asc(leadStatuses.sortOrder));
      return rows.map((r) => ({ ...r, kind: r.kind as LeadStatusKind }));
    },
  });

  listRoute(app, deps, LEADS, {
    access: leadAccess, countFrom: crmLeads, owner,
    select: () => joined().$dynamic(),
    columns: {
      id: crmLeads.id, companyName: crmLeads.companyName, lastName: crmLeads.lastName, email: crmLeads.email, createdAt: crmLeads.createdAt,
      updatedAt: crmLeads.updatedAt, source: crmLeads.source, statusKind: leadStatuses.kind,
      ownerId: sql`${crmLeads.ownerId}::text` as unknown as PgColumn,
      converted: sql`(${crmLeads.convertedAt} is not null)` as unknown as PgColumn,
    },
    toRow: (r: LeadDbRow) => toLeadRow(r) as never,
  });

  crudRoutes(app, deps, LEADS, {
    readAccess: leadAccess, access: leadEditAccess, table: crmLeads, owner, columns: { id: crmLeads.id },
    toRow: (r: typeof crmLeads.$inferSelect) => read(r.id) as never,
    toValues: async (body, call, existing: typeof crmLeads.$inferSelect | null) => {
      const b = body as unknown as LeadBody;
      if (existing) refuseIfConverted(existing);
      const tenantId = tenantOfCall(call, existing);
      const companyName = b.companyName.trim();
      if (!companyName) throw badRequest(M.companyRequired);
      const countryCode = b.countryCode ? b.countryCode.toUpperCase() : null;
      if (countryCode) {
        const [known] = await call.db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryCode));
        if (!known) throw badRequest(fill(CRM_CUSTOMER_MESSAGES.unknownCountry, { code: countryCode }));
      }
      const volume = b.expectedMonthlyVolume || null;
      const currency = b.volumeCurrency || null;
      if (!volume !== !currency) throw badRequest(M.volumeNeedsCurrency);
      return {
        companyName, firstName: (b.firstName ?? '').trim(), lastName: (b.lastName ?? '').trim(), email: (b.email ?? '').trim().toLowerCase(),
        phone: (b.phone ?? '').trim(), jobTitle: (b.jobTitle ?? '').trim(), countryCode, industry: b.industry ?? null, website: checkedWebsite(b.website),
        statusId: await statusOf(call, tenantId, b.statusId, existing?.statusId), source: b.source,
        ownerId: await ownerOf(call, tenantId, b.ownerId, existing ? existing.ownerId : undefined),
        expectedMonthlyVolume: volume && currency ? await checkedAmount(call.db, volume, currency) : null, volumeCurrency: volume ? currency : null,
        description: (b.description ?? '').trim(), updatedAt: new Date(),
      };
    },
    inUse: async (id, call) => {
      const [lead] = await call.db.select({ convertedAt: crmLeads.convertedAt }).from(crmLeads).where(eq(crmLeads.id, id));
      if (lead) refuseIfConverted(lead);
      return null;
    },
  });
}
