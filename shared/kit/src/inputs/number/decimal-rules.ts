/** Decimal-only text: digits with at most one decimal point (spec part 2 section 5); '' is allowed. */
const DECIMAL = /^\d*\.?\d*$/;

/** Comma typed or pasted as the decimal separator becomes a point (spec part 2 section 5). */
export function commaToPoint(text: string): string {
  return text.replace(/,/g, '.');
}

/** The decimal text to keep for `next`, or null when it breaks the rule (the edit is refused). */
export function acceptDecimal(next: string): string | null {
  const text = commaToPoint(next);
  return DECIMAL.test(text) ? text : null;
}
