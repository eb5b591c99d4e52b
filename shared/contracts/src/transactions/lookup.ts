/**
 * The lookup query and its page (issue 9 section 4). On the wire every filter is a query parameter named as
 * below; a multi-value filter repeats its parameter (`status=Captured&status=Refunded`). `toLookupSearchParams`
 * builds exactly that, so pages, tests and msw handlers never spell parameters by hand.
 */
import type { TransactionRecord, TransactionStatus, TransactionType } from './model';
import type { TransactionLookupKind } from './paths';

export interface TransactionLookupFilters {
  /** ISO date-time, inclusive. The page defaults the range to the user's today; the server applies no default. */
  from?: string;
  /** ISO date-time, exclusive. */
  to?: string;
  status?: TransactionStatus[];
  type?: TransactionType[];
  /** Payment method ids. */
  paymentMethod?: string[];
  /** Service provider ids (spec search filter key `serviceProviderFilter`). */
  serviceProviderFilter?: string[];
  /** Merchant ids (spec search filter key `Customer`); tenant and platform lookups only. */
  Customer?: string[];
  websiteId?: string[];
  /** ISO 4217 codes. */
  currency?: string[];
  /** Minor units, inclusive; compared with each row's own amount. */
  amountFrom?: number;
  amountTo?: number;
  /** Exactly 6 digits. */
  cardFirst6?: string;
  /** Exactly 4 digits. */
  cardLast4?: string;
  /** Part of the external id, case-insensitive (`%` and `_` match themselves). */
  externalId?: string;
  /** The whole e-mail address, case-insensitive. */
  customerEmail?: string;
  /** Platform lookup only: one tenant, several, or none = every tenant. */
  tenantIds?: string[];
}

/** Sortable columns (the server refuses others). Only createdAt pages by keyset (`cursor`). */
export const TRANSACTION_SORT_FIELDS = ['createdAt', 'amount', 'externalId', 'status', 'type', 'paymentMethod', 'currency'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface TransactionLookupQuery extends TransactionLookupFilters {
  /** Default createdAt. */
  sortField?: TransactionSortField;
  /** Default desc for createdAt; a sort field without a direction is ascending (spec part 2 section 5). */
  sortDirection?: SortDirection;
  /** 0-based, default 0. Ignored when `cursor` is given. */
  pageIndex?: number;
  /** One of TRANSACTION_LOOKUP_LIMITS.pageSizes' range 1..100; default 20. */
  pageSize?: number;
  /** `nextCursor` of the previous page (createdAt sort only): the next page without counting skipped rows. */
  cursor?: string;
}

/** Names of the filters each lookup offers (the server refuses the others with 400). */
export const TRANSACTION_LOOKUP_FILTERS: Record<TransactionLookupKind, ReadonlyArray<keyof TransactionLookupFilters>> = (() => {
  const common: Array<keyof TransactionLookupFilters> = ['from', 'to', 'status', 'type', 'paymentMethod', 'serviceProviderFilter',
    'websiteId', 'currency', 'amountFrom', 'amountTo', 'cardFirst6', 'cardLast4', 'externalId', 'customerEmail'];
  return { merchant: common, tenant: [...common, 'Customer'], platform: [...common, 'Customer', 'tenantIds'] };
})();

export const TRANSACTION_LOOKUP_LIMITS = {
  /** Page sizes offered (spec part 2 section 9); default 20; the server answers 1..100. */
  pageSizes: [5, 10, 20, 50, 75, 100],
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Counting stops here: beyond it the answer says `countIsCapped` and the page shows "more than 10 000". */
  countCap: 10_000,
  /** Longest text filter (spec part 2 section 5: search inputs max 255). */
  maxTextLength: 255,
  /** Most values of one multi-value filter. */
  maxValues: 100,
  /** The longest date range one lookup searches (both ends included; the demo keeps 90 days); the server refuses longer. */
  maxRangeDays: 90,
} as const;

/** One page of a lookup. `count` is exact unless `countIsCapped`, then it is countCap and more rows exist. */
export interface TransactionLookupPage {
  data: TransactionRecord[];
  count: number;
  countIsCapped: boolean;
  /** Pass as `cursor` to get the page after this one (createdAt sort); null on the last page or other sorts. */
  nextCursor: string | null;
}

/** The query string of a lookup call: scalars once, lists repeated, empty values left out. */
export function toLookupSearchParams(query: TransactionLookupQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(name, String(v)));
    else params.append(name, String(value));
  }
  return params;
}
