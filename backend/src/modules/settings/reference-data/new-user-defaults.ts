import { eq } from 'drizzle-orm';
import type { ProfileLanguage } from '@portal/contracts';
import type { Db } from '../../../db/client';
import { defaultParameters } from '../../../db/schema';

const PROFILE_LANGUAGES: readonly string[] = ['en', 'tr'] satisfies ProfileLanguage[];

/** The clock and language a new user's profile starts with. */
export interface NewUserDefaults {
  timeZone: string;
  language: ProfileLanguage;
}

/**
 * A new user of a tenant (registered, invited, or created by an administrator) starts on the tenant's default
 * parameters (spec part 2 `default-parameters`, ADR 0064 "Session 71"): its time zone, and its language when the portal
 * speaks it. A language the user chose where the account was made (the registration page's) wins. Without a tenant or
 * its defaults: UTC and English, as before.
 */
export async function newUserDefaults(db: Pick<Db, 'select'>, tenantId: string | null, chosenLanguage?: ProfileLanguage): Promise<NewUserDefaults> {
  const [defaults] = tenantId
    ? await db.select({ timeZone: defaultParameters.timeZone, language: defaultParameters.language }).from(defaultParameters).where(eq(defaultParameters.tenantId, tenantId))
    : [];
  const tenantLanguage = defaults && PROFILE_LANGUAGES.includes(defaults.language) ? defaults.language as ProfileLanguage : undefined;
  return { timeZone: defaults?.timeZone ?? 'UTC', language: chosenLanguage ?? tenantLanguage ?? 'en' };
}
