import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants, users } from './schema';

/**
 * API keys (ADR 0104): a tenant's own (merchantId null) or one merchant's. The key itself is never stored: its
 * SHA-256 (hex) finds it, prefix and last 4 characters name it in the list. A rolled key keeps working until
 * expiresAt; a revoked one stays listed so that a call with it is told "revoked".
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  merchantId: uuid('merchant_id').references(() => merchants.id),
  name: text('name').notNull(),
  /** secret or publishable. */
  kind: text('kind').notNull(),
  /** Test or Live: the key acts only there. */
  mode: text('mode').notNull(),
  prefix: text('prefix').notNull(),
  last4: text('last4').notNull(),
  keyHash: text('key_hash').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  /** The key acts as this user, within its scopes: their permissions and scope rules apply. */
  createdBy: uuid('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** The key a roll replaced this one with. */
  replacedBy: uuid('replaced_by'),
}, (t) => [
  uniqueIndex('api_keys_hash_idx').on(t.keyHash),
  index('api_keys_owner_idx').on(t.tenantId, t.merchantId, t.createdAt),
]);
