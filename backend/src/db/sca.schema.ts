import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * A user's TOTP authenticator for strong customer authentication (ADR 0080). `confirmedAt` is null while an
 * enrolment waits for its first code. `lastStep` is the newest 30-second step a code was accepted for: a code of
 * that step or an earlier one is refused (each code works once). `failures` counts wrong codes in a row; the fifth
 * sets `lockedUntil`. Recovery codes are kept as SHA-256 hashes only and leave the list when used.
 */
export const scaAuthenticators = pgTable('sca_authenticators', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
