import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { merchants, tenants } from './schema';

/**
 * A merchant's whitelist entry (ADR 0066): a card BIN or hash, an e-mail, an IP or a customer id its payments
 * are trusted for. Imported by the tenant's staff from CSV (whitelisting-import); value stored normalised.
 */
export const whitelistEntries = pgTable('whitelist_entries', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  merchantId: uuid('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  value: text('value').notNull(),
  note: text('note').notNull().default(''),
  importedBy: text('imported_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('whitelist_entries_merchant_type_value_key').on(t.merchantId, t.type, t.value),
  index('whitelist_entries_tenant_created_idx').on(t.tenantId, t.createdAt),
]);
