import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { errorMappings, transactionReasons, transactionRejections } from '../../db/schema';

export interface ProviderDecline {
  /** The provider's code of the last attempt's decline. */
  code: string;
  /** The decline reason the portal shows: the merchant's mapping's, else the code's standard reason. */
  reason: string;
  /** What the payer is told (the hosted page, the operator on the phone): the merchant's mapping's, else none. */
  payerMessage: string | null;
}

/**
 * A provider's decline read through the merchant's error mappings of the payment's mode (payment settings, ADR 0067
 * and 0143): an active mapping of the provider and code gives the reason and the payer's message; without one, the
 * code's standard reason and no message of the merchant's.
 */
export async function providerDecline(
  db: Queryable, where: { merchantId: string; mode: 'Test' | 'Live'; serviceProviderId: string; code: string },
): Promise<ProviderDecline> {
  const [mapped] = await db.select({ reason: errorMappings.declineReason, payerMessage: errorMappings.payerMessage }).from(errorMappings).where(and(
    eq(errorMappings.merchantId, where.merchantId), eq(errorMappings.mode, where.mode), eq(errorMappings.serviceProviderId, where.serviceProviderId),
    eq(errorMappings.providerCode, where.code), eq(errorMappings.isActive, true),
  ));
  if (mapped) return { code: where.code, ...mapped };
  const [standard] = await db.select({ description: transactionReasons.description }).from(transactionReasons).where(and(
    eq(transactionReasons.category, 'transaction'), eq(transactionReasons.kind, 'Declined'), eq(transactionReasons.code, where.code),
  ));
  return { code: where.code, reason: standard?.description ?? `Declined (${where.code})`, payerMessage: null };
}

/** The payment's rejection names the provider's own code and the reason above (the seed's statement drew one by chance). */
export async function recordProviderDecline(db: Queryable, transactionId: string, decline: ProviderDecline): Promise<void> {
  await db.update(transactionRejections).set({ reasonCode: decline.code, message: decline.reason })
    .where(and(eq(transactionRejections.transactionId, transactionId), eq(transactionRejections.source, 'Provider')));
}
