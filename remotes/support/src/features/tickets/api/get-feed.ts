import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { portalI18n } from '@portal/i18n';
import type { FeedItem } from '@portal/contracts';
import { ticketKeys } from './ticket-keys';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketPaths } from './use-ticket-paths';

/** The portal's current language: comments the server wrote (the escalation note) come in it (ADR 0042). */
export const inPortalLanguage = () => ({ 'accept-language': portalI18n().language || 'en' });

/** GET .../feed: the ticket's feed, oldest first, as this reader may see it. */
export function fetchFeed(paths: TicketPaths, signal?: AbortSignal): Promise<FeedItem[]> {
  return callApi(paths.endpoints.feed, { params: paths.params, query: paths.query, headers: inPortalLanguage(), signal, silent: true });
}

export function feedQueryOptions(ref: TicketRef, paths: TicketPaths) {
  return queryOptions({ queryKey: ticketKeys.feed(ref), queryFn: ({ signal }) => fetchFeed(paths, signal) });
}

export function useFeed(ref: TicketRef, enabled = true) {
  const paths = useTicketPaths(ref);
  return useQuery({ ...feedQueryOptions(ref, paths), enabled });
}
