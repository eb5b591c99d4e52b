import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type BillablePayload } from '@portal/contracts';
import type { TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** POST .../billable or .../non-billable {tenantId, ticketId}. */
export function setBillable(ref: PlatformRef, billable: boolean): Promise<void> {
  const path = (billable ? SUPPORT_PATHS.platformBillable : SUPPORT_PATHS.platformNonBillable)(ref.tenantId, ref.ticketId);
  const body: BillablePayload = { tenantId: ref.tenantId, ticketId: ref.ticketId };
  return apiFetch<void>(path, { method: 'POST', json: body, responseType: 'none' });
}

export function useSetBillable(ref: PlatformRef) {
  return useTicketMutation<boolean>(ref, (_paths, billable) => setBillable(ref, billable));
}
