import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The columns of a versioned rule's row that carry its life (ADR 0113: one version module for antifraud rules and
 * routing configurations): status, who wrote the version and when, who asked to activate a Live version (four-eyes),
 * who approved, and when. New builders on each call: a drizzle column belongs to one table.
 */
export function versionLifecycleColumns() {
  return {
    /** Draft, PendingApproval, Active or Inactive. */
    status: text('status').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the activation started waiting for a second user (the approvals page's age). */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  };
}
