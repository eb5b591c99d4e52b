import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { crmContacts, crmOrganizations } from './crm.schema';
import { activitySets } from './crm-settings.schema';
import { pipelines, pipelineStages } from './dashboards.schema';
import { tenants, users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * The CRM's opportunities and projects (ADR 0088): one table, `kind` tells them apart (same pipeline mechanics; an
 * opportunity has an amount). A record sits at a stage of a pipeline of its kind; closing keeps the stage it left
 * from and sets `closed_state` (spec part 2 section 3's pipeline element states). `probability` is the stage's when
 * the record moved there (100 won, 0 lost), so the weighted totals are one sum over the table.
 */
export const crmDeals = pgTable('crm_deals', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  kind: text('kind').notNull(),
  organizationId: uuid('organization_id').notNull().references(() => crmOrganizations.id),
  contactId: uuid('contact_id').references(() => crmContacts.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  amount: numeric('amount', { precision: 20, scale: 4 }),
  currencyCode: text('currency_code'),
  expectedCloseDate: date('expected_close_date', { mode: 'string' }),
  pipelineId: uuid('pipeline_id').notNull().references(() => pipelines.id),
  stageId: uuid('stage_id').notNull().references(() => pipelineStages.id),
  probability: integer('probability').notNull(),
  ownerId: uuid('owner_id').references(() => users.id),
  closedState: text('closed_state'),
  closeReason: text('close_reason').notNull().default(''),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** When it reached its stage (or closed): the board's card order. */
  stageEnteredAt: at('stage_entered_at'),
  /** The last change or activity: idle longer than the stage's rotting days marks it rotting. */
  lastActivityAt: at('last_activity_at'),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
}, (t) => [
  // Ascending on purpose: PostgreSQL reads them backwards for "newest first" (ORDER BY ... DESC is NULLS FIRST, which
  // a DESC NULLS LAST index would not serve).
  // The list: a tenant's records of a kind, newest change first.
  index('crm_deals_tenant_kind_updated_idx').on(t.tenantId, t.kind, t.updatedAt, t.id),
  // The board's open columns (first cards per stage) and closing columns (per state).
  index('crm_deals_open_stage_idx').on(t.pipelineId, t.stageId, t.stageEnteredAt, t.id).where(sql`${t.closedState} is null`),
  index('crm_deals_closed_state_idx').on(t.pipelineId, t.closedState, t.stageEnteredAt, t.id).where(sql`${t.closedState} is not null`),
  // The board's totals read from the index alone (count, sum and weighted sum per column and currency).
  index('crm_deals_board_totals_idx').on(t.pipelineId, t.tenantId, t.kind, t.closedState, t.stageId, t.currencyCode, t.amount, t.probability, t.ownerId),
  index('crm_deals_organization_idx').on(t.organizationId),
  index('crm_deals_owner_idx').on(t.tenantId, t.ownerId),
]);

/**
 * The stage checklist ticked on a record (ADR 0093): one row per record and activity of its stage's activity set
 * (ADR 0086), with who ticked it and when; unticking deletes the row. An activity is named by its text (the set keeps
 * its activities as an ordered list of texts, no two alike): a renamed or removed activity's tick no longer counts.
 */
export const crmActivityTicks = pgTable('crm_activity_ticks', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  dealId: uuid('deal_id').notNull().references(() => crmDeals.id, { onDelete: 'cascade' }),
  activitySetId: uuid('activity_set_id').notNull().references(() => activitySets.id, { onDelete: 'cascade' }),
  activity: text('activity').notNull(),
  tickedBy: uuid('ticked_by').references(() => users.id),
  tickedAt: at('ticked_at'),
}, (t) => [uniqueIndex('crm_activity_ticks_deal_item_idx').on(t.dealId, t.activitySetId, t.activity)]);
