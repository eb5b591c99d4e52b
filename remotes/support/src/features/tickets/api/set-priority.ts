import { apiFetch } from '@portal/api-client';
import type { Priority } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../priority {priority}. */
export function setPriority(paths: TicketPaths, priority: Priority): Promise<void> {
  return apiFetch<void>(paths.priority, { method: 'POST', json: { priority }, query: paths.query, responseType: 'none' });
}

export function useSetPriority(ref: TicketRef) {
  return useTicketMutation(ref, setPriority);
}
