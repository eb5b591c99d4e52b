import { callApi } from '@portal/api-client';
import type { Priority } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../priority {priority}. */
export function setPriority(paths: TicketPaths, priority: Priority): Promise<void> {
  return callApi(paths.endpoints.priority, { params: paths.params, query: paths.query, body: { priority } });
}

export function useSetPriority(ref: TicketRef) {
  return useTicketMutation(ref, setPriority);
}
