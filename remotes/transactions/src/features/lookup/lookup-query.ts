import type { TransactionLookupQuery, TransactionSortField } from '@portal/contracts';
import { activeFilters, dayInTimeZone, dayRangeInstants, decimalPlacesOf, toMinorUnits, type ListFilters, type ListState } from '@portal/kit';

const list = (v: string | readonly string[] | undefined): string[] | undefined => (v === undefined ? undefined : typeof v === 'string' ? [v] : [...v]);
const one = (v: string | readonly string[] | undefined): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : v[0]);


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

/** The kit's one amount converter (major-unit text -> minor units, never rounded), as the lookup has always used it. */
export { toMinorUnits };

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
  const { from, to } = dayRangeInstants(one(f.from), one(f.to), timeZone);
  const query: TransactionLookupQuery = {
    from,
    to,
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
