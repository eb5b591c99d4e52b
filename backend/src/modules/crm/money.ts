import { eq } from 'drizzle-orm';
import { CRM_LEAD_MESSAGES as M } from '@portal/contracts';
import type { Queryable } from '../../db/client';
import { currencies } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { fill } from '../settings/tenant-settings-access';

/**
 * An amount in major units of a known currency, with no more decimals than the currency has (JPY 0, GBP 2, KWD 3):
 * the pattern of the body schema allows four so that this sentence, naming the currency, is what the user reads.
 */
export async function checkedAmount(db: Pick<Queryable, 'select'>, amount: string, currencyCode: string): Promise<string> {
  const [currency] = await db.select({ places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, currencyCode));
  if (!currency) throw badRequest(fill(M.unknownCurrency, { code: currencyCode }));
  const decimals = amount.split('.')[1] ?? '';
  if (decimals.replace(/0+$/, '').length > currency.places) throw badRequest(fill(M.volumePlaces, { currency: currencyCode, places: currency.places }));
  return amount;
}
