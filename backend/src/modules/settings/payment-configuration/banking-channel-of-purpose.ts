import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BANKING_PURPOSES } from '@portal/contracts';
import { bankingChannels } from '../../../db/schema';
import type { Db } from '../../../db/client';

/**
 * The tenant's bank account for one purpose and currency: its active banking channel of that purpose in that currency,
 * the first by name when there are several (the order the Banking channels page sorts by).
 * - Payout (ADR 0150): where a payout leaves the tenant. A payout over the bank rails (`bank-transfer`: the merchant's
 *   payments to its beneficiaries, staff payouts) is sent only through one; an open-banking payout goes through its
 *   consent's provider instead (ADR 0055).
 * - Collection (ADR 0153): the account a merchant's invoice asks to be paid into.
 * - Settlement (ADR 0153): the account a terminal's day of sales settles into.
 */
export interface BankingChannelUse {
  id: string;
  name: string;
  bankName: string;
  scheme: string;
  accountIdentifier: string;
  bic: string | null;
}

/** Where a payout leaves (ADR 0150). */
export type PayoutChannel = BankingChannelUse;

export type BankingPurpose = (typeof BANKING_PURPOSES)[number];

/** The payment method whose payouts leave through a banking channel. */
export const BANK_RAIL_METHOD = 'bank-transfer';

type Reader = Pick<Db, 'select'>;

const channelsOf = (db: Reader, tenantId: string, purpose: BankingPurpose, currencies: readonly string[]) => db
  .select({
    id: bankingChannels.id, name: bankingChannels.name, bankName: bankingChannels.bankName, scheme: bankingChannels.scheme,
    accountIdentifier: bankingChannels.accountIdentifier, bic: bankingChannels.bic, currency: bankingChannels.currency,
  })
  .from(bankingChannels)
  .where(and(eq(bankingChannels.tenantId, tenantId), eq(bankingChannels.purpose, purpose), eq(bankingChannels.isActive, true), inArray(bankingChannels.currency, [...currencies])))
  .orderBy(asc(bankingChannels.name), asc(bankingChannels.id));

const use = ({ currency: _currency, ...channel }: BankingChannelUse & { currency: string }): BankingChannelUse => channel;

/** The tenant's channel of `purpose` in `currency` now, or null when it has none active. */
export async function bankingChannelOf(db: Reader, tenantId: string, purpose: BankingPurpose, currency: string): Promise<BankingChannelUse | null> {
  const [first] = await channelsOf(db, tenantId, purpose, [currency]);
  return first ? use(first) : null;
}

/** The channel of each currency (a list names each row's): currencies without one are left out. */
export async function bankingChannelsByCurrency(db: Reader, tenantId: string, purpose: BankingPurpose, currencies: readonly string[]): Promise<Map<string, BankingChannelUse>> {
  const found = new Map<string, BankingChannelUse>();
  if (currencies.length === 0) return found;
  for (const row of await channelsOf(db, tenantId, purpose, currencies)) {
    if (!found.has(row.currency)) found.set(row.currency, use(row));
  }
  return found;
}

/** The channel a payout in `currency` leaves through now, or null when the tenant has none active (ADR 0150). */
export const payoutChannelOf = (db: Reader, tenantId: string, currency: string) => bankingChannelOf(db, tenantId, 'Payout', currency);

/** The payout channel of each currency of a list of waiting payouts. */
export const payoutChannelsByCurrency = (db: Reader, tenantId: string, currencies: readonly string[]) => bankingChannelsByCurrency(db, tenantId, 'Payout', currencies);
