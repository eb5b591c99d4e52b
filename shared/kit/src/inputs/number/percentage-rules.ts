import { commaToPoint } from './decimal-rules';

/**
 * Percentage text (spec part 2 section 5): at most 2 integer digits, 3 when the value is 100 or more (so
 * no leading zero in a 3-digit part), at most 2 decimals, never starting with a point, never "00".
 * Partial values a user passes through ("5.", "10") are accepted; '' too.
 */
export function isPercentageText(text: string): boolean {
  if (text === '') return true;
  const match = /^(\d{1,3})(\.\d{0,2})?$/.exec(text);
  if (!match) return false;
  const integer = match[1];
  if (/^00+$/.test(integer)) return false;
  return integer.length < 3 || Number(integer) >= 100;
}

/** The percentage text to keep for an edit (comma read as a point), or null to refuse it. */
export function acceptPercentage(next: string): string | null {
  const text = commaToPoint(next);
  return isPercentageText(text) ? text : null;
}
