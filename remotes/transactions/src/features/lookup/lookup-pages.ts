import {
  DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_COLUMNS, TRANSACTION_LOOKUP_ENDPOINTS, TRANSACTION_LOOKUP_FILTERS, TRANSACTION_LOOKUP_LIMITS,
  TRANSACTION_SORT_FIELDS, TRANSACTION_STATUSES, TRANSACTION_TYPES,
  amountRange, dayRange, idsOf, oneOf, parametersOf, text,
  type FilterMap, type TransactionColumn, type TransactionLookupFilters, type TransactionLookupKind,
} from '@portal/contracts';
import type { AnyResource } from '@portal/kit';
import { T } from '../../i18n/texts';
import { LOOKUP_MAX_DAYS } from './transaction-filters';

/** The query key root of every lookup's rows (a transaction action refreshes them all). */
export const LOOKUP_QUERY_ROOT = 'transactions-lookup';

/**
 * Every filter a lookup may offer, in the order the filter bar shows them, as the kit's descriptors: the kit
 * turns them into the call's query (days on the user's clock, amounts in the chosen currency's minor units).
 */
const LOOKUP_FILTERS: FilterMap = {
  created: dayRange(T.date, { maxDays: LOOKUP_MAX_DAYS, field: 'createdAt' }),
  tenantIds: idsOf('tenants', T.tenants, { field: 'tenantId' }),
  Customer: idsOf('merchants', T.customer, { field: 'merchantId' }),
  status: oneOf(T.status, TRANSACTION_STATUSES, { multiple: true }),
  type: oneOf(T.type, TRANSACTION_TYPES, { multiple: true }),
  paymentMethod: idsOf('methods', T.paymentMethod),
  serviceProviderFilter: idsOf('providers', T.serviceProviderName, { field: 'serviceProviderId' }),
  websiteId: idsOf('websites', T.websiteName),
  currency: idsOf('currencies', T.currency),
  amount: amountRange(T.amount, { currencyFilter: 'currency' }),
  cardFirst6: text(T.cardFirst6, { match: 'exact', maxLength: TRANSACTION_LOOKUP_LIMITS.maxTextLength }),
  cardLast4: text(T.cardLast4, { match: 'exact', maxLength: TRANSACTION_LOOKUP_LIMITS.maxTextLength }),
  externalId: text(T.externalId, { maxLength: TRANSACTION_LOOKUP_LIMITS.maxTextLength }),
  customerEmail: text(T.customerEmail, { match: 'exact', maxLength: TRANSACTION_LOOKUP_LIMITS.maxTextLength }),
};

/**
 * A lookup's list as a kit resource over its existing list call: the filters it offers (the contract's
 * TRANSACTION_LOOKUP_FILTERS), its sorts, keyset paging in createdAt order (the server's index; other sorts
 * page by offset), rows per mode. `list` replaces the call (transaction-lookup-v2: the reporting service's path).
 */
export function lookupResource(kind: TransactionLookupKind, list: AnyResource['endpoints']['list'] = TRANSACTION_LOOKUP_ENDPOINTS[kind].list): AnyResource {
  const offered = new Set<string>(TRANSACTION_LOOKUP_FILTERS[kind]);
  const filters = Object.fromEntries(Object.entries(LOOKUP_FILTERS).filter(([name, f]) => parametersOf(name, f).some((p) => offered.has(p))));
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
