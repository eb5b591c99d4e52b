import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LABEL_ENDPOINTS, type Label, type RearrangeLabelsPayload } from '@portal/contracts';
import { labelKeys, tenantQuery } from './label-keys';

/** POST support/labels/rearrange {newLabelIdsList}: every label id in the new order. */
export async function rearrangeLabels(tenantId: string | null, ids: string[]): Promise<void> {
  const body: RearrangeLabelsPayload = { newLabelIdsList: ids };
  await callApi(LABEL_ENDPOINTS.rearrangeLabels, { body, query: tenantQuery(tenantId) });
}

/** Shows the new order at once; goes back to the server's order if the call fails. */
export function useRearrangeLabels(tenantId: string | null) {
  const queryClient = useQueryClient();
  const key = labelKeys.list(tenantId);
  return useMutation({
    mutationFn: (ordered: Label[]) => rearrangeLabels(tenantId, ordered.map((l) => l.labelId)),
    onMutate: async (ordered: Label[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Label[]>(key);
      queryClient.setQueryData(key, ordered.map((l, position) => ({ ...l, position })));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
