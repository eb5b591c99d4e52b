/**
 * Part 1's Contact Support search over transactions (`TRANSACTION_PATHS.tenantSearch` and the merchant list
 * with `searchKey`): kept as it was; the lookups of lookup.ts extend the same list calls.
 */
import type { Paged } from '../user-context';
import type { Transaction } from './model';

export const TRANSACTION_PAGING = {
  /** The largest page the server answers; larger asks are refused with 400. */
  maxPageSize: 100,
  /** Default page size of the lists (spec part 2 section 9). */
  defaultPageSize: 20,
  /** The Contact Support dialog's search: page 10, debounced 750 ms (spec part 1 sections 5 and 9). */
  searchPageSize: 10,
  searchDebounceMs: 750,
  /** Longest search key (spec part 2 section 5: search inputs max 255). */
  maxSearchKeyLength: 255,
} as const;

/** Query of the paged calls; the list also accepts PageSize / PageIndex as the spec writes them. */
export interface TransactionSearchQuery {
  searchKey?: string;
  /** 0-based, default 0. */
  pageIndex?: number;
  /** 1..100. */
  pageSize?: number;
  /** Platform users only, and required for them: the tenant the operator picked. */
  tenantId?: string;
}

/** Newest first; `count` is the number of matching rows in every page (rows carry the whole TransactionRecord). */
export type TransactionPage = Paged<Transaction>;
