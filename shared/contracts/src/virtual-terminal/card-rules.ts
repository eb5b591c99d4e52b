/**
 * The virtual terminal's card rules (issue 13, ADR 0054): the browser checks them while the user types and the
 * server checks them again (400 with the same message). Each message names its field, so a refusal read alone says
 * what to fix.
 */

export const CARD_MESSAGES = {
  cardNumberRequired: 'Enter the card number',
  cardNumberLength: 'A card number has 12 to 19 digits',
  cardNumberLuhn: 'The card number is not valid: check for a typo',
  expiryRequired: 'Choose the expiry month and year',
  expiryPast: 'The card has expired: check the expiry date',
  expiryTooFar: 'The expiry date is more than 20 years away: check the year',
  cvcShape: 'The CVC has 3 or 4 digits',
  cardholderRequired: 'Enter the cardholder name',
  cardholderTooLong: 'The cardholder name has at most 100 characters',
} as const;
export type CardMessage = (typeof CARD_MESSAGES)[keyof typeof CARD_MESSAGES];

export const CARD_LIMITS = { minDigits: 12, maxDigits: 19, maxCardholder: 100, maxYearsAhead: 20 } as const;

/** Luhn (ISO/IEC 7812-1 check digit): from the right, every second digit doubled (less 9 above 9), the sum a multiple of 10. */
export function luhnOk(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why a card number (digits only) is refused, null when it is good. */
export function cardNumberProblem(digits: string): CardMessage | null {
  if (!digits) return CARD_MESSAGES.cardNumberRequired;
  if (!/^\d+$/.test(digits) || digits.length < CARD_LIMITS.minDigits || digits.length > CARD_LIMITS.maxDigits) return CARD_MESSAGES.cardNumberLength;
  return luhnOk(digits) ? null : CARD_MESSAGES.cardNumberLuhn;
}

/**
 * Why an expiry is refused: a card is good to the last day of its expiry month (ISO/IEC 7813), so a card of this
 * month is accepted and one of last month is not; `now` is read in UTC.
 */
export function expiryProblem(month: number | undefined, year: number | undefined, now: Date): CardMessage | null {
  if (!month || !year || !Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return CARD_MESSAGES.expiryRequired;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  if (expiry < thisMonth) return CARD_MESSAGES.expiryPast;
  if (expiry > thisMonth + CARD_LIMITS.maxYearsAhead * 12) return CARD_MESSAGES.expiryTooFar;
  return null;
}

/** The CVC: 3 or 4 digits (4 on American Express). Checked, sent to the provider, never stored or logged. */
export function cvcProblem(cvc: string): CardMessage | null {
  return /^\d{3,4}$/.test(cvc) ? null : CARD_MESSAGES.cvcShape;
}

export function cardholderProblem(name: string): CardMessage | null {
  const trimmed = name.trim();
  if (!trimmed) return CARD_MESSAGES.cardholderRequired;
  return trimmed.length > CARD_LIMITS.maxCardholder ? CARD_MESSAGES.cardholderTooLong : null;
}
