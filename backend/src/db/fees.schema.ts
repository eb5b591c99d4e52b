import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './schema';

/**
 * Fee receivers (ADR 0066): per tenant and mode, who receives a fee type (Tenant, Partner, Platform), for
 * every method and currency or one of them, as basis points of the amount plus a fixed amount in minor
 * units. The money statements (transactions/detail-seed.ts) book one fee per fee type and receiver from the
 * most specific active rule (method and currency before method before currency before any).
 */
export const feeReceivers = pgTable('fee_receivers', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  mode: text('mode').$type<'Test' | 'Live'>().notNull(),
  feeType: text('fee_type').notNull(),
  receiver: text('receiver').notNull(),
  partnerName: text('partner_name'),
  paymentMethod: text('payment_method'),
  currency: text('currency'),
  basisPoints: integer('basis_points').notNull().default(0),
  fixedAmount: bigint('fixed_amount', { mode: 'number' }).notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('fee_receivers_tenant_mode_type_idx').on(t.tenantId, t.mode, t.feeType)]);
