import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS } from '@portal/contracts';
import type { TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** The three timing fields of a platform ticket, each with its own call and body field. */
export const TICKET_TIMES = {
  initialRequestDateTime: SUPPORT_PATHS.platformInitialRequestTime,
  responseDateTime: SUPPORT_PATHS.platformResponseTime,
  resolutionDateTime: SUPPORT_PATHS.platformResolutionTime,
} as const;
export type TicketTimeField = keyof typeof TICKET_TIMES;

/** POST .../initial-request-time {initialRequestDateTime}, .../response-time {responseDateTime}, .../resolution-time {resolutionDateTime}. */
export function setTicketTime(ref: PlatformRef, field: TicketTimeField, isoDateTime: string): Promise<void> {
  return apiFetch<void>(TICKET_TIMES[field](ref.tenantId, ref.ticketId), { method: 'POST', json: { [field]: isoDateTime }, responseType: 'none' });
}

export function useSetTicketTime(ref: PlatformRef) {
  return useTicketMutation<{ field: TicketTimeField; value: string }>(ref, (_paths, { field, value }) => setTicketTime(ref, field, value));
}
