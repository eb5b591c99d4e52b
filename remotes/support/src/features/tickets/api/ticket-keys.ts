import type { TicketRef } from './ticket-ref';
import { refKey } from './ticket-ref';

/** Query keys of the support remote: everything under ['support','tickets'] refreshes together after a change. */
export const ticketKeys = {
  all: ['support', 'tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (source: string, filter: object) => [...ticketKeys.lists(), source, filter] as const,
  detail: (ref: TicketRef) => [...ticketKeys.all, 'detail', ...refKey(ref)] as const,
  feed: (ref: TicketRef) => [...ticketKeys.all, 'feed', ...refKey(ref)] as const,
};
