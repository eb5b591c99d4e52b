import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LABEL_ENDPOINTS } from '@portal/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import { labelKeys, tenantQuery } from './label-keys';

/** DELETE support/label/{id}. */
export function deleteLabel(tenantId: string | null, labelId: string): Promise<void> {
  return callApi(LABEL_ENDPOINTS.deleteLabel, { params: { labelId }, query: tenantQuery(tenantId) });
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
