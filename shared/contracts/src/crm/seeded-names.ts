/**
 * The CRM settings a tenant starts with, named in English by the seed (backend `crm-settings/seed.ts`), and their
 * Turkish: a name left as seeded reads in the reader's language; a name the tenant's staff set stays theirs (the rule
 * of the seeded payment methods and countries, ADR 0064).
 */
const SEEDED_LEAD_STATUS_NAMES_TR: Readonly<Record<string, string>> = {
  New: 'Yeni',
  Contacted: 'İletişime geçildi',
  Qualified: 'Nitelikli',
  Unqualified: 'Niteliksiz',
};

/** The lead statuses the seed names (their English names). */
export const SEEDED_LEAD_STATUS_NAMES: readonly string[] = Object.keys(SEEDED_LEAD_STATUS_NAMES_TR);

/** A lead status's name as a reader of `language` reads it: a seeded name in Turkish, any other as it is. */
export function leadStatusNameIn(name: string, language: string): string {
  return language === 'tr' ? SEEDED_LEAD_STATUS_NAMES_TR[name] ?? name : name;
}
