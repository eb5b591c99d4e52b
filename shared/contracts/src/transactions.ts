/**
 * Transactions (spec part 2 sections 3, 4, 7.1, 7.2). The reference backend keeps the transactions the
 * Contact Support dialog searches by external id; part 2's transactions area extends the same calls.
 * Paths are relative, as the portal calls them: `api/...` goes to the merchant API prefix for every
 * user type. Every call answers only rows of the caller's system mode (the Mode header, default Test).
 * Errors: `{error}` with 400 (bad paging, missing tenantId for platform users), 401, 403, 404.
 */
import type { Paged, SystemMode } from './user-context';

export const TRANSACTION_PATHS = {
  /** Tenant side: `?searchKey=&pageIndex=&pageSize=` (platform users add `&tenantId=`). */
  tenantSearch: 'api/crm/transactions/searchKey',
  /** Tenant side list (spec 7.1 "GET list"): `?PageSize=&PageIndex=` (platform users add `&tenantId=`). */
  tenantList: 'api/crm/transactions',
  /** Merchant side (spec 7.2): `?searchKey=&pageIndex=&pageSize=`, the caller's merchant only. */
  merchantList: 'api/transactions',
} as const;

/** Statuses the reference data uses (spec part 2 section 4 names Declined and Captured). */
export const TRANSACTION_STATUSES = ['Captured', 'Declined', 'Refunded', 'Pending'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

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

export interface Transaction {
  id: string;
  /** The id people quote (e.g. TX-BBC-0001); unique within a tenant. */
  externalId: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  /** Minor units of `currency` (pence, cents). */
  amount: number;
  currency: string;
  status: TransactionStatus;
  paymentMethod: string;
  mode: SystemMode;
  /** ISO date-time. */
  createdAt: string;
}

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

/** Newest first; `count` is the number of matching rows in every page. */
export type TransactionPage = Paged<Transaction>;
