import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { currencies, tenants } from './schema';
import type { DocumentFileType } from '@portal/contracts';

/** Configuration around the reference data (ADR 0064). */

/** The currencies a tenant processes (takes payments in) and settles (pays merchants out) in. */
export const platformCurrencies = pgTable('platform_currencies', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  currency: text('currency').notNull().references(() => currencies.id),
  processing: boolean('processing').notNull().default(true),
  settlement: boolean('settlement').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [uniqueIndex('platform_currencies_tenant_currency_key').on(t.tenantId, t.currency)]);

/** The boarding documents a tenant asks its merchants for. */
export const documentTypes = pgTable('document_types', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  required: boolean('required').notNull().default(false),
  acceptedFileTypes: text('accepted_file_types').array().$type<DocumentFileType[]>().notNull(),
  maxSizeMb: integer('max_size_mb').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Boarding (ADR 0098): the countries (ISO 3166 alpha-2) and legal forms that must upload it; empty: all. */
  countries: text('countries').array().notNull().default([]),
  legalForms: text('legal_forms').array().notNull().default([]),
  /** One copy per director named in the pre-check form (an identity document). */
  onePerDirector: boolean('one_per_director').notNull().default(false),
  /** How many months an accepted copy stays valid (counted from its acceptance); null: it never expires. */
  validityMonths: integer('validity_months'),
}, (t) => [uniqueIndex('document_types_tenant_name_key').on(t.tenantId, t.name), index('document_types_tenant_idx').on(t.tenantId)]);

/** Typed platform settings: the value is text, checked against `type` and the range on every change. */
export const systemVariables = pgTable('system_variables', {
  key: text('key').primaryKey(),
  group: text('group').notNull(),
  type: text('type').$type<'integer' | 'boolean' | 'string'>().notNull(),
  value: text('value').notNull(),
  description: text('description').notNull(),
  minimum: integer('minimum'),
  maximum: integer('maximum'),
  unit: text('unit').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a tenant's new merchants start with; one row per tenant. */
export const defaultParameters = pgTable('default_parameters', {
  tenantId: uuid('tenant_id').primaryKey().references(() => tenants.id),
  currency: text('currency').notNull(),
  country: text('country').notNull(),
  language: text('language').notNull(),
  timeZone: text('time_zone').notNull(),
  settlementDelayDays: integer('settlement_delay_days').notNull(),
  rollingReservePercent: integer('rolling_reserve_percent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
