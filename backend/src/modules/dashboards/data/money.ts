import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { currencies } from '../../../db/schema';
import type { Scope } from '../../../http/scope';

/**
 * Volumes over several currencies are shown in one base currency (spec part 2 section 3 "baseCurrency"): the
 * scope's own (the currency most of its payment channels settle in), else EUR. Amounts are converted in SQL
 * with reference rates (euros per unit), fixed here: the portal has no FX feed yet, so totals in the base
 * currency are indicative; a currency without a rate is left out of volumes (never summed as if it were
 * another).
 */
export const REFERENCE_RATES_IN_EUR: Readonly<Record<string, number>> = {
  EUR: 1, GBP: 1.17, USD: 0.92, CHF: 1.05, TRY: 0.027, JPY: 0.0061, KWD: 2.99,
};

export const DEFAULT_BASE_CURRENCY = 'EUR';

export interface Money {
  baseCurrency: string;
  /** Decimal places of the base currency. */
  basePlaces: number;
  /** SQL: a transaction's amount (minor units of its currency) in minor units of the base currency, NULL without a rate. */
  inBase: SQL;
}

async function decimalPlaces(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ code: currencies.code, places: currencies.decimalPlaces }).from(currencies);
  return new Map(rows.map((r) => [r.code, r.places]));
}

/** The base currency of a scope: its payment channels' most common currency (platform: EUR). */
async function baseCurrencyOf(db: Db, scope: Scope): Promise<string> {
  if (scope.kind === 'platform') return DEFAULT_BASE_CURRENCY;
  const where = scope.kind === 'merchant' ? sql`merchant_id = ${scope.merchantId}` : sql`tenant_id = ${scope.tenantId}`;
  const { rows } = await db.execute<{ currency: string }>(sql`
    SELECT currency FROM payment_channels WHERE ${where} GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1`);
  const currency = rows[0]?.currency;
  return currency && REFERENCE_RATES_IN_EUR[currency] ? currency : DEFAULT_BASE_CURRENCY;
}

/** The base currency and the conversion of the `transactions` row's amount into it (one CASE over known rates). */
export async function moneyOf(db: Db, scope: Scope): Promise<Money> {
  const [places, baseCurrency] = await Promise.all([decimalPlaces(db), baseCurrencyOf(db, scope)]);
  const basePlaces = places.get(baseCurrency) ?? 2;
  const baseRate = REFERENCE_RATES_IN_EUR[baseCurrency]!;
  const cases = Object.entries(REFERENCE_RATES_IN_EUR).map(([code, rate]) => {
    const factor = (rate / baseRate) * 10 ** (basePlaces - (places.get(code) ?? 2));
    return sql`WHEN ${code} THEN ${sql.raw(factor.toFixed(12))}`;
  });
  return { baseCurrency, basePlaces, inBase: sql`(transactions.amount * CASE transactions.currency ${sql.join(cases, sql` `)} END)` };
}
