import { bigint, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './schema';

/** A tenant's billing setup (ADR 0066): one row per tenant; the invoices report and invoice documents read it. */
export const billingSettings = pgTable('billing_settings', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  billingCurrency: text('billing_currency').notNull(),
  invoiceDay: integer('invoice_day').notNull(),
  paymentTermsDays: integer('payment_terms_days').notNull(),
  vatBasisPoints: integer('vat_basis_points').notNull(),
  vatNumber: text('vat_number').notNull().default(''),
  invoiceAddress: text('invoice_address').notNull(),
  /** Minor units of the billing currency. */
  monthlyMinimum: bigint('monthly_minimum', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('billing_settings_tenant_key').on(t.tenantId)]);
