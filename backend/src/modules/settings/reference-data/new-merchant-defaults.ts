import { eq } from 'drizzle-orm';
import type { PrecheckForm } from '@portal/contracts';
import type { Db } from '../../../db/client';
import { defaultParameters } from '../../../db/schema';

/** The country and currency a tenant's new merchant starts with (spec part 2 `default-parameters`, ADR 0156). */
export interface NewMerchantDefaults {
  country: string | null;
  currency: string | null;
}

/** The tenant's default country and currency; both null for a tenant without default parameters. */
export async function newMerchantDefaults(db: Pick<Db, 'select'>, tenantId: string | null): Promise<NewMerchantDefaults> {
  const [defaults] = tenantId
    ? await db.select({ country: defaultParameters.country, currency: defaultParameters.currency }).from(defaultParameters).where(eq(defaultParameters.tenantId, tenantId))
    : [];
  return { country: defaults?.country ?? null, currency: defaults?.currency ?? null };
}

/**
 * A pre-check form no one has typed into yet: the country of registration and both addresses' countries are the
 * tenant's default country, and the volume and ticket are stated in its default currency.
 */
export function startingPrecheckForm({ country, currency }: NewMerchantDefaults): PrecheckForm {
  if (!country) return currency ? { currency } : {};
  return {
    countryCode: country, registeredAddress: { countryCode: country }, tradingAddress: { countryCode: country },
    ...(currency ? { currency } : {}),
  };
}
