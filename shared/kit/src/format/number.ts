import { existingPortalI18n, formatDecimal, formatPercent } from '@portal/i18n';

/**
 * Numbers as the portal writes them (spec part 2 section 9): comma decimal, dot thousands, 2 decimals unless told
 * otherwise. The digits are written by @portal/i18n (`formatDecimal`, `groupThousands`), which the shared UI uses too.
 */
export { formatDecimal, groupThousands } from '@portal/i18n';

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
  return formatPercent(value, 2, language);
}
