import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, type Key } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, getSystemMode } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import type { ResourcePage } from '@portal/contracts';
import type { FilterBarProps } from '../filters/FilterBar';
import { filterKeysOf } from '../filters/filter-values';
import type { ListFilters, ListSort, ListSpec } from '../list/list-state';
import { useListState, useNextCursor, type ListStateControls } from '../list/use-list-state';
import type { ListPagerProps } from '../table/ListPager';
import { filterFieldsOf, lookupsOfFilters, type FilterFieldOverrides } from './filter-fields';
import { callEndpoint, endpointOf, invalidateResource, scopeQueryOf, type AnyResource } from './resource-call';
import { resourceQueryOf, type ResourceListQuery } from './resource-query';
import { useDecimalPlaces, useLookups } from './use-lookup';
import { usePortalScope, type PortalScope } from './use-portal-scope';

/** The URL key of the row whose detail is open. */
export const OPEN_ROW_URL_KEY = 'open';

export type FixedQuery = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface UseResourceListOptions<Row> {
  /** Query values the page pins (a merchant's id): always sent, never in the filter bar. */
  fixed?: FixedQuery;
  /** The filters of a list opened afresh (given the user's time zone: "today" is today on their clock). */
  defaults?: ListFilters | ((timeZone: string | undefined) => ListFilters);
  /** Per filter name: a page's change to its filter bar fields. */
  fields?: FilterFieldOverrides;
  /** false: not loaded (yet). */
  enabled?: boolean;
  /**
   * The list's id (its last query kept per session); the resource's key by default. Another id than the key
   * also keeps its own rows (two pages listing the same resource through different calls).
   */
  id?: string;
  /**
   * A second list on a page: its state in the URL under `<urlPrefix>.<key>` beside the page's main list (`id` is
   * then the main list's id); its rows are its own.
   */
  urlPrefix?: string;
  /** Rows per page of a list opened afresh (the kit's default otherwise). */
  defaultPageSize?: number;
  /** A row's key; its `id` by default. */
  rowKey?(row: Row): string;
  /** No global error notification for the list call (the page shows the failure itself). A refused cursor never notifies. */
  silent?: boolean;
  /** The resource's list call replaced (an existing endpoint whose call is not the plain list call). */
  fetch?(query: ResourceListQuery, signal: AbortSignal): Promise<ResourcePage<Row>>;
}

/** The table's part of a resource list (spread into ListTable with the page's columns and translation). */
export interface ResourceTableProps<Row> {
  rows: readonly Row[];
  rowKey(row: Row): Key;
  loading: boolean;
  sort: ListSort | null;
  onSort(sort: ListSort | null): void;
  timeZone: string | undefined;
}

export interface ResourceDrawer {
  /** The id of the row whose detail is open (in the URL), or null. */
  openId: string | null;
  open(id: string): void;
  close(): void;
}

export interface ResourceList<Row> {
  query: ResourceListQuery;
  result: UseQueryResult<ResourcePage<Row>>;
  list: ListStateControls;
  filterBar: Pick<FilterBarProps, 'fields' | 'list' | 'idPrefix'>;
  table: ResourceTableProps<Row>;
  pager: ListPagerProps;
  drawer: ResourceDrawer;
  /** Loads the list again (and what the resource invalidates). */
  refresh(): Promise<void>;
  /** Whose rows: a tenant-scoped list waits for platform staff's tenant (`scope.needsTenant`). */
  scope: PortalScope;
  /** The user's time zone (dates shown and filtered on its clock). */
  timeZone: string | undefined;
}

const defaultRowKey = (row: object): string => String((row as { id?: unknown }).id ?? '');

/**
 * A resource's list (ADR 0063): list state in the URL, filter fields from the descriptors, the one
 * URL -> query conversion, the call under `[resource.key, 'list', mode?, query]` (mode only when the rows
 * are per mode) with the previous page kept in view while the next loads, keyset cursors, and the open
 * row's id in the URL.
 */
