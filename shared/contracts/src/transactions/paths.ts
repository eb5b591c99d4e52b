/**
 * Transaction calls, relative as the portal calls them: `api/...` goes to the merchant API prefix for every
 * user type. Every call answers only rows of the caller's system mode (the Mode header, Test when absent).
 * Errors: `{error}` with 400 (bad filter, paging or sort), 401, 403 (permission, another tenant), 404.
 */
export const TRANSACTION_PATHS = {
  /** Contact Support's search (spec 7.1): `?searchKey=&pageIndex=&pageSize=` (platform users add `&tenantId=`). */
  tenantSearch: 'api/crm/transactions/searchKey',
  /** Tenant lookup (spec 7.1 "GET list"): the lookup query; PageSize / PageIndex accepted as the spec writes them. */
  tenantList: 'api/crm/transactions',
  /** Platform lookup across tenants (spec 7.3 "api/crm platform transactions"): the lookup query plus tenantIds. */
  platformList: 'api/crm/platform/transactions',
  /** Merchant lookup (spec 7.2): the lookup query, the caller's merchant only (no Customer filter). */
  merchantList: 'api/transactions',
  /** The caller's column choice of each lookup (`transaction-lookup-columns`): GET and PUT. */
  tenantColumns: 'api/crm/transactions/lookup-columns',
  platformColumns: 'api/crm/platform/transactions/lookup-columns',
  merchantColumns: 'api/transactions/lookup-columns',
  /** Websites the caller may filter by (merchant: its own; tenant: its merchants'; `?Customer=` narrows). */
  websites: 'api/lookup/websites',
} as const;

/** The three lookups: each has its own page, permission, filters and column choice. */
export const TRANSACTION_LOOKUPS = ['tenant', 'platform', 'merchant'] as const;
export type TransactionLookupKind = (typeof TRANSACTION_LOOKUPS)[number];

/** Permissions of each lookup and its column choice (route catalogue: transaction-lookup, transaction-lookup-columns). */
export const TRANSACTION_LOOKUP_PERMISSIONS: Record<TransactionLookupKind, { lookup: string; columns: string }> = {
  tenant: { lookup: 'CRM.TransactionManagement.TransactionLookup', columns: 'CRM.TransactionManagement.TransactionLookupColumns' },
  platform: { lookup: 'Platform.Transaction.Lookup', columns: 'Platform.Transaction.LookupColumns' },
  merchant: { lookup: 'Merchant.Transaction.View', columns: 'Merchant.Transaction.View' },
};

export const TRANSACTION_LOOKUP_PATHS: Record<TransactionLookupKind, { list: string; columns: string }> = {
  tenant: { list: TRANSACTION_PATHS.tenantList, columns: TRANSACTION_PATHS.tenantColumns },
  platform: { list: TRANSACTION_PATHS.platformList, columns: TRANSACTION_PATHS.platformColumns },
  merchant: { list: TRANSACTION_PATHS.merchantList, columns: TRANSACTION_PATHS.merchantColumns },
};
