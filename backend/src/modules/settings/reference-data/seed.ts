import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { countries, currencies, defaultParameters, documentTypes, languages, platformCurrencies, systemVariables } from '../../../db/schema';
import { SEED_COUNTRIES, SEED_CURRENCIES, SEED_LANGUAGES } from '../../../db/seed-data';
import { stableId } from '../../../lib/ids';
import { SYSTEM_VARIABLE_CATALOGUE, type DocumentFileType, type LegalForm } from '@portal/contracts';

/** What each tenant settles in (every seeded currency is processed). */
const SETTLEMENT: Readonly<Record<number, readonly string[]>> = { 0: ['EUR', 'GBP', 'USD'], 1: ['USD'] };

interface SeedDocumentType {
  name: string; description: string; required: boolean; types: DocumentFileType[]; maxSizeMb: number;
  /** Boarding (ADR 0098): who must upload it (empty: everyone) and one copy per director. */
  legalForms?: LegalForm[]; onePerDirector?: boolean;
}

const DOCUMENT_TYPES: ReadonlyArray<SeedDocumentType> = [
  { name: 'Certificate of incorporation', description: 'The company registry\'s certificate, issued in the last 12 months', required: true, types: ['pdf'], maxSizeMb: 10,
    legalForms: ['PrivateLimited', 'PublicLimited', 'LimitedLiabilityPartnership'] },
  { name: 'Proof of business address', description: 'A utility bill or bank letter under 3 months old', required: true, types: ['pdf', 'jpg', 'png'], maxSizeMb: 5 },
  { name: 'Director identity document', description: 'Passport or national identity card of each director', required: true, types: ['pdf', 'jpg', 'png', 'heic'], maxSizeMb: 5,
    onePerDirector: true },
  { name: 'Bank statement', description: 'The settlement account\'s latest statement', required: true, types: ['pdf'], maxSizeMb: 10 },
  { name: 'Processing history', description: 'Six months of statements from a previous acquirer', required: false, types: ['pdf', 'xlsx', 'csv'], maxSizeMb: 10 },
];

export const platformCurrencyId = (tenantId: string, currency: string) => stableId(`platform-currency:${tenantId}:${currency}`);
export const documentTypeId = (tenantId: string, name: string) => stableId(`document-type:${tenantId}:${name}`);

/**
 * Reference data's ISO details and the configuration around it, for every tenant (ADR 0064). Runs on every start:
 * rows already there are left as their users changed them; ISO details are filled where a database seeded before
 * they existed has none.
 */
export async function seedReferenceData(db: Db, tenantIds: readonly string[]): Promise<void> {
  for (const [id, , alpha3, numericCode] of SEED_COUNTRIES) {
    await db.update(countries).set({ alpha3, numericCode }).where(and(eq(countries.id, id), eq(countries.alpha3, '')));
  }
  for (const [code, , , numericCode, symbol] of SEED_CURRENCIES) {
    await db.update(currencies).set({ numericCode, symbol }).where(and(eq(currencies.id, code), eq(currencies.numericCode, '')));
  }
  for (const [id, , nativeName] of SEED_LANGUAGES) {
    await db.update(languages).set({ nativeName }).where(and(eq(languages.id, id), eq(languages.nativeName, '')));
  }
  await db.insert(systemVariables).values(SYSTEM_VARIABLE_CATALOGUE.map((v) => ({ ...v }))).onConflictDoNothing();
  for (const [n, tenantId] of tenantIds.entries()) {
    const settles = SETTLEMENT[n] ?? ['EUR'];
    await db.insert(platformCurrencies).values(SEED_CURRENCIES.map(([code]) => ({
      id: platformCurrencyId(tenantId, code), tenantId, currency: code, processing: true, settlement: settles.includes(code),
    }))).onConflictDoNothing();
    await db.insert(documentTypes).values(DOCUMENT_TYPES.map((d) => ({
      id: documentTypeId(tenantId, d.name), tenantId, name: d.name, description: d.description, required: d.required, acceptedFileTypes: d.types, maxSizeMb: d.maxSizeMb,
      legalForms: d.legalForms ?? [], onePerDirector: d.onePerDirector ?? false,
    }))).onConflictDoNothing();
    await db.insert(defaultParameters).values({
      tenantId, currency: n === 1 ? 'USD' : 'EUR', country: n === 1 ? 'US' : 'GB', language: 'en', timeZone: n === 1 ? 'America/New_York' : 'Europe/London',
      settlementDelayDays: 2, rollingReservePercent: n === 1 ? 5 : 0,
    }).onConflictDoNothing();
  }
}
