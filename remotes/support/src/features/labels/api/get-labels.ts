import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LABEL_ENDPOINTS, type Label } from '@portal/contracts';
import { labelKeys, tenantQuery } from './label-keys';

/** GET support/labels: the tenant's labels in their saved order. */
export function fetchLabels(tenantId: string | null, signal?: AbortSignal): Promise<Label[]> {
  return callApi(LABEL_ENDPOINTS.labels, { query: tenantQuery(tenantId), signal, silent: true });
}

export function labelsQueryOptions(tenantId: string | null) {
  return queryOptions({ queryKey: labelKeys.list(tenantId), queryFn: ({ signal }) => fetchLabels(tenantId, signal) });
}

export function useLabels(tenantId: string | null, enabled = true) {
  return useQuery({ ...labelsQueryOptions(tenantId), enabled });
}
