import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { CONTACTS, MAX_RESOURCE_PAGE_SIZE, type ResourcePage, type ResourceRowOf } from '@portal/contracts';
import { scopeQueryOf, usePortalScope } from '@portal/kit';

type Contact = ResourceRowOf<typeof CONTACTS>;
/** One customer's people: the API's largest page covers any real customer (a picker's list, not a directory). */
const MOST = MAX_RESOURCE_PAGE_SIZE;

const listCall = callApi as unknown as (endpoint: unknown, input: { query: Record<string, unknown>; signal?: AbortSignal }) => Promise<ResourcePage<Contact>>;

/**
 * The contacts of one customer as a select's options ("First Last", the primary contact first), read when a customer
 * is chosen; none without one. Refreshed with the contacts list.
 */
export function useContactOptions(organizationId: string | null): { options: Array<{ id: string; name: string }>; isLoading: boolean; isLoaded: boolean } {
  const scope = usePortalScope();
  const scopeQuery = scopeQueryOf(CONTACTS, scope);
  const query = useQuery({
    queryKey: [CONTACTS.key, 'options', scopeQuery, organizationId],
    enabled: organizationId !== null,
    queryFn: async ({ signal }) => {
      const page = await listCall(CONTACTS.endpoints.list, {
        query: { ...scopeQuery, organizationId, pageIndex: 0, pageSize: MOST, sortField: 'lastName', sortDirection: 'asc' }, signal,
      });
      const rows = [...page.data].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
      return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
    },
  });
  return { options: query.data ?? [], isLoading: organizationId !== null && query.isLoading, isLoaded: query.isSuccess };
}
