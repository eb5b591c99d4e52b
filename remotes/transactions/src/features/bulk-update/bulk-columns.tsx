import type { BulkPreviewLine, BulkUpdateItem, BulkUpdateSummary } from '@portal/contracts';
import { StatusPill, type ColumnDef } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { DB } from '../../i18n/disputes-bulk-texts';

type Translate = (text: string, params?: Record<string, string | number>) => string;

/** Each verdict, outcome and job status as the spec's pill table colours it (the table's word of that tone). */
const TONE_WORDS: Record<string, string> = {
  Ready: 'Validated', Updated: 'Successful', Completed: 'Successful',
  Refused: 'Rejected', Ambiguous: 'Conflict', Failed: 'Failed',
  NotFound: 'Not Found', Duplicate: 'Duplicate', Pending: 'Pending', Queued: 'Pending', Running: 'Pending',
};

export function BulkPill({ value, t }: { value: string; t: Translate }) {
  return <StatusPill status={TONE_WORDS[value] ?? value} label={t((DB as Record<string, string>)[value] ?? value)} />;
}

/** A transaction status pill, or nothing when there is no transaction. */
const statusCell = (t: Translate, status: string | null | undefined) => (status ? <StatusPill status={status} label={t(status)} /> : null);

/**
 * The preview's lines: the transaction by its external id (or the id given when none) pinned left, the verdict and
 * the reason a line is refused pinned right, so both stay in view at 1280 px while the rest scrolls.
 */
export function previewColumns(t: Translate): ColumnDef<BulkPreviewLine>[] {
  return [
    { key: 'line', title: DB.line, kind: 'count', value: (l) => l.line, width: 70 },
    { key: 'reference', title: DB.transactionIdOrExternal, kind: 'id', value: (l) => l.transaction?.externalId ?? l.reference },
    { key: 'tenantName', title: DB.tenant, value: (l) => l.transaction?.tenantName ?? '', width: 140 },
    { key: 'merchantName', title: DB.merchant, value: (l) => l.transaction?.merchantName ?? '', width: 170 },
    { key: 'status', title: DB.currentStatus, value: (l) => l.transaction?.status ?? '', render: (l) => statusCell(t, l.transaction?.status), width: 130 },
    { key: 'verdict', title: DB.verdict, kind: 'status', value: (l) => l.verdict, render: (l) => <BulkPill value={l.verdict} t={t} />, width: 110 },
    // The refusal reason belongs beside its verdict.
    { key: 'message', title: DB.message, value: (l) => (l.verdict === 'Ready' ? '' : t(l.message)), width: 250, pin: 'right' },
  ];
}

export function historyColumns(t: Translate): ColumnDef<BulkUpdateSummary>[] {
  return [
    { key: 'createdAt', title: DB.requestedAt, kind: 'dateTime', value: (u) => u.createdAt, width: 150 },
    { key: 'requestedByName', title: DB.requestedBy, value: (u) => u.requestedByName, width: 150 },
    { key: 'targetStatus', title: DB.targetStatus, value: (u) => t(u.targetStatus === 'Approve' ? A.approve : A.decline), width: 120 },
    { key: 'reason', title: DB.bulkReason, value: (u) => u.reason, width: 210 },
    { key: 'total', title: DB.total, kind: 'count', value: (u) => u.total, width: 70 },
    { key: 'succeeded', title: DB.succeeded, kind: 'count', value: (u) => u.succeeded, width: 100 },
    { key: 'refused', title: DB.refusedCount, kind: 'count', value: (u) => u.refused, width: 120 },
    { key: 'status', title: DB.updateStatus, value: (u) => u.status, render: (u) => <BulkPill value={u.status} t={t} />, width: 120 },
  ];
}

export function itemColumns(t: Translate): ColumnDef<BulkUpdateItem>[] {
  return [
    { key: 'line', title: DB.line, kind: 'count', value: (i) => i.line, width: 60 },
    { key: 'reference', title: DB.transactionIdOrExternal, value: (i) => i.externalId ?? i.reference, width: 160 },
    { key: 'outcome', title: DB.outcome2, value: (i) => i.outcome, render: (i) => <BulkPill value={i.outcome} t={t} />, width: 130 },
    { key: 'statusBefore', title: DB.statusBefore, value: (i) => i.statusBefore ?? '', render: (i) => statusCell(t, i.statusBefore), width: 140 },
    { key: 'statusAfter', title: DB.statusAfter, value: (i) => i.statusAfter ?? '', render: (i) => statusCell(t, i.statusAfter), width: 140 },
    { key: 'message', title: DB.message, value: (i) => t(i.message), width: 220 },
  ];
}
