import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { ORGANIZATIONS, type ResourcePage, type ResourceRowOf } from '@portal/contracts';
import { scopeQueryOf, usePortalScope } from '@portal/kit';

type Customer = ResourceRowOf<typeof ORGANIZATIONS>;
const PAGE = 100;
/** A picker of more than this many is a search box's job (with the record pages); enough for a tenant's book today. */
const MOST = 2000;

const listCall = callApi as unknown as (endpoint: unknown, input: { query: Record<string, unknown>; signal?: AbortSignal }) => Promise<ResourcePage<Customer>>;

/** The tenant's customers as a select's options (by legal name), read page by page; refreshed with the customers list. */
export function useCustomerOptions(): { options: Array<{ id: string; name: string }>; isLoading: boolean } {
  const scope = usePortalScope();
  const scopeQuery = scopeQueryOf(ORGANIZATIONS, scope);
  const query = useQuery({
    queryKey: [ORGANIZATIONS.key, 'options', scopeQuery],
    queryFn: async ({ signal }) => {
      const rows: Customer[] = [];
      for (let pageIndex = 0; rows.length < MOST; pageIndex += 1) {
        const page = await listCall(ORGANIZATIONS.endpoints.list, { query: { ...scopeQuery, pageIndex, pageSize: PAGE, sortField: 'legalName', sortDirection: 'asc' }, signal });
        rows.push(...page.data);
        if (page.data.length < PAGE || rows.length >= page.count) break;
      }
      return rows.map((r) => ({ id: r.id, name: r.legalName }));
    },
  });
  return { options: query.data ?? [], isLoading: query.isLoading };
}