export function useResourceList<Row extends object = Record<string, unknown>>(resource: AnyResource, options: UseResourceListOptions<Row> = {}): ResourceList<Row> {
  const { fixed, defaults, fields: overrides, enabled = true, id, rowKey = defaultRowKey, fetch, silent, urlPrefix, defaultPageSize } = options;
  const context = useUserContext();
  const timeZone = context.data?.user.configureTimeZone || undefined;
  const scope = usePortalScope();
  const decimalPlaces = useDecimalPlaces();
  const queryClient = useQueryClient();
  const lookupNames = useMemo(() => lookupsOfFilters(resource.filters), [resource.filters]);
  const lookups = useLookups(lookupNames);
  const lookupOptions = useMemo(() => Object.fromEntries(lookupNames.map((n) => [n, lookups[n].options])), [lookupNames, lookups]);
  const fixedKey = JSON.stringify(fixed ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the pinned values by content, not identity
  const pinned = useMemo(() => fixed ?? {}, [fixedKey]);
  const fields = useMemo(() => filterFieldsOf(resource.filters, overrides, lookupOptions, pinned), [resource.filters, overrides, lookupOptions, pinned]);
  const listId = id ?? resource.key;
  const spec = useMemo<ListSpec>(() => ({
    id: listId,
    ...(urlPrefix ? { urlPrefix } : {}),
    ...(defaultPageSize ? { defaultPageSize } : {}),
    filterKeys: filterKeysOf(fields),
    sortKeys: resource.sorts,
    defaultSort: resource.defaultSort,
    defaultFilters: () => (typeof defaults === 'function' ? defaults(timeZone) : defaults ?? {}),
  }), [listId, urlPrefix, defaultPageSize, fields, resource.sorts, resource.defaultSort, defaults, timeZone]);
  const list = useListState(spec);

  const query = useMemo<ResourceListQuery>(() => ({
    ...resourceQueryOf(resource, list.state, { timeZone, decimalPlaces }),
    ...scopeQueryOf(resource, scope),
    ...Object.fromEntries(Object.entries(pinned).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v])),
  }) as ResourceListQuery, [resource, list.state, timeZone, decimalPlaces, scope, pinned]);

  const waitsForTenant = resource.scope !== 'global' && scope.needsTenant;
  const ownRows = listId === resource.key && !urlPrefix ? [] : [listId, ...(urlPrefix ? [urlPrefix] : [])];
  const result = useQuery<ResourcePage<Row>>({
    queryKey: resource.modeScoped ? [resource.key, 'list', ...ownRows, getSystemMode(), query] : [resource.key, 'list', ...ownRows, query],
    queryFn: async ({ signal }) => {
      const call = (q: ResourceListQuery): Promise<ResourcePage<Row>> => {
        if (fetch) return fetch(q, signal);
        const endpoint = endpointOf(resource, 'list');
        if (!endpoint) throw new Error(`${resource.key} declares no list`);
        return callEndpoint(endpoint, { query: q, signal, silent: silent || q.cursor !== undefined }) as Promise<ResourcePage<Row>>;
      };
      try {
        return await call(query);
      } catch (error) {
        // A keyset cursor the server refuses (400: an old or edited link) costs nothing: the same page by offset.
        if (query.cursor === undefined || !(error instanceof ApiError) || error.status !== 400 || signal.aborted) throw error;
        const { cursor: _refused, ...byOffset } = query;
        return call(byOffset);
      }
    },
    enabled: enabled && context.data !== undefined && !waitsForTenant,
    placeholderData: keepPreviousData,
  });
  const answered = result.data && !result.isPlaceholderData ? result.data.nextCursor ?? null : undefined;
  useNextCursor(list, resource.paging === 'keyset' ? answered : undefined);

  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_ROW_URL_KEY) || null;
  const drawer = useMemo<ResourceDrawer>(() => ({
    openId,
    open: (rowId) => setParams((current) => { const next = new URLSearchParams(current); next.set(OPEN_ROW_URL_KEY, rowId); return next; }),
    close: () => setParams((current) => { const next = new URLSearchParams(current); next.delete(OPEN_ROW_URL_KEY); return next; }, { replace: true }),
  }), [openId, setParams]);

  const refresh = useCallback(() => invalidateResource(queryClient, resource), [queryClient, resource]);
  const { state } = list;
  return {
    query,
    result,
    list,
    filterBar: { fields, list, idPrefix: urlPrefix ? `${listId}-${urlPrefix}` : listId },
    table: {
      rows: result.data?.data ?? [],
      rowKey,
      loading: result.isFetching || (enabled && !waitsForTenant && context.data === undefined),
      sort: state.sort,
      onSort: (sort) => list.setSort(sort ?? resource.defaultSort),
      timeZone,
    },
    pager: {
      pageIndex: state.pageIndex,
      pageSize: state.pageSize,
      total: result.data?.count ?? 0,
      totalIsCapped: result.data?.countIsCapped ?? false,
      hasNextPage: !!result.data?.nextCursor,
      onChange: list.setPage,
    },
    drawer,
    refresh,
    scope,
    timeZone,
  };
}
