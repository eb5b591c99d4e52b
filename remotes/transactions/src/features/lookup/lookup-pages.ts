import {
  DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_COLUMNS, TRANSACTION_LOOKUP_ENDPOINTS, TRANSACTION_LOOKUP_FILTERS, TRANSACTION_LOOKUP_LIMITS,
  TRANSACTION_SORT_FIELDS, transactionLookupFilterMap, type TransactionColumn, type TransactionLookupFilters, type TransactionLookupKind,
} from '@portal/contracts';
import type { AnyResource } from '@portal/kit';

/** The query key root of every lookup's rows (a transaction action refreshes them all). */
export const LOOKUP_QUERY_ROOT = 'transactions-lookup';

/**
 * A lookup's list as a kit resource over its existing list call: the filters it offers (the contract's
 * TRANSACTION_LOOKUP_FILTERS), its sorts, keyset paging in createdAt order (the server's index; other sorts
 * page by offset), rows per mode. `list` replaces the call (transaction-lookup-v2: the reporting service's path).
 */
export function lookupResource(kind: TransactionLookupKind, list: AnyResource['endpoints']['list'] = TRANSACTION_LOOKUP_ENDPOINTS[kind].list): AnyResource {
  const filters = transactionLookupFilterMap(kind);
  return {
    key: LOOKUP_QUERY_ROOT, path: list!.path, title: 'Transactions', tag: 'Transactions', row: { type: 'object' },
    operations: ['list'], filters, sorts: TRANSACTION_SORT_FIELDS, defaultSort: { key: 'createdAt', direction: 'desc' },
    paging: 'keyset', keysetSorts: ['createdAt'], maxPageSize: TRANSACTION_LOOKUP_LIMITS.maxPageSize, modeScoped: true, scope: 'global',
    endpoints: { list },
  };
}

/**
 * What differs between the three lookups, declared once: the list resource, the column-choice and export
 * calls, the columns and filters each may offer (the contract's lists) and the columns shown before a user
 * chooses. One page (TransactionLookupPage) reads this; nothing else is per user type.
 */
export interface LookupPageDefinition {
  kind: TransactionLookupKind;
  resource: AnyResource;
  /** The lookup's list call, its column-choice calls and its export (contracts' declarations, ADR 0014). */
  endpoints: (typeof TRANSACTION_LOOKUP_ENDPOINTS)[TransactionLookupKind];
  columns: readonly TransactionColumn[];
  defaultColumns: readonly TransactionColumn[];
  filters: ReadonlyArray<keyof TransactionLookupFilters>;
}

export const LOOKUP_PAGES: Record<TransactionLookupKind, LookupPageDefinition> = Object.fromEntries(
  (['tenant', 'platform', 'merchant'] as const).map((kind) => [kind, {
    kind,
    resource: lookupResource(kind),
    endpoints: TRANSACTION_LOOKUP_ENDPOINTS[kind],
    columns: TRANSACTION_LOOKUP_COLUMNS[kind],
    defaultColumns: DEFAULT_TRANSACTION_COLUMNS[kind],
    filters: TRANSACTION_LOOKUP_FILTERS[kind],
  }]),
) as Record<TransactionLookupKind, LookupPageDefinition>;

/** The lookup routes of the route catalogue: `-columns` is V2, where the user picks the columns (kept on the server). */
export const LOOKUP_ROUTES: Record<string, { kind: TransactionLookupKind; columnChoice: boolean }> = {
  '/transaction-management/transaction-lookup': { kind: 'tenant', columnChoice: false },
  '/transaction-management/transaction-lookup-columns': { kind: 'tenant', columnChoice: true },
  '/platform/transaction-management/transaction-lookup': { kind: 'platform', columnChoice: false },
  '/platform/transaction-management/transaction-lookup-columns': { kind: 'platform', columnChoice: true },
  '/merchant/transaction-management/transaction-lookup': { kind: 'merchant', columnChoice: false },
  '/merchant/transaction-management/transaction-lookup-columns': { kind: 'merchant', columnChoice: true },
};
