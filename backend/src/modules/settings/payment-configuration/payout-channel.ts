import { and, asc, eq, inArray } from 'drizzle-orm';
import { bankingChannels } from '../../../db/schema';
import type { Db } from '../../../db/client';

/**
 * Where a payout leaves the tenant (ADR 0150): the tenant's active banking channel for payouts in the payout's currency,
 * the first by name when there are several. A payout over the bank rails (`bank-transfer`: the merchant's payments to
 * its beneficiaries, staff payouts) is sent only through one; an open-banking payout goes through its consent's
 * provider instead (ADR 0055).
 */
export interface PayoutChannel {
  id: string;
  name: string;
  bankName: string;
  scheme: string;
}

/** The payment method whose payouts leave through a banking channel. */
export const BANK_RAIL_METHOD = 'bank-transfer';

type Reader = Pick<Db, 'select'>;

const payoutChannels = (db: Reader, tenantId: string, currencies: readonly string[]) => db
  .select({ id: bankingChannels.id, name: bankingChannels.name, bankName: bankingChannels.bankName, scheme: bankingChannels.scheme, currency: bankingChannels.currency })
  .from(bankingChannels)
  .where(and(eq(bankingChannels.tenantId, tenantId), eq(bankingChannels.purpose, 'Payout'), eq(bankingChannels.isActive, true), inArray(bankingChannels.currency, [...currencies])))
  .orderBy(asc(bankingChannels.name), asc(bankingChannels.id));

/** The channel a payout in `currency` leaves through now, or null when the tenant has none active. */
export async function payoutChannelOf(db: Reader, tenantId: string, currency: string): Promise<PayoutChannel | null> {
  const [first] = await payoutChannels(db, tenantId, [currency]);
  return first ? { id: first.id, name: first.name, bankName: first.bankName, scheme: first.scheme } : null;
}

/** The channel of each currency (a list of waiting payouts names each one's): currencies without one are left out. */
export async function payoutChannelsByCurrency(db: Reader, tenantId: string, currencies: readonly string[]): Promise<Map<string, PayoutChannel>> {
  const found = new Map<string, PayoutChannel>();
  if (currencies.length === 0) return found;
  for (const row of await payoutChannels(db, tenantId, currencies)) {
    if (!found.has(row.currency)) found.set(row.currency, { id: row.id, name: row.name, bankName: row.bankName, scheme: row.scheme });
  }
  return found;
}
