import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { ticketKeys } from './ticket-keys';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketPaths } from './use-ticket-paths';

/** POST .../feed/mark-comments-as-read (no body: every comment of the ticket, for this reader). */
export function markCommentsRead(paths: TicketPaths): Promise<void> {
  return callApi(paths.endpoints.markCommentsAsRead, { params: paths.params, query: paths.query, body: {}, silent: true });
}

/** Marks read after the feed was shown; lists refresh their unread counts, the open feed keeps its highlights. */
export function useMarkCommentsRead(ref: TicketRef) {
  const paths = useTicketPaths(ref);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markCommentsRead(paths),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}
