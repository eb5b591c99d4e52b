import { callApi } from '@portal/api-client';
import type { CommentPayload } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../comment: rich text (HTML); internal comments are read only by the writer's party. */
export function addComment(paths: TicketPaths, payload: CommentPayload): Promise<void> {
  return callApi(paths.endpoints.comment, { params: paths.params, query: paths.query, body: payload });
}

export function useAddComment(ref: TicketRef) {
  return useTicketMutation(ref, addComment);
}
