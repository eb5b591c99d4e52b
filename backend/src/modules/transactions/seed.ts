import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { SEED_MERCHANTS, SEED_PAYMENT_METHODS, SEED_TENANTS, type SeedMerchant } from '../../db/seed-data';
import { seedIds } from '../../db/seed';
import { stableId } from '../../lib/ids';
import type { TransactionStatus } from '@portal/contracts';
import { seedTransactionDetails } from './detail-seed';
import { seedRelationships } from './actions/relationships-seed';
import { PROVIDER_OF_METHOD, SEED_DAYS, seedGeneratedTransactions, seedPhases, seedWebsitesAndChannels } from './seed-generated';

/** Short codes in the external ids (TX-BBC-0001), easy to type in tests and demos. */
export const MERCHANT_SHORT_CODES: Record<string, string> = {
  'blue-bottle': 'BBC',
  'sandbox-surf': 'SSS',
  'nimbus-books': 'NBK',
  'harbour-florists': 'HFL',
  'old-mill': 'OMB',
  'globex-garden': 'GGS',
  'initech-print': 'IPW',
};

/** Transactions per seeded merchant; a processing merchant's first LIVE_PER_MERCHANT are Live, the rest Test. */
export const SEED_TRANSACTIONS_PER_MERCHANT = 36;
export const LIVE_PER_MERCHANT = 24;

const STATUS_CYCLE: TransactionStatus[] = ['Captured', 'Captured', 'Declined', 'Captured', 'Refunded', 'Pending'];
const CURRENCIES: Record<string, string[]> = { acme: ['GBP', 'EUR'], globex: ['USD'] };
const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);
const HOUR = 3_600_000;

export const seedTransactionExternalId = (merchantKey: string, n: number) =>
  `TX-${MERCHANT_SHORT_CODES[merchantKey] ?? merchantKey.toUpperCase()}-${String(n).padStart(4, '0')}`;

export const seedTransactionId = (merchantKey: string, n: number) => stableId(`transaction:${merchantKey}:${n}`);

/** Only merchants that process take Live payments; sandbox and not-yet-processing ones test in Test mode. */
const modeOf = (merchant: SeedMerchant, n: number) =>
  merchant.processingStatus === 'Processing' && n <= LIVE_PER_MERCHANT ? 'Live' as const : 'Test' as const;

function rowsFor(merchant: SeedMerchant, merchantIndex: number): Array<typeof transactions.$inferInsert> {
  const currencies = CURRENCIES[merchant.tenant] ?? ['EUR'];
  return Array.from({ length: SEED_TRANSACTIONS_PER_MERCHANT }, (_, i) => {
    const n = i + 1;
    return {
      id: seedTransactionId(merchant.key, n),
      tenantId: seedIds.tenant(merchant.tenant),
      merchantId: seedIds.merchant(merchant.key),
      externalId: seedTransactionExternalId(merchant.key, n),
      // Amounts from 1.00 to 500.99 that look varied but never change between runs.
      amount: 100 + ((n * 7919 + merchantIndex * 104_729) % 50_000),
      currency: currencies[n % currencies.length]!,
      status: STATUS_CYCLE[n % STATUS_CYCLE.length]!,
      paymentMethod: SEED_PAYMENT_METHODS[(n + merchantIndex) % SEED_PAYMENT_METHODS.length]![0],
      websiteId: stableId(`website:${merchant.key}:${1 + (n % 2)}`),
      paymentChannelId: stableId(`channel:${merchant.key}:${SEED_PAYMENT_METHODS[(n + merchantIndex) % SEED_PAYMENT_METHODS.length]![0]}`),
      serviceProviderId: PROVIDER_OF_METHOD[SEED_PAYMENT_METHODS[(n + merchantIndex) % SEED_PAYMENT_METHODS.length]![0]]!,
      ...(SEED_PAYMENT_METHODS[(n + merchantIndex) % SEED_PAYMENT_METHODS.length]![0] === 'card'
        ? { cardFirst6: '424242', cardLast4: String(1000 + n * 37).slice(-4), cardCountry: 'GB' } : {}),
      customerEmail: `customer${n}@example.com`,
      mode: modeOf(merchant, n),
      // A higher number is a newer payment: TX-...-0036 is the newest of its merchant.
      createdAt: new Date(T0 + (n * 7 + merchantIndex) * HOUR),
    };
  });
}

const demoMerchants = () => {
  const tenantKeys = new Set(SEED_TENANTS.map((t) => t.key));
  return SEED_MERCHANTS.filter((m) => tenantKeys.has(m.tenant));
};

/**
 * Deterministic demo transactions of every seeded merchant (both modes): the 36 hand-made TX-<code>-NNNN rows
 * the support tests and demos quote, then `perMerchant` generated payments each (SEED_TRANSACTIONS) with
 * their follow-ups over the `days` days before now (SEED_DAYS). Idempotent: existing rows are kept, missing ones added.
 */
export async function seedTransactions(db: Db, perMerchant: number, days = SEED_DAYS): Promise<void> {
  const merchants = demoMerchants();
  await seedWebsitesAndChannels(db, merchants, MERCHANT_SHORT_CODES);
  await db.insert(transactions).values(merchants.flatMap(rowsFor)).onConflictDoNothing();
  await seedGeneratedTransactions(db, merchants, MERCHANT_SHORT_CODES, perMerchant, new Date(), undefined, { days });
  const t0 = performance.now();
  await seedTransactionDetails(db, merchants.map((m) => seedIds.merchant(m.key)));
  await seedRelationships(db, merchants.map((m) => seedIds.merchant(m.key)));
  // The hand-made rows are older than the partitions made ahead: their months get theirs (ADR 0117).
  await db.execute(sql`SELECT transaction_partitions_split_default()`);
  if (perMerchant > 0) seedPhases.push({ phase: 'details, relationships, hand-made months', ms: Math.round(performance.now() - t0) });
}
