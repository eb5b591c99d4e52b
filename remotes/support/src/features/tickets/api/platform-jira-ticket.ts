import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type JiraTicketPayload } from '@portal/contracts';
import type { TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** POST .../jira-ticket {jiraTicket}. */
export function setJiraTicket(ref: PlatformRef, jiraTicket: string): Promise<void> {
  const body: JiraTicketPayload = { jiraTicket };
  return apiFetch<void>(SUPPORT_PATHS.platformJiraTicket(ref.tenantId, ref.ticketId), { method: 'POST', json: body, responseType: 'none' });
}

export function useSetJiraTicket(ref: PlatformRef) {
  return useTicketMutation<string>(ref, (_paths, jira) => setJiraTicket(ref, jira));
}
