import { callApi } from '@portal/api-client';
import type { InviteExternalPartyPayload } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST .../invite-external-party {externalPartyEmail, invitationDescription}. */
export function inviteExternalParty(paths: TicketPaths, payload: InviteExternalPartyPayload): Promise<void> {
  return callApi(paths.endpoints.inviteExternalParty, { params: paths.params, query: paths.query, body: payload });
}

export function useInviteExternalParty(ref: TicketRef) {
  return useTicketMutation(ref, inviteExternalParty);
}
