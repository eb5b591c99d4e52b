import type { FieldFormValues } from '@portal/kit';

/** A list a support form keeps under `name` (ids, or the records its own editor keeps, e.g. attached files). */
export function listValue<T>(values: FieldFormValues, name: string): T[] {
  const value = values[name];
  return Array.isArray(value) ? (value as unknown as T[]) : [];
}

/** A text a support form keeps under `name` ('' when empty). */
export function textValue(values: FieldFormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A chosen id a support form keeps under `name` (null when none). */
export function idValue(values: FieldFormValues, name: string): string | null {
  const value = values[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
