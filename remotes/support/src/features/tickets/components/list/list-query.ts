import { PRIORITIES, TICKET_CHANNEL_TYPES, TICKET_STATUSES, type TicketFilter } from '@portal/contracts';
import type { ListFilters, ListState } from '@portal/kit';

/** The text filters a list keeps in its URL query, under the TicketFilter names. */
const TEXT_KEYS = ['category', 'labelId', 'assignee', 'customerId', 'tenantId', 'searchKey'] as const;
const CHOICE_KEYS = { status: TICKET_STATUSES, priority: PRIORITIES, ticketChannelType: TICKET_CHANNEL_TYPES } as const;

/** Every filter a ticket list keeps in the URL (the kit's list state adds the page and its size). */
export const TICKET_FILTER_KEYS: readonly string[] = [...TEXT_KEYS, ...Object.keys(CHOICE_KEYS)];

/** A ticket filter's values as the kit's list filters (empty ones left out). */
export function listFiltersOf(filter: TicketFilter): ListFilters {
  return Object.fromEntries(TICKET_FILTER_KEYS.flatMap((key) => {
    const value = filter[key as keyof TicketFilter];
    return typeof value === 'string' && value ? [[key, value]] : [];
  }));
}

/**
 * The ticket filter of the list's state: the texts as given, a choice only when it is one of the allowed
 * values, the scope's channel unless the URL names another; the page and its size from the state.
 */
export function ticketFilterOf(state: ListState, initial: TicketFilter): TicketFilter {
  const filter: TicketFilter = { ticketChannelType: initial.ticketChannelType, pageIndex: state.pageIndex, pageSize: state.pageSize };
  const first = (key: string) => {
    const value = state.filters[key];
    return (typeof value === 'string' ? value : value?.[0])?.trim();
  };
  for (const key of TEXT_KEYS) {
    const value = first(key);
    if (value) filter[key] = value;
  }
  for (const [key, allowed] of Object.entries(CHOICE_KEYS) as Array<[keyof typeof CHOICE_KEYS, readonly string[]]>) {
    const value = first(key);
    if (value && allowed.includes(value)) (filter as Record<string, unknown>)[key] = value;
  }
  return filter;
}
