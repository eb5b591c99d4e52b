import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LABEL_ENDPOINTS, type Label, type LabelPayload } from '@portal/contracts';
import { labelKeys, tenantQuery } from './label-keys';

/** POST support/label. Errors are only logged (spec part 1 section 8): no global snackbar. */
export function createLabel(tenantId: string | null, payload: LabelPayload): Promise<Label> {
  return callApi(LABEL_ENDPOINTS.createLabel, { body: payload, query: tenantQuery(tenantId), silent: true });
}

export function useCreateLabel(tenantId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: LabelPayload) => createLabel(tenantId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelKeys.all }),
    onError: (error) => console.error('Creating the label failed', error),
  });
}
