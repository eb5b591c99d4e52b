import type { Db } from '../../../db/client';
import { billingSettings } from '../../../db/schema';
import { stableId } from '../../../lib/ids';

/** The demo tenants' billing setups (ADR 0066): what the seeded invoices are issued with. */
export const SEED_BILLING: Record<string, { billingCurrency: string; vatNumber: string; invoiceAddress: string; vatBasisPoints: number; monthlyMinimum: number }> = {
  acme: { billingCurrency: 'GBP', vatNumber: 'GB 123 4567 89', invoiceAddress: 'Acme Payments Ltd\n1 Demo Street\nLondon EC1A 1AA', vatBasisPoints: 2000, monthlyMinimum: 0 },
  globex: { billingCurrency: 'EUR', vatNumber: 'DE 123456789', invoiceAddress: 'Globex Payments GmbH\nDemostraße 1\n10115 Berlin', vatBasisPoints: 1900, monthlyMinimum: 0 },
};

export async function seedBillingSettings(db: Db, tenantIdOf: (key: string) => string): Promise<void> {
  await db.insert(billingSettings).values(Object.entries(SEED_BILLING).map(([key, b]) => ({
    id: stableId(`billing-settings:${key}`), tenantId: tenantIdOf(key), invoiceDay: 5, paymentTermsDays: 14, ...b,
  }))).onConflictDoNothing();
}
