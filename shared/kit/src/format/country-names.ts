/**
 * Country names in the reader's language, from the browser's own CLDR data (Intl.DisplayNames): no names to ship.
 * English reads British English names ("United Kingdom"), as the seeded reference data spells them.
 */
export function countryNamesIn(language: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([language === 'tr' ? 'tr' : 'en-GB'], { type: 'region', fallback: 'none' });
    return (code) => (/^[A-Z]{2}$/.test(code) ? names.of(code) : undefined);
  } catch {
    // A browser without the region names: the stored names as they are.
    return () => undefined;
  }
}

const englishNames = countryNamesIn('en');

/**
 * The countries of the reference data as the reader reads them. A country whose stored name is still its ISO code's
 * English name (the seeded one) reads in the reader's language ("Almanya" on a Turkish screen); a name platform staff
 * changed on the countries page is theirs and shows as they wrote it, in every language.
 */
export function inReadersLanguage<T extends { id: string; name: string }>(countries: readonly T[], language: string): T[] {
  const readerNames = countryNamesIn(language);
  return countries.map((country) => {
    if (englishNames(country.id) !== country.name) return country;
    const name = readerNames(country.id);
    return name && name !== country.name ? { ...country, name } : country;
  });
}
