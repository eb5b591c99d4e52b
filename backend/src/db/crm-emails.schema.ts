import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant's e-mail templates (ADR 0090): plain-text subject and body with placeholders from a fixed list. */
export const crmEmailTemplates = pgTable('crm_email_templates', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('crm_email_templates_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`)]);

/** E-mails sent from a CRM record (ADR 0090), as rendered and handed to the mail transport. */
export const crmEmails = pgTable('crm_emails', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  relatedType: text('related_type').notNull(),
  relatedId: uuid('related_id').notNull(),
  /** The record's name when sent (the log reads as it was, whatever the record is called later). */
  relatedName: text('related_name').notNull().default(''),
  templateId: uuid('template_id').references(() => crmEmailTemplates.id, { onDelete: 'set null' }),
  toAddress: text('to_address').notNull(),
  toName: text('to_name').notNull().default(''),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  senderId: uuid('sender_id').references(() => users.id),
  status: text('status').$type<'Queued' | 'Sent' | 'Failed'>().notNull().default('Queued'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('crm_emails_tenant_created_idx').on(t.tenantId, t.createdAt),
  index('crm_emails_related_idx').on(t.relatedType, t.relatedId),
]);
