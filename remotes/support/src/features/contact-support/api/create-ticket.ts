import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type CreateTicketPayload } from '@portal/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import type { SupportScope } from '../../scope/support-scope';

export interface CreateTicketArgs {
  scope: SupportScope;
  payload: CreateTicketPayload;
  /** Platform creators: the tenant the ticket is for. */
  tenantId?: string | null;
}

/**
 * Creates a ticket; answers the new ticket id (text). Merchants write to their tenant; tenant staff to
 * the platform; platform staff for a tenant (POST support/{tenantId}/ticket).
 */
export function createTicket({ scope, payload, tenantId }: CreateTicketArgs): Promise<string> {
  if (scope === 'platform') {
    if (!tenantId) return Promise.reject(new Error('A tenant is required'));
    return callApi(SUPPORT_ENDPOINTS.platformCreate, { params: { tenantId }, body: payload });
  }
  const ticketChannelType = scope === 'merchant' ? 'CustomerToTenantTicketChannel' : 'TenantToPlatformTicketChannel';
  return callApi(SUPPORT_ENDPOINTS.createTicket, { body: payload, query: { ticketChannelType } });
}

/** After a ticket is created the merchant, tenant and platform lists refresh (spec part 1 section 4). */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
