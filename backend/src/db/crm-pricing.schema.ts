import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { currencies, paymentMethods, tenants, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** What a tenant sells of the platform (ADR 0089): the code unique per tenant, case aside (stored upper-case). */
export const crmProducts = pgTable('crm_products', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  code: text('code').notNull(),
  category: text('category').notNull(),
  methodId: text('method_id').references(() => paymentMethods.id),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('crm_products_tenant_code_idx').on(t.tenantId, t.code),
  index('crm_products_tenant_name_idx').on(t.tenantId, t.name),
]);

/** The platform's fee types (ADR 0089; seeded): how a pricing structure's values read (the spec's feeSymbol). */
export const crmFeeTypes = pgTable('crm_fee_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A tenant's price books: one standard (a partial unique index holds it), custom ones beside it. */
export const crmPriceBooks = pgTable('crm_price_books', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isStandard: boolean('is_standard').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  ownerId: uuid('owner_id').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('crm_price_books_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
  uniqueIndex('crm_price_books_one_standard_idx').on(t.tenantId).where(sql`${t.isStandard}`),
]);

/** An entry: a product priced in a currency in a book (once per book). */
export const crmPriceBookEntries = pgTable('crm_price_book_entries', {
  id: uuid('id').primaryKey(),
  priceBookId: uuid('price_book_id').notNull().references(() => crmPriceBooks.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => crmProducts.id),
  currencyCode: text('currency_code').notNull().references(() => currencies.id),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('crm_price_book_entries_book_product_currency_idx').on(t.priceBookId, t.productId, t.currencyCode),
  index('crm_price_book_entries_product_idx').on(t.productId),
]);

/** An entry's fees over validity dates (days, `valid_to` inclusive, null: open-ended); no two overlap per entry. */
export const crmPricingStructures = pgTable('crm_pricing_structures', {
  id: uuid('id').primaryKey(),
  entryId: uuid('entry_id').notNull().references(() => crmPriceBookEntries.id, { onDelete: 'cascade' }),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }),
  createdAt: createdAt(),
}, (t) => [index('crm_pricing_structures_entry_idx').on(t.entryId, t.validFrom)]);

/** One fee of a structure: a value per fee type (a percentage, or an amount in the entry's currency). */
export const crmPricingStructureValues = pgTable('crm_pricing_structure_values', {
  id: uuid('id').notNull(),
  structureId: uuid('structure_id').notNull().references(() => crmPricingStructures.id, { onDelete: 'cascade' }),
  feeTypeId: text('fee_type_id').notNull().references(() => crmFeeTypes.id),
  value: numeric('value', { precision: 18, scale: 4 }).notNull(),
}, (t) => [primaryKey({ columns: [t.structureId, t.feeTypeId] })]);

/**
 * What uses a price book (ADR 0089): proposals and agreements (issue 32) add a row when they copy a book's entries,
 * naming the entry where one is copied. A book or entry with rows here is not deleted (deactivated instead).
 */
export const crmPriceBookUsages = pgTable('crm_price_book_usages', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  priceBookId: uuid('price_book_id').notNull().references(() => crmPriceBooks.id),
  entryId: uuid('entry_id').references(() => crmPriceBookEntries.id),
  usedByType: text('used_by_type').$type<'proposal' | 'agreement'>().notNull(),
  usedById: uuid('used_by_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('crm_price_book_usages_book_idx').on(t.priceBookId),
  index('crm_price_book_usages_entry_idx').on(t.entryId),
]);
