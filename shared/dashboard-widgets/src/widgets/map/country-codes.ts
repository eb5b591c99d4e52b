import countries from 'i18n-iso-countries';

/** ISO 3166 alpha-2 (as transactions store a card's country) -> numeric, the id world-atlas gives each country. */
export const numericOf = (alpha2: string): string | undefined => countries.alpha2ToNumeric(alpha2.toUpperCase());
