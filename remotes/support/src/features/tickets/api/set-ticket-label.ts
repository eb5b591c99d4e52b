import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS } from '@portal/contracts';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

/** POST support/ticket/{a}/{b}/set-support-label/{labelId} (empty body). */
export function setTicketLabel(paths: TicketPaths, labelId: string): Promise<void> {
  return callApi(SUPPORT_ENDPOINTS.setSupportLabel, { params: paths.labelParams(labelId), body: {} });
}

export function useSetTicketLabel(ref: TicketRef) {
  return useTicketMutation(ref, setTicketLabel);
}
