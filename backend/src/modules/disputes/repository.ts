import { aliasedTable, and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { disputeCodes, disputeEvidenceFiles, disputes, merchants, tenants, transactions } from '../../db/schema';
import { scopeWhere, type Scope } from '../../http/scope';
import type { DisputeAction, DisputeRecord, DisputeStatus } from '@portal/contracts';
import { likePrefix } from '../../lib/like';
import { pagedQuery } from '../../lib/paged-query';

/** Reads of disputes (ADR 0050): the case, its chargeback and payment, merchant, tenant, reason text and evidence files. */

const chargeback = aliasedTable(transactions, 'cb');
const payment = aliasedTable(transactions, 'p');

export type DisputeRow = Omit<DisputeRecord, 'evidenceFiles' | 'actions' | 'overdue'>;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function disputeSelect(db: Queryable) {
  return db.select({
    d: disputes, merchantName: merchants.legalBusinessName, tenantName: tenants.name,
    chargebackExternalId: chargeback.externalId, paymentExternalId: payment.externalId, reasonDescription: disputeCodes.description,
  }).from(disputes)
    .innerJoin(chargeback, eq(chargeback.id, disputes.chargebackId))
    .innerJoin(payment, eq(payment.id, disputes.paymentId))
    .innerJoin(merchants, eq(merchants.id, disputes.merchantId))
    .innerJoin(tenants, eq(tenants.id, disputes.tenantId))
    .leftJoin(disputeCodes, and(eq(disputeCodes.scheme, disputes.scheme), eq(disputeCodes.code, disputes.reasonCode)))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof disputeSelect>['execute']>>[number];

function rowOf(r: Selected): DisputeRow {
  const d = r.d;
  return {
    id: d.id, tenantId: d.tenantId, tenantName: r.tenantName, merchantId: d.merchantId, merchantName: r.merchantName,
    chargebackId: d.chargebackId, chargebackExternalId: r.chargebackExternalId, paymentId: d.paymentId, paymentExternalId: r.paymentExternalId,
    scheme: d.scheme, reasonCode: d.reasonCode, category: d.category, reasonDescription: r.reasonDescription ?? d.category,
    amount: d.amount, currency: d.currency, mode: d.mode, status: d.status as DisputeStatus, openedAt: iso(d.openedAt), respondBy: iso(d.respondBy),
    evidenceText: d.evidenceText, evidenceSubmittedAt: isoOrNull(d.evidenceSubmittedAt), decidedAt: isoOrNull(d.decidedAt), outcomeNote: d.outcomeNote,
  };
}

export interface DisputeFilters {
  status?: DisputeStatus;
  Customer?: string;
  reasonCode?: string;
  search?: string;
}

export function disputeWhere(scope: Scope, mode: 'Test' | 'Live', f: DisputeFilters): SQL | undefined {
  const search = f.search?.trim();
  return and(
    scopeWhere(scope, disputes), eq(disputes.mode, mode),
    f.status ? eq(disputes.status, f.status) : undefined,
    f.Customer ? eq(disputes.merchantId, f.Customer) : undefined,
    f.reasonCode?.trim() ? eq(disputes.reasonCode, f.reasonCode.trim()) : undefined,
    // A chargeback's or payment's external id, from its start (what people paste).
    search ? or(ilike(chargeback.externalId, likePrefix(search)), ilike(payment.externalId, likePrefix(search))) : undefined,
  );
}

export async function disputePage(db: Db, where: SQL | undefined, page: { pageIndex: number; pageSize: number }) {
  const result = await pagedQuery({
    db, select: disputeSelect(db), where, page, count: { exact: true },
    // The count reads the tables the filters name (the chargeback's and payment's ids for a search).
    countFrom: db.select({ one: sql`1` }).from(disputes)
      .innerJoin(chargeback, eq(chargeback.id, disputes.chargebackId))
      .innerJoin(payment, eq(payment.id, disputes.paymentId)).$dynamic(),
    order: [{ column: disputes.openedAt, direction: 'desc' }, { column: disputes.id, direction: 'desc' }],
  });
  return { rows: result.rows.map(rowOf), count: result.count };
}

export async function disputeRows(db: Queryable, where: SQL | undefined): Promise<DisputeRow[]> {
  return (await disputeSelect(db).where(where)).map(rowOf);
}

export async function evidenceFilesOf(db: Queryable, ids: string[]): Promise<Map<string, Array<{ fileId: string; fileName: string }>>> {
  const out = new Map<string, Array<{ fileId: string; fileName: string }>>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(disputeEvidenceFiles).where(inArray(disputeEvidenceFiles.disputeId, ids));
  for (const r of rows) out.set(r.disputeId, [...(out.get(r.disputeId) ?? []), { fileId: r.fileId, fileName: r.fileName }]);
  return out;
}

/** The rows as the API answers them: evidence files, overdue, and what the caller may do. */
export async function disputeRecords(db: Queryable, rows: DisputeRow[], now: Date, actionsFor: (row: DisputeRow) => DisputeAction[]): Promise<DisputeRecord[]> {
  const files = await evidenceFilesOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r, evidenceFiles: files.get(r.id) ?? [], actions: actionsFor(r),
    overdue: r.status === 'NeedsResponse' && new Date(r.respondBy).getTime() < now.getTime(),
  }));
}
