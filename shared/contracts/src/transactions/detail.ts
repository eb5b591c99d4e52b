/**
 * The transaction detail drawer's calls (issue 10 deliverable 1; spec part 2 sections 3, 7.1-7.3; ADR 0044).
 * Tenant staff use the api/crm/transactions/... paths for their tenant; platform staff the same paths across
 * every tenant; merchants the api/transactions/... paths for their own merchant, a subset (ADR 0044 says
 * which and why). A transaction or sub-resource outside the caller's scope answers 404.
 */
export const TRANSACTION_DETAIL_PATHS = {
  tenant: {
    transaction: 'api/crm/transactions/:transactionId',
    details: 'api/crm/transactions/:transactionId/details',
    events: 'api/crm/transactions/:transactionId/events',
    event: 'api/crm/transactions/events/:eventId',
    related: 'api/crm/transactions/:transactionId/related',
    apiLogs: 'api/crm/transactions/:transactionId/api-logs',
    apiLog: 'api/crm/transactions/api-logs/:logId',
    alerts: 'api/crm/transactions/:transactionId/alerts',
    antifraudLog: 'api/crm/antifraud-api-logs/:checkId',
    fees: 'api/crm/transactions/:transactionId/fees',
    cascading: 'api/crm/transactions/:transactionId/cascading',
    smartRouting: 'api/crm/transactions/:transactionId/smart-routing-logs/:attempt',
    rejectionReasons: 'api/crm/transactions/:transactionId/rejection_reasons/:kind',
    disputeCodes: 'api/crm/transactions/:transactionId/disputeCodes',
    checkBalance: 'api/crm/transactions/:transactionId/check-balance',
    accountingEntries: 'acc/customers/:customerId/transactions/:transactionId/accounting-entries',
    reasons: 'api/crm/lookup/:category/reasons/:kind',
    binData: 'api/crm/transactions/bin-data/:bin',
  },
  merchant: {
    transaction: 'api/transactions/:transactionId',
    details: 'api/transactions/:transactionId/details',
    events: 'api/transactions/:transactionId/events',
    related: 'api/transactions/:transactionId/related',
    apiLogs: 'api/transactions/:transactionId/api-logs',
    fees: 'api/transactions/:transactionId/fees',
    rejectionReasons: 'api/transactions/:transactionId/rejection_reasons/:kind',
    checkBalance: 'api/transactions/:transactionId/check-balance',
  },
} as const;

/** The drawer's tabs, in order; a merchant sees only MERCHANT_DETAIL_TABS (ADR 0044). */
export const TRANSACTION_DETAIL_TABS = [
  'details', 'events', 'related', 'relationships', 'apiLogs', 'alerts', 'fees', 'cascading', 'smartRouting', 'accountingEntries',
  'rejectionReasons', 'disputeCodes', 'checkBalance',
] as const;
export type TransactionDetailTab = (typeof TRANSACTION_DETAIL_TABS)[number];
export const MERCHANT_DETAIL_TABS: readonly TransactionDetailTab[] = ['details', 'events', 'related', 'apiLogs', 'fees', 'rejectionReasons', 'checkBalance'];

export const REASON_KINDS = ['Declined', 'Captured'] as const;
export const REASON_CATEGORIES = ['transaction', 'payout'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['Delivered', 'Failed', 'Pending', 'NotConfigured'] as const;
export const ANTIFRAUD_OUTCOMES = ['Passed', 'Review', 'Blocked'] as const;
export const CARD_TYPES = ['Credit', 'Debit', 'Prepaid'] as const;
/** Cascading attempts per page (`cascading?offset=`). */
export const CASCADING_PAGE_SIZE = 10;
/** The query parameter of the lookup route that opens the drawer on a transaction (a shareable link). */
export const TRANSACTION_DRAWER_PARAM = 'tx';
