import { holdsList, valueKeysOf, type FieldDefinition, type FieldFormValues, type FieldValue } from '../fields';
import type { FilterValue, ListFilters } from '../list/list-state';

/** The URL keys a filter bar's fields write (a date range writes its start and end keys). */
export function filterKeysOf(fields: readonly FieldDefinition[]): string[] {
  return fields.flatMap(valueKeysOf);
}

/** Option ids are numbers for some lookups: the URL's text goes back to the option's own type. */
function typedLike(field: FieldDefinition, text: string): string | number {
  const numeric = field.options?.some((o) => typeof o.id === 'number');
  return numeric && text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : text;
}

/** Form values from the URL's filters (what the bar shows when the list opens or Back restores it). */
export function formValuesOf(fields: readonly FieldDefinition[], filters: ListFilters): FieldFormValues {
  const values: FieldFormValues = {};
  for (const field of fields) {
    for (const key of valueKeysOf(field)) {
      const raw = filters[key];
      if (raw === undefined) continue;
      const list = typeof raw === 'string' ? [raw] : [...raw];
      if (holdsList(field)) values[key] = list.map((v) => typedLike(field, v));
      else if (field.type === 'checkbox') values[key] = list[0] === 'true';
      else values[key] = typedLike(field, list[0] ?? '');
    }
  }
  return values;
}

function asFilter(value: FieldValue | undefined): FilterValue | undefined {
  if (value === null || value === undefined || value === false || value === '') return undefined;
  if (Array.isArray(value)) return value.length ? value.map(String) : undefined;
  return String(value);
}

/** The URL's filters from submitted form values: empty values dropped, everything as text. */
export function filtersOf(fields: readonly FieldDefinition[], values: FieldFormValues): Record<string, FilterValue> {
  const filters: Record<string, FilterValue> = {};
  for (const key of filterKeysOf(fields)) {
    const value = asFilter(values[key]);
    if (value !== undefined) filters[key] = value;
  }
  return filters;
}
