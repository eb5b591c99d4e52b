import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { crmOrganizations } from './crm.schema';
import { crmPriceBooks } from './crm-pricing.schema';
import { merchants, tenants, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A boarding fee (section 3): an amount with 2 decimals. */
const fee = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/** What a proposal and an agreement share (ADR 0094): owner, customer, version, status, fees copied, the answer. */
const offerColumns = () => ({
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  organizationId: uuid('organization_id').notNull().references(() => crmOrganizations.id),
  priceBookId: uuid('price_book_id').notNull().references(() => crmPriceBooks.id),
  version: integer('version').notNull().default(1),
  status: text('status').notNull(),
  body: text('body').notNull(),
  boardingFee: fee('boarding_fee'),
  accountConfigurationFee: fee('account_configuration_fee'),
  bankAccountSetupFee: fee('bank_account_setup_fee'),
  monthlyMinimumFee: fee('monthly_minimum_fee'),
  gatewayMonthlyAccess: fee('gateway_monthly_access'),
  /** The products and fees copied from the book (the spec's entries: product, items by fee type). */
  entries: jsonb('entries').notNull(),
  rejectReason: text('reject_reason'),
  createdBy: uuid('created_by').references(() => users.id),
  respondedBy: uuid('responded_by').references(() => users.id),
  respondedByName: text('responded_by_name'),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  respondedIp: text('responded_ip'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const crmProposals = pgTable('crm_proposals', offerColumns(), (t) => [
  index('crm_proposals_tenant_merchant_idx').on(t.tenantId, t.merchantId, t.updatedAt),
  index('crm_proposals_organization_idx').on(t.organizationId),
]);

/** An agreement made from an accepted proposal; its acceptance stores the PDF accepted and its SHA-256. */
export const crmAgreements = pgTable('crm_agreements', {
  ...offerColumns(),
  proposalId: uuid('proposal_id').notNull().references(() => crmProposals.id),
  document: text('document'),
  documentSha256: text('document_sha256'),
}, (t) => [
  index('crm_agreements_tenant_merchant_idx').on(t.tenantId, t.merchantId, t.updatedAt),
  index('crm_agreements_organization_idx').on(t.organizationId),
  uniqueIndex('crm_agreements_proposal_idx').on(t.proposalId),
  uniqueIndex('crm_agreements_sha256_idx').on(t.documentSha256).where(sql`${t.documentSha256} is not null`),
]);

/** An offer's history (ADR 0094): versions made and sent, views by the merchant, answers with who, when and from where. */
export const crmOfferEvents = pgTable('crm_offer_events', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  organizationId: uuid('organization_id').notNull().references(() => crmOrganizations.id),
  offerType: text('offer_type').$type<'proposal' | 'agreement'>().notNull(),
  offerId: uuid('offer_id').notNull(),
  version: integer('version').notNull(),
  action: text('action').$type<'Created' | 'Changed' | 'Sent' | 'Viewed' | 'Accepted' | 'Rejected'>().notNull(),
  userId: uuid('user_id').references(() => users.id),
  userName: text('user_name'),
  ip: text('ip'),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('crm_offer_events_offer_idx').on(t.offerId, t.at),
  index('crm_offer_events_organization_idx').on(t.organizationId, t.at),
]);

/** A tenant's proposal and agreement templates and signatures (ADR 0094): one list per kind, one default in each. */
export const crmOfferTexts = pgTable('crm_offer_texts', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  body: text('body').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('crm_offer_texts_name_idx').on(t.tenantId, t.kind, sql`lower(${t.name})`),
  uniqueIndex('crm_offer_texts_default_idx').on(t.tenantId, t.kind).where(sql`${t.isDefault}`),
]);
