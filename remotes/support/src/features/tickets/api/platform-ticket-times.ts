import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS } from '@portal/contracts';
import type { TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** The three timing fields of a platform ticket, each with its own call and body field. */
export const TICKET_TIMES = {
  initialRequestDateTime: SUPPORT_ENDPOINTS.platformInitialRequestTime,
  responseDateTime: SUPPORT_ENDPOINTS.platformResponseTime,
  resolutionDateTime: SUPPORT_ENDPOINTS.platformResolutionTime,
} as const;
export type TicketTimeField = keyof typeof TICKET_TIMES;

/** POST .../initial-request-time {initialRequestDateTime}, .../response-time {responseDateTime}, .../resolution-time {resolutionDateTime}. */
export function setTicketTime(ref: PlatformRef, field: TicketTimeField, isoDateTime: string): Promise<void> {
  return callApi(TICKET_TIMES[field], { params: { tenantId: ref.tenantId, ticketId: ref.ticketId }, body: { [field]: isoDateTime } });
}

export function useSetTicketTime(ref: PlatformRef) {
  return useTicketMutation<{ field: TicketTimeField; value: string }>(ref, (_paths, { field, value }) => setTicketTime(ref, field, value));
}
