import { PRIORITIES, TICKET_CHANNEL_TYPES, TICKET_STATUSES, type TicketFilter } from '@portal/contracts';
import { PAGE_SIZES } from '../shared/RowsPager';

/** The text filters a list keeps in its URL query, under the TicketFilter names. */
const TEXT_KEYS = ['category', 'labelId', 'assignee', 'customerId', 'tenantId', 'searchKey'] as const;
/** 1-based page number in the URL (what people read and share); the API's pageIndex is 0-based. */
const PAGE_KEY = 'page';
const SIZE_KEY = 'pageSize';
const CHOICE_KEYS = { status: TICKET_STATUSES, priority: PRIORITIES, ticketChannelType: TICKET_CHANNEL_TYPES } as const;

/** Every query key a ticket list owns (others on the URL are left alone). */
export const LIST_QUERY_KEYS: readonly string[] = [...TEXT_KEYS, ...Object.keys(CHOICE_KEYS), PAGE_KEY, SIZE_KEY];

/**
 * The list filter a URL query describes. A query without any list key is a list opened afresh: it
 * gets `defaults` (e.g. open tickets only). Otherwise the query is the whole filter, so a cleared
 * status stays cleared; values that are not one of the allowed choices are ignored.
 */
export function filterFromQuery(params: URLSearchParams, defaults: TicketFilter): TicketFilter {
  if (!LIST_QUERY_KEYS.some((key) => params.has(key))) return defaults;
  const filter: TicketFilter = { ticketChannelType: defaults.ticketChannelType, pageIndex: 0, pageSize: defaults.pageSize };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  for (const [key, allowed] of Object.entries(CHOICE_KEYS) as Array<[keyof typeof CHOICE_KEYS, readonly string[]]>) {
    const value = params.get(key);
    if (value && allowed.includes(value)) (filter as Record<string, unknown>)[key] = value;
  }
  const page = Number(params.get(PAGE_KEY));
  if (Number.isInteger(page) && page >= 1) filter.pageIndex = page - 1;
  const size = Number(params.get(SIZE_KEY));
  if ((PAGE_SIZES as readonly number[]).includes(size)) filter.pageSize = size;
  return filter;
}

/** `params` with the list keys replaced by `filter` (page and size always written, so the query is never "fresh" again). */
export function queryFromFilter(filter: TicketFilter, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  LIST_QUERY_KEYS.forEach((key) => next.delete(key));
  for (const key of [...TEXT_KEYS, ...(Object.keys(CHOICE_KEYS) as Array<keyof typeof CHOICE_KEYS>)]) {
    const value = filter[key];
    if (value) next.set(key, value);
  }
  next.set(PAGE_KEY, String((filter.pageIndex ?? 0) + 1));
  if (filter.pageSize) next.set(SIZE_KEY, String(filter.pageSize));
  return next;
}
