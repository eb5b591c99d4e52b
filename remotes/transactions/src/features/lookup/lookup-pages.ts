import {
  DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_COLUMNS, TRANSACTION_LOOKUP_ENDPOINTS, TRANSACTION_LOOKUP_FILTERS,
  type TransactionColumn, type TransactionLookupFilters, type TransactionLookupKind,
} from '@portal/contracts';

/**
 * What differs between the three lookups, declared once: the list and column-choice calls, the columns
 * and filters each may offer (the contract's lists) and the columns shown before a user chooses. One page
 * (TransactionLookupPage) reads this; nothing else is per user type.
 */
export interface LookupPageDefinition {
  kind: TransactionLookupKind;
  /** The lookup's list call and its column-choice calls (contracts' declarations, ADR 0014). */
  endpoints: (typeof TRANSACTION_LOOKUP_ENDPOINTS)[TransactionLookupKind];
  columns: readonly TransactionColumn[];
  defaultColumns: readonly TransactionColumn[];
  filters: ReadonlyArray<keyof TransactionLookupFilters>;
}

export const LOOKUP_PAGES: Record<TransactionLookupKind, LookupPageDefinition> = Object.fromEntries(
  (['tenant', 'platform', 'merchant'] as const).map((kind) => [kind, {
    kind,
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
