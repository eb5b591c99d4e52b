import { masked, MASKED } from './mask';

/** The fields that name a row, in the order a person would call it by (a channel's name before its code). */
const NAMING_FIELDS = ['name', 'title', 'displayName', 'email', 'code', 'externalId', 'reference', 'value', 'url'] as const;
const LABEL_MAX = 200;

/**
 * What an audit event's target was called when the change was made ("Gold (troy ounce)", "ops@acme.test"): the first
 * naming field of the row (masked first: a secret never names a target), or null. The log keeps it with the event, so
 * a row renamed or deleted later still reads as it was then (ADR 0081 "Target names").
 */
export function targetLabelOf(...rows: Array<object | null | undefined>): string | null {
  for (const row of rows) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) continue;
    const safe = masked(row) as Record<string, unknown>;
    for (const field of NAMING_FIELDS) {
      const value = safe[field];
      if (typeof value === 'string' && value.trim() && value !== MASKED) return value.trim().slice(0, LABEL_MAX);
    }
  }
  return null;
}
