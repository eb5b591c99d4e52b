import { index, inet, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The platform's geo-IP set (ADR 0114): address ranges (IPv4 and IPv6) to an ISO 3166 country, as the "country lite"
 * files of MaxMind and DB-IP give them, loaded by platform staff (replace-all: one set at a time). The antifraud
 * evaluator's IP-country fact and the backtest read it through one lookup (an in-memory range index per replica,
 * rebuilt when the loaded set changes).
 */
export const geoipSources = pgTable('geoip_sources', {
  /** A new id per import: what a replica compares to know its index is the current one. */
  id: uuid('id').primaryKey(),
  /** Where the set came from, as the operator named it ("DB-IP country lite 2026-11"). */
  source: text('source').notNull(),
  rangeCount: integer('range_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
  loadedBy: uuid('loaded_by').references(() => users.id, { onDelete: 'set null' }),
});

export const geoipRanges = pgTable('geoip_ranges', {
  sourceId: uuid('source_id').notNull().references(() => geoipSources.id, { onDelete: 'cascade' }),
  /** 4 or 6. */
  family: smallint('family').notNull(),
  /** First and last address of the range, both included (host addresses). */
  rangeStart: inet('range_start').notNull(),
  rangeEnd: inet('range_end').notNull(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: text('country').notNull(),
}, (t) => [
  index('geoip_ranges_start_idx').on(t.rangeStart),
]);
