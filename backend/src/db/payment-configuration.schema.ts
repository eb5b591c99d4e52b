import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { countries, currencies, serviceProviders, tenants } from './schema';

/**
 * A tenant's payment configuration (ADR 0065). Secrets (API keys, passwords) sit in `secret` and are never
 * returned by the API: rows say only whether one is stored and its last four characters.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const currencyList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** A card-present terminal host the tenant's terminals connect through (terminal boarding and settlement read it). */
export const posProviders = pgTable('pos_providers', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  countryId: text('country_id').notNull().references(() => countries.id),
  currencies: currencyList('currencies'),
  endpointUrl: text('endpoint_url'),
  secret: text('secret'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('pos_providers_tenant_name_key').on(t.tenantId, t.name)]);

/** A bank connection of the tenant: where collections arrive, payouts and settlements leave (tenant payments read it). */
export const bankingChannels = pgTable('banking_channels', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  bankName: text('bank_name').notNull(),
  countryId: text('country_id').notNull().references(() => countries.id),
  currency: text('currency').notNull().references(() => currencies.id),
  scheme: text('scheme').notNull(),
  purpose: text('purpose').notNull(),
  accountIdentifier: text('account_identifier').notNull(),
  bic: text('bic'),
  apiUsername: text('api_username'),
  secret: text('secret'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('banking_channels_tenant_name_key').on(t.tenantId, t.name)]);

/** The tenant's 3-D Secure server / MPI set-up for one card scheme's directory server (authentication reads it). */
export const mpiConfigurations = pgTable('mpi_configurations', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  cardScheme: text('card_scheme').notNull(),
  threeDsVersion: text('three_ds_version').notNull(),
  directoryServerUrl: text('directory_server_url').notNull(),
  acquirerBin: text('acquirer_bin').notNull(),
  requestorId: text('requestor_id').notNull(),
  merchantName: text('merchant_name').notNull(),
  challengePreference: text('challenge_preference').notNull(),
  secret: text('secret'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('mpi_configurations_tenant_name_key').on(t.tenantId, t.name)]);

/** A merchant id the tenant holds at an acquirer / provider, per mode (channels send through it). */
export const mids = pgTable('mids', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  mid: text('mid').notNull(),
  serviceProviderId: text('service_provider_id').notNull().references(() => serviceProviders.id),
  acquirerBin: text('acquirer_bin').notNull(),
  acquirerCountryId: text('acquirer_country_id').notNull().references(() => countries.id),
  mcc: text('mcc').notNull(),
  currencies: currencyList('currencies'),
  descriptor: text('descriptor').notNull(),
  status: text('status').$type<'Active' | 'Suspended' | 'Closed'>().notNull().default('Active'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mids_tenant_mode_provider_mid_key').on(t.tenantId, t.mode, t.serviceProviderId, t.mid),
  index('mids_provider_idx').on(t.serviceProviderId),
]);
