import {
  MULTI_VALUE_LOOKUP_FILTERS, TRANSACTION_SORT_FIELDS,
  type SavedLookupFilters, type SavedTransactionFilterRequest, type TransactionColumn, type TransactionSortField,
} from '@portal/contracts';
import { activeFilters, type ListFilters, type ListSort, type ListState } from '@portal/kit';
import type { LookupPageDefinition } from './lookup-pages';

const MULTI = new Set<string>(MULTI_VALUE_LOOKUP_FILTERS);

/**
 * What a saved filter holds of a lookup (ADR 0043): its filters as the list state keeps them (several values
 * as a list, one text otherwise; only the lookup's own), the sort, the page size and the visible columns.
 */
export function savedFilterRequestOf(page: LookupPageDefinition, state: ListState, visibleColumns: readonly string[]): SavedTransactionFilterRequest {
  const filters: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(activeFilters(state.filters))) {
    if (!(page.filters as readonly string[]).includes(key)) continue;
    const values = (typeof value === 'string' ? [value] : [...value]).map((v) => v.trim()).filter(Boolean);
    if (values.length) filters[key] = MULTI.has(key) ? values : values[0]!;
  }
  const sortField = state.sort && (TRANSACTION_SORT_FIELDS as readonly string[]).includes(state.sort.key) ? state.sort.key as TransactionSortField : null;
  return {
    filters: filters as SavedLookupFilters,
    sort: sortField && state.sort ? { field: sortField, direction: state.sort.direction } : null,
    pageSize: state.pageSize,
    columns: visibleColumns.filter((c): c is TransactionColumn => (page.columns as readonly string[]).includes(c)),
  };
}

/** The list view a saved filter puts back (the list's own default sort when it holds none). */
export function listViewOf(request: SavedTransactionFilterRequest): { filters: ListFilters; sort: ListSort | null; pageSize: number } {
  return {
    filters: { ...request.filters } as ListFilters,
    sort: request.sort ? { key: request.sort.field, direction: request.sort.direction } : null,
    pageSize: request.pageSize,
  };
}
