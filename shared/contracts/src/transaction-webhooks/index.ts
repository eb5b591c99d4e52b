/**
 * The transaction-webhook lists of spec part 2 section 7.3 (issue 13, ADR 0055): every event's webhook delivery
 * to the merchant's endpoint, newest first, paged by pageSize and pageIndex. `wh/` answers the caller's scope
 * (tenant staff their tenant, a merchant its own); `wh2/` is the platform variant carrying tenantId.
 */
export interface TransactionWebhook {
  id: string;
  transactionId: string;
  externalId: string;
  merchantName: string;
  eventType: string;
  /** Delivered, Failed, Pending or NotConfigured. */
  webhookStatus: string;
  attempts: number;
  responseCode: number | null;
  lastAttemptAt: string | null;
  createdAt: string;
}

export const TRANSACTION_WEBHOOK_PATHS = { scoped: 'wh/transaction-webhooks', platform: 'wh2/transaction-webhooks' } as const;
export const TRANSACTION_WEBHOOK_MAX_PAGE_SIZE = 100;
