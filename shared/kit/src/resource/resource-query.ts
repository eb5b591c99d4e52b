/**
 * THE conversion between a resource list's URL state and its list call (ADR 0063): the one day-range
 * converter and the one amount converter. Pure functions; `useResourceList` puts them on the router.
 */
import type { FilterDescriptor, ResourceDeclaration } from '@portal/contracts';
import { activeFilters, type FilterValue, type ListFilters, type ListState } from '../list/list-state';
import { dayInTimeZone, dayStartInTimeZone, nextDay } from '../format/time-zone';
import { decimalPlacesOf, DEFAULT_DECIMAL_PLACES, type KnownDecimalPlaces } from '../format/money';

/** A list call's query: what a resource's list endpoint takes (filters, scope, sort, page). */
export type ResourceListQuery = Record<string, string | number | boolean | string[]>;

/** What the conversion needs besides the state: the user's clock and the currencies' decimal places. */
export interface ResourceQueryOptions {
  timeZone: string | undefined;
  /** A currency code's decimal places (`useDecimalPlaces()`), or what `decimalPlacesOf` takes. */
  decimalPlaces?: ((currencyCode: string) => number) | KnownDecimalPlaces;
}

type ResourceShape = Pick<ResourceDeclaration, 'filters' | 'paging' | 'keysetSorts'> & Partial<Pick<ResourceDeclaration, 'defaultSort'>>;

const first = (v: FilterValue | undefined): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : v[0]);
const all = (v: FilterValue | undefined): string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : [...v]);

/** A day of the date picker (noon UTC of the day, ISO) or a plain `YYYY-MM-DD` -> `YYYY-MM-DD`. */
export const pickerDayOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

/**
 * THE day-range conversion: the picker's first and last day -> the UTC instants [start of the first day,
 * start of the day after the last) on the user's clock (DST-safe). A missing or unreadable end is left out.
 */
export function dayRangeInstants(fromValue: unknown, toValue: unknown, timeZone: string | undefined): { from?: string; to?: string } {
  const from = pickerDayOf(fromValue);
  const to = pickerDayOf(toValue);
  return {
    ...(from ? { from: dayStartInTimeZone(from, timeZone) } : {}),
    ...(to ? { to: dayStartInTimeZone(nextDay(to), timeZone) } : {}),
  };
}

/** A day as the date picker stores it: noon UTC of the day (any zone shows the same date). */
export const pickerValueOf = (day: string): string => `${day}T12:00:00.000Z`;

/** Today as a date range filter stores it (both ends the user's today on their clock): a list's usual default. */
export function todayPickerRange(timeZone: string | undefined, now = new Date()): ListFilters {
  const today = pickerValueOf(dayInTimeZone(now, timeZone));
  return { from: today, to: today };
}

/** Digits after the decimal separator ('.' or ',') of an amount as typed (more than its currency has is refused). */
export const decimalsOf = (text: string): number => text.trim().replace(',', '.').split('.')[1]?.length ?? 0;

/**
 * An amount typed in major units ("12.50" or "12,50") in minor units of `places` decimal places. More
 * decimals than the currency has is not an amount of it ("10.005" EUR): refused (undefined), never rounded.
 */
export function toMinorUnits(text: string | undefined, places: number): number | undefined {
  if (!text) return undefined;
  const normal = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined;
  const [whole, fraction = ''] = normal.split('.');
  if (fraction.length > places) return undefined;
  const minor = Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units back to the major-unit text the amount filter shows ("12.50"). */
export function fromMinorUnits(minor: number, places: number): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  return `${minor < 0 ? '-' : ''}${whole}${places > 0 ? `.${digits.slice(-places)}` : ''}`;
}

/**
 * The decimal places an amount filter is read in: those of the one currency its currency filter holds, else
 * the default 2 (several currencies or none); with that currency, for a message naming it.
 */
export function amountPlacesOf(currencyValue: unknown, source: ResourceQueryOptions['decimalPlaces']): { places: number; currency: string | undefined } {
  const codes = (Array.isArray(currencyValue) ? currencyValue : currencyValue ? [currencyValue] : []).map(String).filter(Boolean);
  const currency = codes.length === 1 ? codes[0]! : undefined;
  if (!currency) return { places: DEFAULT_DECIMAL_PLACES, currency };
  return { places: typeof source === 'function' ? source(currency) : decimalPlacesOf(currency, source), currency };
}

const placesFor = (currencyValue: unknown, source: ResourceQueryOptions['decimalPlaces']): number => amountPlacesOf(currencyValue, source).places;

