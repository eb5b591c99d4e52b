export interface DigitRules {
  /** Allow one decimal separator (a point). */
  allowDecimal?: boolean;
  min?: number;
  max?: number;
  /** A regular expression the whole value must match (partial values included). */
  pattern?: RegExp | string;
  maxLength?: number;
}

/** Keeps digits (and the first point when decimals are allowed): what a paste or drop leaves. */
export function stripToDigits(text: string, allowDecimal = false): string {
  if (!allowDecimal) return text.replace(/\D/g, '');
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/**
 * The value to keep for an edited text, or null when it breaks a rule (above max, longer than maxLength,
 * not matching the pattern): the edit is refused. Below-min values pass while typing ("1" on the way to
 * "15"); `raiseToMin` applies min when the user leaves the field.
 */
export function acceptDigits(next: string, rules: DigitRules): string | null {
  const text = stripToDigits(next, rules.allowDecimal);
  if (text === '') return '';
  if (rules.maxLength !== undefined && text.length > rules.maxLength) return null;
  if (rules.pattern !== undefined && !new RegExp(rules.pattern).test(text)) return null;
  if (rules.max !== undefined && text !== '.' && Number(text) > rules.max) return null;
  return text;
}

/** On leaving the field: a value below min becomes min; empty stays empty. */
export function raiseToMin(text: string, min: number | undefined): string {
  if (min === undefined || text === '' || text === '.') return text;
  return Number(text) < min ? String(min) : text;
}

/** Keys that edit or move without typing a character, always let through. */
const NAVIGATION_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Whether a key press may go through: digits, one point when allowed, navigation and shortcuts. */
export function isAllowedKey(key: string, current: string, allowDecimal = false, withModifier = false): boolean {
  if (withModifier || NAVIGATION_KEYS.has(key)) return true;
  if (/^\d$/.test(key)) return true;
  return allowDecimal && key === '.' && !current.includes('.');
}
