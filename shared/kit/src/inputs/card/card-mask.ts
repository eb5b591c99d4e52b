/** Card mask: the first 6 and last 4 digits stay visible (spec part 2 section 9). */
export const CARD_MASK_FIRST = 6;
export const CARD_MASK_LAST = 4;
export const CARD_MASK_CHARACTER = '*';

/** Digits only: what a card number field keeps of typed or pasted text (spaces, dashes dropped). */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** "4111111111111111" -> "411111******1111"; a number too short to hide anything is shown as is. */
export function maskCardNumber(text: string): string {
  const digits = cardDigits(text);
  const hidden = digits.length - CARD_MASK_FIRST - CARD_MASK_LAST;
  if (hidden <= 0) return digits;
  return digits.slice(0, CARD_MASK_FIRST) + CARD_MASK_CHARACTER.repeat(hidden) + digits.slice(-CARD_MASK_LAST);
}
