import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type LabelPayload } from '@portal/contracts';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import { labelKeys, tenantQuery } from './label-keys';

/** PUT support/label/{id}. Errors are only logged (spec part 1 section 8). */
export function updateLabel(tenantId: string | null, labelId: string, payload: LabelPayload): Promise<void> {
  return apiFetch<void>(SUPPORT_PATHS.label(labelId), { method: 'PUT', json: payload, query: tenantQuery(tenantId), silent: true, responseType: 'none' });
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
