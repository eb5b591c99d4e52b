import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PrecheckForm } from '@portal/contracts';
import { documentTypes } from './reference-data.schema';
import { merchants, storedFiles, tenants, users } from './schema';

/** Boarding with documents (ADR 0098). */

/** A merchant's pre-check form: one per merchant, a draft until submitted, then reviewed by its tenant. */
export const boardingPrecheckForms = pgTable('boarding_precheck_forms', {
  merchantId: uuid('merchant_id').primaryKey().references(() => merchants.id),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  form: jsonb('form').$type<PrecheckForm>().notNull(),
  /** Draft, Submitted, Accepted, Rejected. */
  status: text('status').notNull().default('Draft'),
  rejectReason: text('reject_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id),
  reviewedByName: text('reviewed_by_name'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('boarding_precheck_forms_tenant_idx').on(t.tenantId, t.status)]);

/**
 * Every upload of a boarding document; the newest per merchant, type and director slot is the current one. A
 * rejected upload stays (its reason is what the merchant reads) until a new one replaces it.
 */
export const boardingDocuments = pgTable('boarding_documents', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
  documentTypeId: uuid('document_type_id').notNull().references(() => documentTypes.id),
  /** The director's position in the form for one-per-director types; 0 otherwise. */
  slot: integer('slot').notNull().default(0),
  fileId: uuid('file_id').notNull().references(() => storedFiles.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** UnderReview, Accepted, Rejected. */
  status: text('status').notNull().default('UnderReview'),
  rejectReason: text('reject_reason'),
  uploadedBy: uuid('uploaded_by').references(() => users.id),
  uploadedByName: text('uploaded_by_name'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: uuid('reviewed_by').references(() => users.id),
  reviewedByName: text('reviewed_by_name'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  /** When the merchant was told this accepted document expired (once: the expiry job's mark). */
  expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
}, (t) => [
  index('boarding_documents_merchant_idx').on(t.merchantId, t.documentTypeId, t.slot, t.uploadedAt),
  index('boarding_documents_tenant_status_idx').on(t.tenantId, t.status),
]);
