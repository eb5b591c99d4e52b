import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type JiraTicketPayload } from '@portal/contracts';
import type { TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** POST .../jira-ticket {jiraTicket}. */
export function setJiraTicket(ref: PlatformRef, jiraTicket: string): Promise<void> {
  const body: JiraTicketPayload = { jiraTicket };
  return callApi(SUPPORT_ENDPOINTS.platformJiraTicket, { params: { tenantId: ref.tenantId, ticketId: ref.ticketId }, body });
}

export function useSetJiraTicket(ref: PlatformRef) {
  return useTicketMutation<string>(ref, (_paths, jira) => setJiraTicket(ref, jira));
}
