import { daysSpanned, endDateNameOf, startDateNameOf, type FieldDefinition } from '../fields';
import { dayInTimeZone, daysBefore } from '../format/time-zone';
import type { ListFilters } from '../list/list-state';
import { pickerValueOf } from '../resource/resource-query';

/** The widest period a list allows, offered in one click when its period is narrower (an empty result's way out). */
export interface WiderPeriod {
  /** Days of the widest period (the period field's `maxDaysSelected`). */
  days: number;
  /** The list's filters with the period set to the last `days` days up to today; every other filter kept. */
  filters: ListFilters;
}

const first = (value: ListFilters[string] | undefined): string | undefined => (typeof value === 'string' ? value : value?.[0]);

/**
 * The last `maxDaysSelected` days up to today on the user's clock, for the list's day period (a date range without
 * time) when the applied one is narrower; undefined when there is none, or it is open at an end (no narrower bound).
 */
export function widerPeriodOf(fields: readonly FieldDefinition[], filters: ListFilters, timeZone: string | undefined, now = new Date()): WiderPeriod | undefined {
  const period = fields.find((field) => field.type === 'dateRangePicker' && !field.showTimePicker && field.maxDaysSelected);
  if (!period?.maxDaysSelected) return undefined;
  const startKey = startDateNameOf(period);
  const endKey = endDateNameOf(period);
  const start = first(filters[startKey]);
  const end = first(filters[endKey]);
  if (!start || !end || daysSpanned(start, end) >= period.maxDaysSelected) return undefined;
  const today = dayInTimeZone(now, timeZone);
  const days = period.maxDaysSelected;
  return { days, filters: { ...filters, [startKey]: pickerValueOf(daysBefore(today, days - 1)), [endKey]: pickerValueOf(today) } };
}
