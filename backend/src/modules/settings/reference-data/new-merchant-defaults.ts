import { eq } from 'drizzle-orm';
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

