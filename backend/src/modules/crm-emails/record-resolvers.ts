import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { CrmEmailPlaceholder, CrmRecordType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmContacts, crmDeals, crmLeads, crmOrganizations } from '../../db/schema';

/** What a record gives an e-mail: its name, the person it goes to (null: nobody with an address), placeholder values. */
export interface CrmEmailRecord {
  recordName: string;
  recipient: { address: string; name: string } | null;
  values: Partial<Record<CrmEmailPlaceholder, string>>;
}

export interface CrmEmailRecordQuery {
  db: Db;
  tenantId: string;
  id: string;
  /** The caller's merchant limits (ADR 0082): a record linked to another merchant is unknown to them. */
  withinMerchantLimit: (merchantId: string | null) => boolean;
}

/** Reads a record of one type for an e-mail; null when the tenant has no such record (or the caller may not see it). */
export type CrmEmailRecordResolver = (query: CrmEmailRecordQuery) => Promise<CrmEmailRecord | null>;

const resolvers = new Map<CrmRecordType, CrmEmailRecordResolver>();

/**
 * Adds (or replaces) the resolver of a record type (ADR 0090). Leads, opportunities and projects register theirs
 * where their module starts: `registerCrmEmailRecordResolver('lead', async ({ db, tenantId, id }) => ...)`.
 */
export function registerCrmEmailRecordResolver(type: CrmRecordType, resolver: CrmEmailRecordResolver): void {
  resolvers.set(type, resolver);
}

export const crmEmailRecordResolver = (type: CrmRecordType): CrmEmailRecordResolver | undefined => resolvers.get(type);

/** A contact's placeholders with its organization's. */
const contactValues = (c: { firstName: string; lastName: string; email: string }, o: { legalName: string; tradingName: string }) => ({
  'contact.firstName': c.firstName, 'contact.lastName': c.lastName, 'contact.fullName': `${c.firstName} ${c.lastName}`, 'contact.email': c.email,
  'organization.legalName': o.legalName, 'organization.tradingName': o.tradingName || o.legalName,
});

/** A customer: to its primary contact (else the first contact with an address). */
registerCrmEmailRecordResolver('organization', async ({ db, tenantId, id, withinMerchantLimit }) => {
  const [org] = await db.select().from(crmOrganizations).where(and(eq(crmOrganizations.id, id), eq(crmOrganizations.tenantId, tenantId)));
  if (!org || !withinMerchantLimit(org.merchantId)) return null;
  const [contact] = await db.select().from(crmContacts).where(and(eq(crmContacts.organizationId, org.id), ne(crmContacts.email, '')))
    .orderBy(desc(crmContacts.isPrimary), asc(crmContacts.lastName), asc(crmContacts.firstName)).limit(1);
  return {
    recordName: org.legalName,
    recipient: contact ? { address: contact.email, name: `${contact.firstName} ${contact.lastName}` } : null,
    values: contact ? contactValues(contact, org) : { 'organization.legalName': org.legalName, 'organization.tradingName': org.tradingName || org.legalName },
  };
});

/** A contact: to itself. */
registerCrmEmailRecordResolver('contact', async ({ db, tenantId, id, withinMerchantLimit }) => {
  const [row] = await db.select({ contact: crmContacts, org: crmOrganizations }).from(crmContacts)
    .innerJoin(crmOrganizations, eq(crmOrganizations.id, crmContacts.organizationId))
    .where(and(eq(crmContacts.id, id), eq(crmContacts.tenantId, tenantId)));
  if (!row || !withinMerchantLimit(row.org.merchantId)) return null;
  const { contact, org } = row;
  return {
    recordName: `${contact.firstName} ${contact.lastName}`,
    recipient: contact.email ? { address: contact.email, name: `${contact.firstName} ${contact.lastName}` } : null,
    values: contactValues(contact, org),
  };
});

/** A lead: to its person (the company's name stands for the organization's: it is not a customer yet; ADR 0091). */
registerCrmEmailRecordResolver('lead', async ({ db, tenantId, id }) => {
  const [lead] = await db.select().from(crmLeads).where(and(eq(crmLeads.id, id), eq(crmLeads.tenantId, tenantId)));
  if (!lead) return null;
  const fullName = `${lead.firstName} ${lead.lastName}`.trim();
  return {
    recordName: lead.companyName,
    recipient: lead.email ? { address: lead.email, name: fullName || lead.companyName } : null,
    values: {
      ...(lead.firstName ? { 'contact.firstName': lead.firstName } : {}), ...(lead.lastName ? { 'contact.lastName': lead.lastName } : {}),
      ...(fullName ? { 'contact.fullName': fullName } : {}), ...(lead.email ? { 'contact.email': lead.email } : {}),
      'organization.legalName': lead.companyName, 'organization.tradingName': lead.companyName,
    },
  };
});

/** An opportunity or a project: to its contact, else its customer's primary contact; its name fills `opportunity.name`. */
for (const kind of ['opportunity', 'project'] as const) {
  registerCrmEmailRecordResolver(kind, async (query) => {
    const [deal] = await query.db.select().from(crmDeals).where(and(eq(crmDeals.id, query.id), eq(crmDeals.tenantId, query.tenantId), eq(crmDeals.kind, kind)));
    if (!deal) return null;
    const through = deal.contactId ? crmEmailRecordResolver('contact')! : crmEmailRecordResolver('organization')!;
    const customer = await through({ ...query, id: deal.contactId ?? deal.organizationId });
    if (!customer) return null;
    return { recordName: deal.name, recipient: customer.recipient, values: { ...customer.values, 'opportunity.name': deal.name } };
  });
}