function filterQuery(name: string, filter: FilterDescriptor, filters: Record<string, FilterValue>, options: ResourceQueryOptions, query: ResourceListQuery): void {
  switch (filter.kind) {
    case 'text': {
      const text = first(filters[name])?.trim();
      if (text) query[name] = text;
      return;
    }
    case 'oneOf':
    case 'idsOf': {
      const values = all(filters[name]).map((v) => v.trim()).filter(Boolean);
      if (!values.length) return;
      if (filter.kind === 'idsOf' || filter.multiple) query[name] = values;
      else query[name] = values[0]!;
      return;
    }
    case 'flag': {
      const value = first(filters[name]);
      if (value === 'true' || value === 'false') query[name] = value === 'true';
      return;
    }
    case 'dayRange': {
      const { from, to } = dayRangeInstants(first(filters[filter.from]), first(filters[filter.to]), options.timeZone);
      if (from) query[filter.from] = from;
      if (to) query[filter.to] = to;
      return;
    }
    case 'amountRange': {
      const places = placesFor(filter.currencyFilter ? filters[filter.currencyFilter] : undefined, options.decimalPlaces);
      const from = toMinorUnits(first(filters[filter.from]), places);
      const to = toMinorUnits(first(filters[filter.to]), places);
      if (from !== undefined) query[filter.from] = from;
      if (to !== undefined) query[filter.to] = to;
      return;
    }
  }
}

/** Whether the list's sort is one the server pages by cursor (a cursor kept in an edited link under another sort is not sent). */
function pagesByKeyset(resource: ResourceShape, state: ListState): boolean {
  const sort = state.sort?.key ?? resource.defaultSort?.key;
  return !resource.keysetSorts || (sort !== undefined && resource.keysetSorts.includes(sort));
}

/**
 * A resource list's call from its list state: days become the UTC instants [start of the first day, start
 * of the day after the last) on the user's clock, amounts minor units in the chosen currency's places (2
 * without one), flags booleans, multiple choices lists, texts trimmed; then the sort, the page and (keyset
 * paging only, under a sort the server pages by cursor) the page's cursor. Empty filters send nothing.
 */
export function resourceQueryOf(resource: ResourceShape, state: ListState, options: ResourceQueryOptions): ResourceListQuery {
  const filters = activeFilters(state.filters);
  const query: ResourceListQuery = {};
  for (const [name, filter] of Object.entries(resource.filters)) filterQuery(name, filter, filters, options, query);
  if (state.sort) {
    query.sortField = state.sort.key;
    query.sortDirection = state.sort.direction;
  }
  query.pageIndex = state.pageIndex;
  query.pageSize = state.pageSize;
  if (resource.paging === 'keyset' && state.cursor && pagesByKeyset(resource, state)) query.cursor = state.cursor;
  return query;
}

const text = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : String(v));
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === '' ? [] : [String(v)]);

/**
 * The list's URL filters a call's query stands for (the other way: a link from a query, a saved view):
 * instants back to the picker's days on the user's clock, minor units back to major-unit text.
 */
export function listFiltersOf(resource: Pick<ResourceDeclaration, 'filters'>, query: Readonly<Record<string, unknown>>, timeZone: string | undefined, decimalPlaces?: ResourceQueryOptions['decimalPlaces']): ListFilters {
  const filters: Record<string, FilterValue> = {};
  for (const [name, filter] of Object.entries(resource.filters)) {
    switch (filter.kind) {
      case 'text': case 'flag': {
        const value = text(query[name]);
        if (value !== undefined) filters[name] = value;
        break;
      }
      case 'oneOf': case 'idsOf': {
        const values = texts(query[name]);
        if (values.length) filters[name] = filter.kind === 'oneOf' && !filter.multiple ? values[0]! : values;
        break;
      }
      case 'dayRange': {
        const from = text(query[filter.from]);
        const to = text(query[filter.to]);
        if (from) filters[filter.from] = pickerValueOf(dayInTimeZone(new Date(from), timeZone));
        // The end is exclusive (the start of the day after the last): its instant before is the last day.
        if (to) filters[filter.to] = pickerValueOf(dayInTimeZone(new Date(Date.parse(to) - 1), timeZone));
        break;
      }
      case 'amountRange': {
        const currency = filter.currencyFilter ? texts(query[filter.currencyFilter]) : [];
        const places = placesFor(currency, decimalPlaces);
        for (const key of [filter.from, filter.to]) {
          const value = query[key];
          if (value !== undefined && value !== null && value !== '' && Number.isFinite(Number(value))) filters[key] = fromMinorUnits(Number(value), places);
        }
        break;
      }
    }
  }
  return filters;
}
