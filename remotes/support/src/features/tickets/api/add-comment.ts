import { apiFetch } from '@portal/api-client';
import type { CommentPayload } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../comment: rich text (HTML); internal comments are read only by the writer's party. */
export function addComment(paths: TicketPaths, payload: CommentPayload): Promise<void> {
  return apiFetch<void>(paths.comment, { method: 'POST', json: payload, query: paths.query, responseType: 'none' });
}

export function useAddComment(ref: TicketRef) {
  return useTicketMutation(ref, addComment);
}
