import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type CreateTicketPayload } from '@portal/contracts';
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
    return apiFetch<string>(SUPPORT_PATHS.platformCreate(tenantId), { method: 'POST', json: payload, responseType: 'text' });
  }
  const ticketChannelType = scope === 'merchant' ? 'CustomerToTenantTicketChannel' : 'TenantToPlatformTicketChannel';
  return apiFetch<string>(SUPPORT_PATHS.createTicket, { method: 'POST', json: payload, query: { ticketChannelType }, responseType: 'text' });
}

/** After a ticket is created the merchant, tenant and platform lists refresh (spec part 1 section 4). */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
