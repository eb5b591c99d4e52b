import type { TransactionLookupQuery, TransactionSortField } from '@portal/contracts';
import { activeFilters, dayInTimeZone, dayStartInTimeZone, decimalPlacesOf, nextDay, type ListFilters, type ListState } from '@portal/kit';

const list = (v: string | readonly string[] | undefined): string[] | undefined => (v === undefined ? undefined : typeof v === 'string' ? [v] : [...v]);
const one = (v: string | readonly string[] | undefined): string | undefined => (v === undefined ? undefined : typeof v === 'string' ? v : v[0]);

/** A day-only value of the date range (noon UTC of the day, as the kit's picker stores it) -> `YYYY-MM-DD`. */
const dayOf = (iso: string | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined);

/**
 * An amount typed in major units ("12.50" or "12,50") in minor units: the decimal places of the one currency
 * filtered on, else 2 (spec part 2 section 3: decimalPlaces default 2).
 */
export function toMinorUnits(text: string | undefined, currency: string | undefined, decimalPlaces: Record<string, number>): number | undefined {
  if (!text) return undefined;
  const normal = text.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined;
  const places = currency ? decimalPlacesOf(currency, decimalPlaces[currency]) : 2;
  const [whole, fraction = ''] = normal.split('.');
  return Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0').slice(0, places) || '0');
}

/** Today's date range as the filter bar stores it (noon UTC of the user's today, both ends). */
export function todayRange(timeZone: string | undefined, now = new Date()): ListFilters {
  const noon = `${dayInTimeZone(now, timeZone)}T12:00:00.000Z`;
  return { from: noon, to: noon };
}

/**
 * The lookup call's query from the list state: the chosen days become [start of the first, start of the day
 * after the last) on the user's clock, amounts become minor units, the sort and page go along.
 */
export function lookupQueryOf(state: ListState, timeZone: string | undefined, decimalPlaces: Record<string, number>): TransactionLookupQuery {
  const f = activeFilters(state.filters);
  const currencies = list(f.currency);
  const singleCurrency = currencies?.length === 1 ? currencies[0] : undefined;
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
    amountFrom: toMinorUnits(one(f.amountFrom), singleCurrency, decimalPlaces),
    amountTo: toMinorUnits(one(f.amountTo), singleCurrency, decimalPlaces),
    cardFirst6: one(f.cardFirst6),
    cardLast4: one(f.cardLast4),
    externalId: one(f.externalId),
    customerEmail: one(f.customerEmail),
    tenantIds: list(f.tenantIds),
    sortField: state.sort?.key as TransactionSortField | undefined,
    sortDirection: state.sort?.direction,
    pageIndex: state.pageIndex,
    pageSize: state.pageSize,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as TransactionLookupQuery;
}
