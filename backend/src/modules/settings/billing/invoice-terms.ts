import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { billingSettings } from '../../../db/schema';

/** A tenant's billing setup as an invoice applies it (ADR 0066). */
export type BillingTerms = Pick<typeof billingSettings.$inferSelect,
  'billingCurrency' | 'invoiceDay' | 'paymentTermsDays' | 'vatBasisPoints' | 'vatNumber' | 'invoiceAddress' | 'monthlyMinimum'>;

export async function billingTermsOf(db: Db, tenantId: string): Promise<BillingTerms | null> {
  const [terms] = await db.select().from(billingSettings).where(eq(billingSettings.tenantId, tenantId));
  return terms ?? null;
}

export interface InvoiceAmounts {
  /** What a month's fees in the billing currency lack of the monthly minimum (0 in other currencies). */
  minimumTopUp: number;
  vat: number;
  amountDue: number;
}

/**
 * An invoice's amounts from its fees (minor units of `currency`): topped up to the monthly minimum when the
 * invoice is in the billing currency, then VAT on the whole, rounded half up. The invoices report's SQL
 * computes the same (`invoiceTermsSql`).
 */
export function invoiceAmounts(fees: number, currency: string, terms: BillingTerms | null): InvoiceAmounts {
  if (!terms) return { minimumTopUp: 0, vat: 0, amountDue: fees };
  const minimumTopUp = terms.billingCurrency === currency && fees < terms.monthlyMinimum ? terms.monthlyMinimum - fees : 0;
  const vat = Math.round(((fees + minimumTopUp) * terms.vatBasisPoints) / 10_000);
  return { minimumTopUp, vat, amountDue: fees + minimumTopUp + vat };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A month's invoice is issued on the invoice day of the month after it and due payment-terms days later. */
export function invoiceDates(month: string, terms: BillingTerms): { issued: string; due: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const issued = new Date(Date.UTC(year, m, terms.invoiceDay));
  return { issued: day(issued), due: day(new Date(issued.getTime() + terms.paymentTermsDays * 86_400_000)) };
}
