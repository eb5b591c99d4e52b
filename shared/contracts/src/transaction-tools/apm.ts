/**
 * The tenant's APM tools (issue 13 part C, ADR 0053): the APM transaction lookup (`transaction-lookup-apm`) and
 * the APM requests (`vrtransaction-lookup`). An APM (alternative payment method) is a payment that does not ride
 * a card network: open banking, bank transfer, PayPal. Wallets (Apple Pay, Google Pay) carry a card and stay in
 * the card lookups.
 */
export const APM_PAYMENT_METHODS = ['open-banking', 'bank-transfer', 'paypal'] as const;

/** What happened to one request sent to an APM provider: redirected payer, then completed, failed or abandoned. */
export const APM_REQUEST_STATUSES = ['Created', 'Redirected', 'Completed', 'Failed', 'Expired', 'Cancelled'] as const;
export type ApmRequestStatus = (typeof APM_REQUEST_STATUSES)[number];

/** The fields the APM search (`searchKey?SearchParam=&SearchKey=`) may search in. */
export const APM_SEARCH_PARAMS = ['ExternalId', 'ProviderReference', 'PayerAccount', 'CustomerEmail'] as const;
export type ApmSearchParam = (typeof APM_SEARCH_PARAMS)[number];

export const APM_SORT_FIELDS = ['createdAt', 'amount', 'status'] as const;

export const TRANSACTION_TOOL_PATHS = {
  /** The reporting service's copy of the tenant lookup (spec 7.1): same query, same page. */
  lookupV2: 'reporting/crm/reports/transactions-lookup-v2',
  apmList: 'api/crm/apm-transactions',
  apmOne: 'api/crm/apm-transactions/:id',
  apmCsv: 'api/crm/apm-transactions/csv',
  apmSearch: 'api/crm/apm-transactions/searchKey',
  apmRequests: 'api/crm/apm-requests',
} as const;

/** Each tool's permission (route catalogue: `CRM.TransactionManagement.<Slug>`). */
export const TRANSACTION_TOOL_PERMISSIONS = {
  lookupV2: 'CRM.TransactionManagement.TransactionLookupV2',
  apm: 'CRM.TransactionManagement.TransactionLookupApm',
  apmRequests: 'CRM.TransactionManagement.VrtransactionLookup',
} as const;

/** The APM-only columns' titles (the tool's list and its CSV file), in English and in Turkish. */
export const APM_COLUMN_TITLES = { providerReference: 'Provider reference', payerName: 'Payer', payerAccount: 'Payer account', bankName: 'Bank' } as const;
export const APM_COLUMN_TITLES_TR: Readonly<Record<keyof typeof APM_COLUMN_TITLES, string>> = {
  providerReference: 'Sağlayıcı referansı', payerName: 'Ödeyen', payerAccount: 'Ödeyen hesabı', bankName: 'Banka',
};

/** One APM transaction: the transaction and what its provider answered. */
export interface ApmTransaction {
  id: string;
  externalId: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  type: string;
  status: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  mode: 'Test' | 'Live';
  createdAt: string;
  customerEmail: string | null;
  serviceProviderName: string | null;
  providerReference: string | null;
  payerName: string | null;
  payerAccount: string | null;
  bankName: string | null;
}

/** One request sent to an APM provider; a request the payer abandoned has no transaction. */
export interface ApmRequest {
  id: string;
  reference: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  transactionId: string | null;
  transactionExternalId: string | null;
  paymentMethod: string;
  status: ApmRequestStatus;
  amount: number;
  currency: string;
  mode: 'Test' | 'Live';
  providerReference: string | null;
  payerName: string | null;
  payerAccount: string | null;
  bankName: string | null;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ApmTransactionDetail extends ApmTransaction {
  customerIp: string | null;
  requests: ApmRequest[];
}

/** A tool list's page: an exact count up to the cap, else the cap and countIsCapped ("more than N"). */
export interface ToolPage<T> {
  count: number;
  countIsCapped: boolean;
  data: T[];
}
