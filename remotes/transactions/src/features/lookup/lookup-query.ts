import type { TransactionLookupQuery, TransactionSortField } from '@portal/contracts';
import { activeFilters, dayInTimeZone, dayStartInTimeZone, decimalPlacesOf, nextDay, type ListFilters, type ListState } from '@portal/kit';

const list = (v: string | readonly string[] | undefined): string[] | undefined => (v === undefined ? undefined : typeof v === 'string' ? [v] : [...v]);
const one = (v: string | readonly string[] | undefined): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : v[0]);

/** A day-only value of the date range (noon UTC of the day, as the kit's picker stores it) -> `YYYY-MM-DD`. */
const dayOf = (iso: string | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined);

/** Decimal places when no single currency is filtered on (spec part 2 section 3: decimalPlaces default 2). */
export const DEFAULT_AMOUNT_DECIMALS = 2;

/**
 * The decimal places an amount filter is read in: those of the one currency filtered on (the currency
 * lookup's, else ISO 4217), else 2. Several currencies or none: 2.
 */
export function amountDecimalsFor(currencyFilter: unknown, decimalPlaces: Record<string, number>): { places: number; currency: string | undefined } {
  const values = (Array.isArray(currencyFilter) ? currencyFilter : currencyFilter ? [currencyFilter] : []).map(String).filter(Boolean);
  const currency = values.length === 1 ? values[0] : undefined;
  return { places: currency ? decimalPlacesOf(currency, decimalPlaces[currency]) : DEFAULT_AMOUNT_DECIMALS, currency };
}

/** Digits after the decimal separator ('.' or ',') of an amount as typed. */
export const decimalsOf = (text: string): number => text.trim().replace(',', '.').split('.')[1]?.length ?? 0;

/**
 * An amount typed in major units ("12.50" or "12,50") in minor units, in `places` decimal places. More
 * decimals than the currency has is not an amount of that currency ("10.005" EUR, "12.5" JPY): refused
 * (undefined, never cut to a nearby amount), as the filter bar refuses it before it reaches the URL.
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

/** Today's date range as the filter bar stores it (noon UTC of the user's today, both ends). */
export function todayRange(timeZone: string | undefined, now = new Date()): ListFilters {
  const noon = `${dayInTimeZone(now, timeZone)}T12:00:00.000Z`;
  return { from: noon, to: noon };
}

/**
 * The lookup call's query from the list state: the chosen days become [start of the first, start of the day
 * after the last) on the user's clock, amounts become minor units, the sort and page go along, and the
 * page's keyset cursor when the list reached it by Next (createdAt order only, the server's keyset order).
 */
export function lookupQueryOf(state: ListState, timeZone: string | undefined, decimalPlaces: Record<string, number>): TransactionLookupQuery {
  const f = activeFilters(state.filters);
  const currencies = list(f.currency);
  const { places } = amountDecimalsFor(currencies, decimalPlaces);
  const from = dayOf(one(f.from));
  const to = dayOf(one(f.to));
  const query: TransactionLookupQuery = {
    from: from ? dayStartInTimeZone(from, timeZone) : undefined,
    to: to ? dayStartInTimeZone(nextDay(to), timeZone) : undefined,
    status: list(f.status) as TransactionLookupQuery['status'],
    type: list(f.type) as TransactionLookupQuery['type'],
    paymentMethod: list(f.paymentMethod),
    serviceProviderFilter: list(f.serviceProviderFilter),
    Customer: list(f.Customer),
    websiteId: list(f.websiteId),
    currency: currencies,
    amountFrom: toMinorUnits(one(f.amountFrom), places),
    amountTo: toMinorUnits(one(f.amountTo), places),
    cardFirst6: one(f.cardFirst6),
    cardLast4: one(f.cardLast4),
    externalId: one(f.externalId),
    customerEmail: one(f.customerEmail),
    tenantIds: list(f.tenantIds),
    sortField: state.sort?.key as TransactionSortField | undefined,
    sortDirection: state.sort?.direction,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
    // Keyset paging where the server offers it (newest or oldest first); the server then ignores pageIndex.
    cursor: state.cursor && (state.sort?.key ?? 'createdAt') === 'createdAt' ? state.cursor : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as TransactionLookupQuery;
}
