/** A table of names in English and Turkish, keyed by a machine name (an audited action, a target type). */
export type NamesTable = Readonly<Record<string, { readonly en: string; readonly tr: string }>>;

/** The name of `key` in the reader's language, or null for a key the table does not name. */
export function nameIn(table: NamesTable, key: string, language: string): string | null {
  const names = table[key];
  if (!names) return null;
  return language === 'tr' ? names.tr : names.en;
}

/**
 * The keys whose English or Turkish name contains `search` (the Turkish by Turkish case rules: "PROFİL" finds
 * "Profil ayarları değiştirildi"): a filter finds a row by the name the page shows, as well as by its machine name.
 */
export function keysNamed(table: NamesTable, search: string): string[] {
  const english = search.trim().toLowerCase();
  const turkish = search.trim().toLocaleLowerCase('tr');
  if (!english) return [];
  return Object.entries(table)
    .filter(([, names]) => names.en.toLowerCase().includes(english) || names.tr.toLocaleLowerCase('tr').includes(turkish))
    .map(([key]) => key);
}
