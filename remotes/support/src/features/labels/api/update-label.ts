import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LABEL_ENDPOINTS, type LabelPayload } from '@portal/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import { labelKeys, tenantQuery } from './label-keys';

/** PUT support/label/{id}. Errors are only logged (spec part 1 section 8). */
export async function updateLabel(tenantId: string | null, labelId: string, payload: LabelPayload): Promise<void> {
  await callApi(LABEL_ENDPOINTS.updateLabel, { params: { labelId }, body: payload, query: tenantQuery(tenantId), silent: true });
}

export function useUpdateLabel(tenantId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ labelId, payload }: { labelId: string; payload: LabelPayload }) => updateLabel(tenantId, labelId, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: labelKeys.all });
      // Lists show label names and colours.
      await queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
    onError: (error) => console.error('Updating the label failed', error),
  });
}
