import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants, tenants, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A tenant's customers (ADR 0087; the spec's /crm/organizations): companies the sales team works with, one of
 * which may have become a merchant. The legal name is unique per tenant, case aside.
 */
export const crmOrganizations = pgTable('crm_organizations', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  legalName: text('legal_name').notNull(),
  tradingName: text('trading_name').notNull().default(''),
  countryCode: text('country_code'),
  industry: text('industry'),
  riskLevel: text('risk_level').notNull().default('Low'),
  website: text('website').notNull().default(''),
  ownerId: uuid('owner_id').references(() => users.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('crm_organizations_tenant_legal_name_idx').on(t.tenantId, sql`lower(${t.legalName})`),
  index('crm_organizations_tenant_merchant_idx').on(t.tenantId, t.merchantId),
  // The customer search (a list's Name filter, the searched picker: ADR 0147) matches anywhere in either name, case
  // aside (ILIKE '%text%'): trigram indexes answer it without reading every customer of the tenant (ADR 0151).
  index('crm_organizations_legal_name_trgm_idx').using('gin', t.legalName.op('gin_trgm_ops')),
  index('crm_organizations_trading_name_trgm_idx').using('gin', t.tradingName.op('gin_trgm_ops')),
]);

/** The people at a customer (ADR 0087): e-mail stored lower-case, one primary contact per customer. */
export const crmContacts = pgTable('crm_contacts', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  organizationId: uuid('organization_id').notNull().references(() => crmOrganizations.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  isPrimary: boolean('is_primary').notNull().default(false),
  ownerId: uuid('owner_id').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('crm_contacts_organization_idx').on(t.organizationId),
  index('crm_contacts_tenant_last_name_idx').on(t.tenantId, t.lastName),
  // The contacts' search matches anywhere in the last name, first name or e-mail (ILIKE '%text%'), as the customers'
  // does: trigram indexes answer it without reading every contact of the tenant (ADR 0151 "Session 73").
  index('crm_contacts_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
  index('crm_contacts_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
  index('crm_contacts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  // The database keeps "one primary per customer" even if two saves race.
  uniqueIndex('crm_contacts_one_primary_idx').on(t.organizationId).where(sql`${t.isPrimary}`),
]);
