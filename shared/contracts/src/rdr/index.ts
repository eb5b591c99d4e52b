/**
 * Rapid Dispute Resolution batches (issue 13, spec part 2 section 2.1 rdr/batch-summary; ADR 0055). Visa's RDR
 * resolves a dispute before it becomes a chargeback by refunding it at once under the merchant's rules; here the
 * rule is the one most merchants start with: every Visa dispute of at most 250.00 (25 000 minor units). A batch is a
 * UTC day's disputes of one currency: how many, how many and how much RDR took, and how the cases ended.
 */
export const RDR_LIMITS = { maxAmountMinor: 25_000, maxPageSize: 100 } as const;
export const RDR_PERMISSION = 'CRM.TransactionManagement.RdrBatchSummary';
export const RDR_BATCH_STATUSES = ['Open', 'Closed'] as const;

export interface RdrBatch {
  /** RDR-YYYYMMDD-CUR. */
  batchId: string;
  day: string;
  currency: string;
  disputes: number;
  disputedAmount: number;
  rdrCount: number;
  rdrAmount: number;
  won: number;
  lost: number;
  open: number;
  /** Closed once none of the batch's RDR cases is still open. */
  status: (typeof RDR_BATCH_STATUSES)[number];
}

export const RDR_PATHS = { batches: 'api/crm/rdr/batches' } as const;
