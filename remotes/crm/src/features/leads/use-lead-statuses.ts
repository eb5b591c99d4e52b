import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAD_ENDPOINTS, LEAD_STATUSES } from '@portal/contracts';
import { scopeQueryOf, usePortalScope } from '@portal/kit';

/** The tenant's active lead statuses in order (the lead form's choice); a status change in the settings refreshes it. */
export function useLeadStatuses() {
  const scope = usePortalScope();
  const statuses = useQuery({
    queryKey: [LEAD_STATUSES.key, 'options', scope.tenantId],
    queryFn: ({ signal }) => callApi(LEAD_ENDPOINTS.statuses, { query: scopeQueryOf({ scope: 'tenant' }, scope), signal }),
    staleTime: 60_000,
  });
  const items = statuses.data ?? [];
  return { items, options: items.map((s) => ({ id: s.id, name: s.name })), defaultId: items.find((s) => s.isDefault)?.id, isLoading: statuses.isLoading };
}
