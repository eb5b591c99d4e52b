import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketPaths } from './use-ticket-paths';

/**
 * A change to one ticket: runs `call` with the ticket's paths, then refreshes the ticket, its feed
 * and every ticket list (merchant, tenant and platform lists share the ['support','tickets'] root).
 */
export function useTicketMutation<TVars, TResult = unknown>(ref: TicketRef, call: (paths: TicketPaths, vars: TVars) => Promise<TResult>) {
  const paths = useTicketPaths(ref);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => call(paths, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
