import type { ReportDefinition } from '@portal/contracts';
import {
  activeFilters, dayInTimeZone, dayRangeInstants, daysBefore, endDateNameOf, startDateNameOf, timezoneOffsetOf,
  type FieldDefinition, type ListFilters, type ListState,
} from '@portal/kit';

const noon = (day: string) => `${day}T12:00:00.000Z`;

/**
 * A fresh report's filters: its period (the last `defaultRangeDays` days up to today on the user's clock, as the
 * filter bar stores dates: noon UTC of each day) and the fields' own initial values.
 */
export function defaultReportFilters(definition: ReportDefinition, fields: readonly FieldDefinition[], timeZone: string | undefined, now = new Date()): ListFilters {
  const filters: Record<string, string | string[]> = {};
  for (const field of fields) {
    if (field.type === 'dateRangePicker' && definition.defaultRangeDays) {
      const today = dayInTimeZone(now, timeZone);
      filters[startDateNameOf(field)] = noon(daysBefore(today, definition.defaultRangeDays - 1));
      filters[endDateNameOf(field)] = noon(today);
    } else if (field.value !== undefined && field.value !== null && field.value !== false && field.type !== 'dateRangePicker') {
      filters[field.name] = Array.isArray(field.value) ? field.value.map(String) : String(field.value);
    }
  }
  return filters;
}

/**
 * The report call's query from the list state: the chosen days become [start of the first, start of the day after
 * the last) on the user's clock (as the transaction lookup sends them), other filters as they are, then paging,
 * sort and the user's offset from UTC (days and hours of the figures are the user's).
 */
export function reportQueryOf(state: ListState, fields: readonly FieldDefinition[], timeZone: string | undefined, now = new Date()): Record<string, string | string[] | number> {
  const filters = activeFilters(state.filters);
  const query: Record<string, string | string[] | number> = {};
  for (const field of fields) {
    if (field.type === 'dateRangePicker') {
      const { from, to } = dayRangeInstants(filters[startDateNameOf(field)], filters[endDateNameOf(field)], timeZone);
      if (from) query[startDateNameOf(field)] = from;
      if (to) query[endDateNameOf(field)] = to;
      continue;
    }
    const value = filters[field.name];
    if (value === undefined) continue;
    if (field.type === 'checkbox' && value !== 'true') continue;
    query[field.name] = typeof value === 'string' ? value : [...value];
  }
  query.pageIndex = state.pageIndex;
  query.PageSize = state.pageSize;
  if (state.sort) {
    query.sort = state.sort.key;
    query.order = state.sort.direction;
  }
  query.timezoneOffset = timezoneOffsetOf(timeZone, now);
  // The page opens with the tenant's default filters in its own state and sends every filter it means: the
  // server adds no defaults of its own (ADR 0057), so a default the user cleared stays cleared.
  query.useDefaults = 'false';
  return query;
}
