import type { SQL } from 'drizzle-orm';
import type { Scope } from '../../http/scope';
import { QueryParameters } from '../../lib/query-parameters';
import type { SystemMode, TransactionLookupKind, TransactionLookupQuery, TransactionSortField } from '@portal/contracts';
import { lookupConditions, scopeCondition } from './lookup-filters';
import { readSearchKey } from './query';
import { allOf, searchKeyCondition } from './repository';

/** A lookup's query as its declaration validated it: the lookup query, the spec's spellings, part 1's search. */
export type LookupQuery = TransactionLookupQuery & {
  PageIndex?: number;
  PageSize?: number;
  searchKey?: string;
  SearchKey?: string;
  tenantId?: string;
  TenantId?: string;
};

/**
 * The rows a lookup call asks for: its scope, the Mode header's rows, part 1's search key (not on the platform
 * lookup) and the lookup's whitelisted filters. The lookups and their exports both read it, so an export is
 * exactly its list. With prepared parameters `p` the values are its placeholders (the lookup page's statement is
 * prepared once per filter set); exports keep them inline.
 */
export function lookupWhere(kind: TransactionLookupKind, scope: Scope, query: LookupQuery, mode: SystemMode, p: QueryParameters = QueryParameters.inline()): SQL | undefined {
  const searchKey = kind === 'platform' ? '' : readSearchKey(query);
  // Part 1's parameters (searchKey, tenantId) are read above; the rest must be the lookup's own.
  const { tenantId: _t, TenantId: _T, searchKey: _s, SearchKey: _S, ...lookupQuery } = query;
  return allOf([scopeCondition(scope, mode, p), searchKeyCondition(searchKey, p), ...lookupConditions(kind, kind === 'platform' ? query : lookupQuery, p)]);
}

/** The sort asked for: newest first by default; a field without a direction is ascending (spec part 2 section 5). */
export function lookupSort(query: Pick<TransactionLookupQuery, 'sortField' | 'sortDirection'>): { field: TransactionSortField; direction: 'asc' | 'desc' } {
  return query.sortField
    ? { field: query.sortField, direction: query.sortDirection ?? 'asc' }
    : { field: 'createdAt', direction: query.sortDirection ?? 'desc' };
}
