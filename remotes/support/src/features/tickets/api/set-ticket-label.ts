import { apiFetch } from '@portal/api-client';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST support/ticket/{a}/{b}/set-support-label/{labelId} (empty body). */
export function setTicketLabel(paths: TicketPaths, labelId: string): Promise<void> {
  return apiFetch<void>(paths.setLabel(labelId), { method: 'POST', query: paths.query, responseType: 'none' });
}

export function useSetTicketLabel(ref: TicketRef) {
  return useTicketMutation(ref, setTicketLabel);
}
