import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS } from '@portal/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import { labelKeys, tenantQuery } from './label-keys';

/** DELETE support/label/{id}. */
export function deleteLabel(tenantId: string | null, labelId: string): Promise<void> {
  return apiFetch<void>(SUPPORT_PATHS.label(labelId), { method: 'DELETE', query: tenantQuery(tenantId), responseType: 'none' });
}

export function useDeleteLabel(tenantId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labelId: string) => deleteLabel(tenantId, labelId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: labelKeys.all });
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
