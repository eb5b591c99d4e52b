import { MAX_RESOURCE_PAGE_SIZE, UNPAGED_RESOURCE_LIMIT, LIST_VIEW_MESSAGES, urlKeysOf, type ListViewState, type Resource } from '@portal/contracts';
import { badRequest } from '../../http/errors';

/**
 * What the schema cannot say per list (ADR 0095): only the list's own filters (by their URL keys) and sort keys,
 * and a page size the list answers. Empty values are dropped, so a view holds what the list would send.
 */
export function checkedViewState(resource: Resource, state: ListViewState): ListViewState {
  const offered = new Set(Object.entries(resource.filters).flatMap(([name, filter]) => urlKeysOf(name, filter)));
  const filters: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (!offered.has(key)) throw badRequest(LIST_VIEW_MESSAGES.unknownFilter(key));
    const values = (typeof value === 'string' ? [value] : [...value]).map((v) => v.trim()).filter(Boolean);
    if (values.length) filters[key] = typeof value === 'string' ? values[0]! : values;
  }
  if (state.sort && !resource.sorts.includes(state.sort.key)) throw badRequest(LIST_VIEW_MESSAGES.unknownSort(state.sort.key));
  const maxPageSize = resource.paging === 'none' ? UNPAGED_RESOURCE_LIMIT : resource.maxPageSize ?? MAX_RESOURCE_PAGE_SIZE;
  if (state.pageSize > maxPageSize) throw badRequest(`This list shows at most ${maxPageSize} rows a page`);
  return { filters, sort: state.sort ? { key: state.sort.key, direction: state.sort.direction } : null, pageSize: state.pageSize, columns: [...state.columns] };
}
