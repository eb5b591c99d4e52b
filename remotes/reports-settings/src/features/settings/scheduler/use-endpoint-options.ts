import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { WEBHOOK_ENDPOINTS_RESOURCE } from '@portal/contracts';

/** The tenant's own webhook endpoints as options (a webhook replay job's endpoint); read only when the form can be used. */
export function useEndpointOptions(enabled: boolean): { options: Array<{ id: string; name: string }>; isLoading: boolean } {
  const answer = useQuery({
    queryKey: ['scheduler', 'webhook-endpoint-options'],
    enabled,
    queryFn: ({ signal }) => callApi(WEBHOOK_ENDPOINTS_RESOURCE.endpoints.list, { query: { pageIndex: 0, pageSize: 100 }, signal, silent: true }),
  });
  const rows = (answer.data?.data ?? []) as Array<{ id: string; url: string; merchantId: string | null }>;
  return { options: rows.filter((r) => r.merchantId === null).map((r) => ({ id: r.id, name: r.url })), isLoading: answer.isLoading && enabled };
}
