import { apiFetch } from '@portal/api-client';
import type { TicketReference } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../references {references}. */
export function addReferences(paths: TicketPaths, references: TicketReference[]): Promise<void> {
  return apiFetch<void>(paths.references, { method: 'POST', json: { references }, query: paths.query, responseType: 'none' });
}

export function useAddReferences(ref: TicketRef) {
  return useTicketMutation(ref, addReferences);
}
