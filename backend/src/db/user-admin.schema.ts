import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Set-password links (ADR 0077): an invitation's or an administrator's password reset. Only the SHA-256 of the
 * token is kept, so the table read alone opens no account; a link works once (`usedAt`) and until `expiresAt`,
 * and a newer link for the same user voids the older ones.
 */
export const passwordSetTokens = pgTable('password_set_tokens', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'invitation' | 'reset'>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('password_set_tokens_user_idx').on(t.userId)]);
