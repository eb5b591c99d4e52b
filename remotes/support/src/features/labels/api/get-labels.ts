import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { SUPPORT_PATHS, type Label } from '@portal/contracts';
import { labelKeys, tenantQuery } from './label-keys';

/** GET support/labels: the tenant's labels in their saved order. */
export function fetchLabels(tenantId: string | null, signal?: AbortSignal): Promise<Label[]> {
  return apiFetch<Label[]>(SUPPORT_PATHS.labels, { query: tenantQuery(tenantId), signal, silent: true });
}

export function labelsQueryOptions(tenantId: string | null) {
  return queryOptions({ queryKey: labelKeys.list(tenantId), queryFn: ({ signal }) => fetchLabels(tenantId, signal) });
}

export function useLabels(tenantId: string | null, enabled = true) {
  return useQuery({ ...labelsQueryOptions(tenantId), enabled });
}
