import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type BillablePayload } from '@portal/contracts';
import type { TicketRef } from './ticket-ref';
import { useTicketMutation } from './use-ticket-mutation';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/** POST .../billable or .../non-billable {tenantId, ticketId}. */
export function setBillable(ref: PlatformRef, billable: boolean): Promise<void> {
  const body: BillablePayload = { tenantId: ref.tenantId, ticketId: ref.ticketId };
  return callApi(billable ? SUPPORT_ENDPOINTS.platformBillable : SUPPORT_ENDPOINTS.platformNonBillable, { params: { ...body }, body });
}

export function useSetBillable(ref: PlatformRef) {
  return useTicketMutation<boolean>(ref, (_paths, billable) => setBillable(ref, billable));
}
