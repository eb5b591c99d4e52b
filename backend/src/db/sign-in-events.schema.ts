import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants, users } from './schema';

/**
 * Every sign-in through the login form (login-history report, issue 12, ADR 0049): who (an account that exists:
 * attempts on unknown addresses are not kept, so the report never lists guessed e-mails), its tenant and merchant
 * for the one scope resolver, the outcome, the address and browser it came from.
 */
export const signInEvents = pgTable('sign_in_events', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  /** Succeeded, WrongPassword, Locked, Inactive, Unconfirmed. */
  outcome: text('outcome').$type<SignInOutcome>().notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('sign_in_events_tenant_created_idx').on(t.tenantId, t.createdAt),
  index('sign_in_events_user_created_idx').on(t.userId, t.createdAt),
]);

export const SIGN_IN_OUTCOMES = ['Succeeded', 'WrongPassword', 'Locked', 'Inactive', 'Unconfirmed'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
