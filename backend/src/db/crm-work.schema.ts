import { date, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { leadStatuses } from './crm-settings.schema';
import { crmContacts, crmOrganizations } from './crm.schema';
import { tenants, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A tenant's leads (ADR 0091): a company and a person not yet a customer, at one of the tenant's lead statuses.
 * Converting one sets `converted_at` and links what it became (the opportunity's id is kept without a foreign key:
 * opportunities live in their own module and may be deleted without rewriting the lead's history).
 */
export const crmLeads = pgTable('crm_leads', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  companyName: text('company_name').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  countryCode: text('country_code'),
  industry: text('industry'),
  website: text('website').notNull().default(''),
  statusId: uuid('status_id').notNull().references(() => leadStatuses.id),
  source: text('source').notNull(),
  ownerId: uuid('owner_id').references(() => users.id),
  expectedMonthlyVolume: numeric('expected_monthly_volume', { precision: 18, scale: 4 }),
  volumeCurrency: text('volume_currency'),
  description: text('description').notNull().default(''),
  convertedAt: timestamp('converted_at', { withTimezone: true }),
  organizationId: uuid('organization_id').references(() => crmOrganizations.id, { onDelete: 'set null' }),
  contactId: uuid('contact_id').references(() => crmContacts.id, { onDelete: 'set null' }),
  opportunityId: uuid('opportunity_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('crm_leads_tenant_created_idx').on(t.tenantId, t.createdAt),
  index('crm_leads_status_idx').on(t.statusId),
  index('crm_leads_owner_idx').on(t.ownerId),
]);

/** To-dos with a due day and an assignee, about a record (`related_type`, `related_id`) or on their own (ADR 0092). */
export const crmTasks = pgTable('crm_tasks', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  priority: text('priority').notNull().default('Normal'),
  assigneeId: uuid('assignee_id').references(() => users.id),
  relatedType: text('related_type'),
  relatedId: uuid('related_id'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  doneBy: uuid('done_by').references(() => users.id),
  /** The due date its assignee was last reminded of (the CrmTaskReminders job, ADR 0146): a new due date is reminded again. */
  remindedFor: date('reminded_for', { mode: 'string' }),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // "My open tasks", due first: the home and the list's default view.
  index('crm_tasks_assignee_open_idx').on(t.assigneeId, t.dueDate).where(sql`${t.doneAt} is null`),
  index('crm_tasks_tenant_due_idx').on(t.tenantId, t.dueDate),
  index('crm_tasks_related_idx').on(t.relatedId),
]);

/** Notes on a record, with the users they @-mention (each told once, when the note is written; ADR 0092). */
export const crmNotes = pgTable('crm_notes', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  relatedType: text('related_type').notNull(),
  relatedId: uuid('related_id').notNull(),
  body: text('body').notNull(),
  mentionIds: uuid('mention_ids').array().notNull().default(sql`'{}'::uuid[]`),
  authorId: uuid('author_id').references(() => users.id),
  createdAt: createdAt(),
}, (t) => [index('crm_notes_related_idx').on(t.relatedId, t.createdAt)]);
