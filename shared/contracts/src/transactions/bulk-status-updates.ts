/**
 * Platform bulk status updates (issue 13 part A, ADR 0050; spec part 2 section 2.1 platform transaction-management
 * transaction-bulk-update-request and -history). Platform staff holding Platform.Transaction.Actions.TransactionStatusChange
 * give transaction ids (pasted or a CSV file) with a target status and a reason; the server previews each id against
 * the status rules (the rule table of actions.ts, as `PUT {id}/StatusChange` applies them), then one background job
 * applies the request, id by id, each with its outcome. The history lists every request with who, when, how many and
 * each id's outcome, downloadable as CSV.
 */
import { PERMISSIONS } from '../permissions';
import type { StatusChangeActionType } from './actions';

/** The targets: the StatusChange action types and the status each leads to (a four-eyes request or a held payment). */
export const BULK_TARGETS: readonly StatusChangeActionType[] = ['Approve', 'Decline'];

export const BULK_UPDATE_LIMITS = {
  /** Ids in one request (one job; the preview answers them all at once). */
  maxIds: 500,
  reasonMaxLength: 500,
  /** A reference: a transaction id (uuid) or an external id. */
  referenceMaxLength: 100,
  /** The CSV file read in the browser. */
  maxFileBytes: 1_048_576,
} as const;

export const BULK_UPDATE_PERMISSIONS = /*#__PURE__*/ (() => ({
  request: PERMISSIONS.platformTransactionStatusChange,
  history: PERMISSIONS.platformTransactionStatusChange,
}) as const)();

/** A previewed line: Ready when the rules allow the change now; otherwise why not. */
export const BULK_PREVIEW_VERDICTS = ['Ready', 'Refused', 'NotFound', 'Duplicate', 'Ambiguous'] as const;
export type BulkPreviewVerdict = (typeof BULK_PREVIEW_VERDICTS)[number];

/** Where a request stands, and each id's outcome once the job reached it. */
export const BULK_UPDATE_STATUSES = ['Queued', 'Running', 'Completed', 'Failed'] as const;
export type BulkUpdateStatus = (typeof BULK_UPDATE_STATUSES)[number];
export const BULK_ITEM_OUTCOMES = ['Pending', 'Updated', 'Refused', 'NotFound', 'Duplicate', 'Ambiguous'] as const;
export type BulkItemOutcome = (typeof BULK_ITEM_OUTCOMES)[number];

export const BULK_MESSAGES = {
  notFound: 'No transaction of this id in the mode you work in',
  duplicate: 'This id is already on an earlier line',
  ambiguous: 'This external id matches transactions of several tenants: use the transaction id',
  noIds: 'Give at least one transaction id',
  tooMany: 'Give at most 500 transaction ids at once',
  reasonRequired: 'Enter a reason',
  nothingReady: 'No id can be updated: nothing was queued',
  queued: 'The update was queued: the history shows each outcome',
  ready: 'Ready',
} as const;

export interface BulkTransactionFacts {
  transactionId: string;
  externalId: string;
  tenantId: string;
  tenantName: string;
  merchantName: string;
  type: string;
  status: string;
  amount: number;
  currency: string;
}

export interface BulkPreviewLine {
  line: number;
  reference: string;
  verdict: BulkPreviewVerdict;
  message: string;
  transaction: BulkTransactionFacts | null;
}

export interface BulkPreview {
  targetStatus: StatusChangeActionType;
  lines: BulkPreviewLine[];
  ready: number;
}

export interface BulkUpdateItem {
  line: number;
  reference: string;
  transactionId: string | null;
  externalId: string | null;
  outcome: BulkItemOutcome;
  message: string;
  statusBefore: string | null;
  statusAfter: string | null;
}

export interface BulkUpdateSummary {
  id: string;
  requestedBy: string;
  requestedByName: string;
  targetStatus: StatusChangeActionType;
  reason: string;
  mode: 'Test' | 'Live';
  status: BulkUpdateStatus;
  total: number;
  succeeded: number;
  refused: number;
  createdAt: string;
  finishedAt: string | null;
}

export interface BulkUpdateDetail extends BulkUpdateSummary {
  items: BulkUpdateItem[];
}

export const BULK_UPDATE_PATHS = {
  preview: 'api/crm/platform/transactions/bulk-status-updates/preview',
  create: 'api/crm/platform/transactions/bulk-status-updates',
  list: 'api/crm/platform/transactions/bulk-status-updates',
  detail: 'api/crm/platform/transactions/bulk-status-updates/:updateId',
  csv: 'api/crm/platform/transactions/bulk-status-updates/:updateId/csv',
} as const;

/** Header of the downloaded outcomes (one line per id). */
export const BULK_CSV_HEADER = ['Line', 'Reference', 'Transaction id', 'External id', 'Outcome', 'Message', 'Status before', 'Status after'] as const;
