import { callApi } from '@portal/api-client';
import type { TicketReference } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../references {references}. */
export function addReferences(paths: TicketPaths, references: TicketReference[]): Promise<void> {
  return callApi(paths.endpoints.references, { params: paths.params, query: paths.query, body: { references } });
}

export function useAddReferences(ref: TicketRef) {
  return useTicketMutation(ref, addReferences);
}
