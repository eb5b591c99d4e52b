import { endDateNameOf, isCheckboxGroup, startDateNameOf, valueKeysOf, type FieldDefinition } from '../fields';
import { DATE_FORMAT, DATE_TIME_FORMAT, fromDateOnlyIso, fromUtcIso } from '../inputs/dates/date-values';
import type { FilterValue, ListFilters } from '../list/list-state';

type Translate = (text: string) => string;

/** One applied filter as the chip over the list shows it. */
export interface FilterChip {
  /** The field's name (one chip per field). */
  name: string;
  /** "Status: Captured, Refunded": the field's label and its values' labels, translated. */
  text: string;
  /** The URL keys the filter writes (a period writes two). */
  keys: string[];
  /**
   * false: the list cannot do without it (a required filter; a period with a longest span, whose removal would
   * search without any bound). Its chip shows what is searched but has no ×.
   */
  removable: boolean;
}

const valuesOf = (value: FilterValue | undefined): string[] =>
  (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]).map((v) => v.trim()).filter(Boolean);

/** A stored date as the page's date pickers show it (DD/MM/YYYY, with the time on the field's clock when it picks one). */
function dateText(field: FieldDefinition, stored: string | undefined): string {
  if (!stored) return '';
  const day = field.showTimePicker ? fromUtcIso(stored, field.timeZone) : fromDateOnlyIso(stored);
  return day ? day.format(field.showTimePicker ? DATE_TIME_FORMAT : DATE_FORMAT) : stored;
}

/** "01/07/2025 – 02/07/2025"; one day once; an open end stays open ("01/07/2025 –"). */
function periodText(field: FieldDefinition, filters: ListFilters): string {
  const start = dateText(field, valuesOf(filters[startDateNameOf(field)])[0]);
  const end = dateText(field, valuesOf(filters[endDateNameOf(field)])[0]);
  if (start && start === end) return start;
  return [start, end].join(' – ').trim();
}

/** The values' labels: an option's name (translated: a value label falls back to the portal's one table), else the value. */
function valueText(field: FieldDefinition, values: string[], t: Translate): string {
  const named = field.options ?? [];
  return values.map((value) => {
    const option = named.find((o) => String(o.id) === value);
    return option ? t(option.name) : value;
  }).join(', ');
}

/** The chip of one field, or undefined when the URL holds no value of it. */
function chipOf(field: FieldDefinition, filters: ListFilters, t: Translate): FilterChip | undefined {
  const keys = valueKeysOf(field);
  if (!keys.some((key) => valuesOf(filters[key]).length)) return undefined;
  const label = t(field.label);
  const lone = field.type === 'checkbox' && !isCheckboxGroup(field);
  if (lone && valuesOf(filters[field.name])[0] !== 'true') return undefined;
  let shown: string;
  if (lone) shown = label;
  else if (field.type === 'dateRangePicker') shown = `${label}: ${periodText(field, filters)}`;
  else if (field.type === 'date') shown = `${label}: ${dateText(field, valuesOf(filters[field.name])[0])}`;
  else shown = `${label}: ${valueText(field, valuesOf(filters[field.name]), t)}`;
  const required = field.validations?.some((rule) => rule.name === 'required') ?? false;
  const bounded = field.type === 'dateRangePicker' && !!field.maxDaysSelected;
  return { name: field.name, text: shown, keys, removable: !required && !bounded };
}

/** The applied filters (the URL's, not the bar's unapplied edits) as chips, in the bar's order. */
export function filterChipsOf(fields: readonly FieldDefinition[], filters: ListFilters, t: Translate): FilterChip[] {
  return fields.flatMap((field) => chipOf(field, filters, t) ?? []);
}

/** The filters without one chip's keys (what its × applies). */
export function withoutChip(filters: ListFilters, chip: FilterChip): ListFilters {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !chip.keys.includes(key)));
}
