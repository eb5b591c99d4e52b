import { groupThousands } from './number';

/** Decimal places of a currency the lookups do not describe (spec part 2 section 3: Currency decimalPlaces default 2). */
export const DEFAULT_DECIMAL_PLACES = 2;

/** ISO 4217 currencies whose minor unit is not 1/100; every other code has 2 decimal places. */
const ISO_DECIMAL_PLACES: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** What a caller knows of a currency's places: the number itself, the currency lookup's items, or code -> places. */
export type KnownDecimalPlaces =
  | number
  | null
  | undefined
  | readonly { code: string; decimalPlaces?: number | null }[]
  | Readonly<Record<string, number>>;

const validPlaces = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * THE derivation of a currency's decimal places (ADR 0063): the lookup's value when known (a number, the
 * currency lookup's items, or a code -> places map), else ISO 4217, else 2.
 */
export function decimalPlacesOf(currency: string, known?: KnownDecimalPlaces): number {
  let places: unknown = known;
  if (Array.isArray(known)) places = (known as readonly { code: string; decimalPlaces?: number | null }[]).find((c) => c.code === currency)?.decimalPlaces;
  else if (known && typeof known === 'object') places = (known as Readonly<Record<string, number>>)[currency];
  if (validPlaces(places)) return places;
  return ISO_DECIMAL_PLACES[currency.toUpperCase()] ?? DEFAULT_DECIMAL_PLACES;
}

/**
 * The one money formatter: an amount in minor units shown in the currency's decimal places, comma
 * decimal and dot thousands (spec part 2 section 9), then the currency code: 123456 GBP -> "1.234,56 GBP".
 * Integer arithmetic on the digits, so no floating-point rounding creeps in. '' for a non-integer amount.
 */
export function formatMoney(minorUnits: number | null | undefined, currency: string, decimalPlaces?: number | null): string {
  if (typeof minorUnits !== 'number' || !Number.isSafeInteger(minorUnits)) return '';
  const places = decimalPlacesOf(currency, decimalPlaces);
  const digits = String(Math.abs(minorUnits)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `,${digits.slice(-places)}` : '';
  const sign = minorUnits < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction}${currency ? ` ${currency}` : ''}`;
}
