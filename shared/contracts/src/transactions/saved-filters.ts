/**
 * Saved transaction filters (spec part 2 sections 3, 4 and 7.4; issue 10 deliverable 3, ADR 0043): per user
 * and per lookup, kept on the server under the reporting service (`reporting/transaction-filters`). A saved
 * filter's `request` is the lookup's list state as the page keeps it in the URL (filters as the filter bar
 * holds them: chosen days as noon UTC, amounts in major units as typed), its sort, page size and chosen
 * columns; selecting it puts exactly that back.
 */
import type { TransactionColumn } from './columns';
import type { SortDirection, TransactionLookupFilters, TransactionSortField } from './lookup';
import type { TransactionLookupKind } from './paths';

export const SAVED_FILTER_PATHS = {
  /** GET `?lookup=` (the caller's own of one lookup, by name) and POST (create). */
  list: 'reporting/transaction-filters',
  /** GET, PUT, DELETE one of the caller's own. */
  one: (id: string) => `reporting/transaction-filters/${id}`,
} as const;

export const SAVED_FILTER_LIMITS = {
  /** Saved filters one user may keep, every lookup together. */
  maxPerUser: 50,
  maxNameLength: 100,
  /** Page sizes a saved filter may carry (spec part 2 section 9). */
  pageSizes: [5, 10, 20, 50, 75, 100],
} as const;

/** Filters holding several values (the rest hold one text). */
export const MULTI_VALUE_LOOKUP_FILTERS = [
  'status', 'type', 'paymentMethod', 'serviceProviderFilter', 'Customer', 'websiteId', 'currency', 'tenantIds',
] as const satisfies ReadonlyArray<keyof TransactionLookupFilters>;
type MultiKey = (typeof MULTI_VALUE_LOOKUP_FILTERS)[number];

/** The filters as the lookup's list state holds them: several values as a list, the others as their text. */
export type SavedLookupFilters = Partial<Record<MultiKey, string[]> & Record<Exclude<keyof TransactionLookupFilters, MultiKey>, string>>;

/** What a saved filter holds: the list state of the lookup it was saved on. */
export interface SavedTransactionFilterRequest {
  filters: SavedLookupFilters;
  sort: { field: TransactionSortField; direction: SortDirection } | null;
  pageSize: number;
  columns: TransactionColumn[];
}

export interface SavedTransactionFilter {
  id: string;
  /** The id people quote (e.g. SF-7K2M9Q4D). */
  externalId: string;
  lookup: TransactionLookupKind;
  name: string;
  request: SavedTransactionFilterRequest;
  createdAt: string;
  updatedAt: string;
}

/** POST body. */
export interface SavedTransactionFilterCreate {
  lookup: TransactionLookupKind;
  name: string;
  request: SavedTransactionFilterRequest;
}

/** PUT body: a new name, new contents, or both. */
export interface SavedTransactionFilterUpdate {
  name?: string;
  request?: SavedTransactionFilterRequest;
}

/** Messages of the server's refusals (the portal shows them as they are). */
export const SAVED_FILTER_MESSAGES = {
  duplicateName: 'You already have a saved filter with this name on this lookup',
  limitReached: `You can keep at most ${SAVED_FILTER_LIMITS.maxPerUser} saved filters; delete one first`,
  blankName: 'name is required',
} as const;
