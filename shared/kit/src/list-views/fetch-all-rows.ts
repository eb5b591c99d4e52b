import { MAX_RESOURCE_PAGE_SIZE, UNPAGED_RESOURCE_LIMIT, type ResourcePage } from '@portal/contracts';
import { callEndpoint, endpointOf, type AnyResource } from '../resource/resource-call';
import type { ResourceListQuery } from '../resource/resource-query';

/** More rows than an export writes: the user narrows the filters (the count the list answered). */
export class TooManyRows extends Error {
  constructor(readonly count: number, readonly capped: boolean) {
    super(`The list has ${count} rows`);
  }
}

export type ListPageCall<Row> = (query: ResourceListQuery, signal: AbortSignal) => Promise<ResourcePage<Row>>;

/** The resource's own list call (or the page's replacement of it). */
export function listCallOf<Row>(resource: AnyResource, fetch?: ListPageCall<Row>): ListPageCall<Row> {
  if (fetch) return fetch;
  const endpoint = endpointOf(resource, 'list');
  if (!endpoint) throw new Error(`${resource.key} declares no list`);
  return (query, signal) => callEndpoint(endpoint, { query, signal, silent: true }) as Promise<ResourcePage<Row>>;
}

/**
 * Every row of a list under its filters and sort, read through the list's own call (so the server's scope and
 * limits apply as on screen), in the largest pages it answers; refused with `TooManyRows` when the first page
 * says there are more than `limit` (ADR 0095).
 */
export async function fetchAllRows<Row>(resource: AnyResource, query: ResourceListQuery, call: ListPageCall<Row>, limit: number, signal: AbortSignal): Promise<Row[]> {
  const pageSize = resource.paging === 'none' ? UNPAGED_RESOURCE_LIMIT : resource.maxPageSize ?? MAX_RESOURCE_PAGE_SIZE;
  const { cursor: _cursor, pageIndex: _pageIndex, ...base } = query as ResourceListQuery & { cursor?: string; pageIndex?: number };
  const rows: Row[] = [];
  let cursor: string | undefined;
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await call({ ...base, pageIndex, pageSize, ...(cursor ? { cursor } : {}) } as ResourceListQuery, signal);
    if (pageIndex === 0 && page.count > limit) throw new TooManyRows(page.count, page.countIsCapped);
    rows.push(...page.data);
    if (resource.paging === 'none' || page.data.length < pageSize || rows.length >= limit) break;
    if (resource.paging === 'keyset') {
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
  }
  return rows.slice(0, limit);
}
