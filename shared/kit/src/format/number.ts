import { existingPortalI18n } from '@portal/i18n';

/**
 * Numbers as the portal writes them (spec part 2 section 9): comma decimal, dot thousands, 2 decimals
 * unless told otherwise. Built by hand, not with Intl, so every browser and locale writes the same.
 */

/** Groups an unsigned run of digits in threes with dots: "1234567" -> "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 1234.5 -> "1.234,50" (decimals 2). '' for a value that is not a finite number. */
export function formatDecimal(value: number | null | undefined, decimals = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/** A count: whole number with dot thousands ("12.345"). */
export function formatCount(value: number | null | undefined): string {
  return formatDecimal(typeof value === 'number' ? Math.round(value) : value, 0);
}

/** A volume (an amount summed over currencies or in the base currency): 2 decimals. */
export function formatVolume(value: number | null | undefined): string {
  return formatDecimal(value, 2);
}

/**
 * A success rate in percent, the sign where the user's language writes it: "97,50%" in English, "%97,50" in Turkish
 * (issue 27). The language is the portal's current one unless given.
 */
export function formatSuccessRate(value: number | null | undefined, language: string | undefined = existingPortalI18n()?.language): string {
  const text = formatDecimal(value, 2);
  if (!text) return '';
  return language === 'tr' ? `%${text}` : `${text}%`;
}
