import { and, eq, sql } from 'drizzle-orm';
import { disputeEvidenceFiles, disputes, merchants, transactions } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import {
  DISPUTE_MESSAGES, DISPUTE_REFUSALS, disputeVerdict, type DisputeAction, type DisputeOutcome, type DisputeRefusal,
} from '@portal/contracts';
import { readableFile } from '../files/access';
import { writeMoneyRows } from '../transactions/detail-seed';
import { writeEvent } from '../transactions/actions/rows';
import { reload } from '../transactions/actions/lock';
import type { ActionContext, Tx } from '../transactions/actions/types';
import type { Principal } from '../users/repository';
import type { Db } from '../../db/client';
import { releaseDisputedAmount } from './journals';
import { disputeRows, type DisputeRow } from './repository';

/**
 * What changes a dispute (ADR 0050), each in one database transaction with the dispute row locked: the rule
 * (contracts `disputeVerdict`) first, refusing with its message and writing nothing; then the case, the
 * chargeback row's status, the journals and an event on the chargeback (with its webhook, as actions write).
 */

export const DISPUTE_NOT_FOUND = 'Dispute not found';

export class DisputeRefused extends ApiError {
  constructor(refusal: DisputeRefusal) {
    super(DISPUTE_REFUSALS[refusal].status, DISPUTE_REFUSALS[refusal].message);
  }
}
const refuse = (refusal: DisputeRefusal): never => { throw new DisputeRefused(refusal); };

/** The dispute in the scope (404 otherwise), locked for the rest of the database transaction. */
export async function lockDispute(tx: Tx, scope: Scope, id: string): Promise<DisputeRow> {
  const [head] = await tx.select({ id: disputes.id }).from(disputes).where(and(eq(disputes.id, id), scopeWhere(scope, disputes)));
  if (!head) throw notFound(DISPUTE_NOT_FOUND);
  await tx.execute(sql`SELECT id FROM disputes WHERE id = ${id} FOR UPDATE`);
  return (await disputeRows(tx, eq(disputes.id, id)))[0]!;
}

function enforce(action: DisputeAction, row: DisputeRow, now: Date): void {
  const refusal = disputeVerdict(action, row, now);
  if (refusal) refuse(refusal);
}

async function chargebackEvent(ctx: ActionContext, row: DisputeRow, type: string, status: 'Pending' | 'Successful' | 'Declined', details: Record<string, unknown>) {
  const chargeback = await reload(ctx.tx, row.chargebackId);
  const [merchant] = await ctx.tx.select({ processing: merchants.processingStatus }).from(merchants).where(eq(merchants.id, row.merchantId));
  await writeEvent(ctx, chargeback, merchant?.processing ?? 'NoProcessing', type, status, { disputeId: row.id, reasonCode: row.reasonCode, ...details });
}

/** Closes the case: the chargeback settles (lost or accepted: booked with its fee) or is declined (won); the hold is released. */
async function close(ctx: ActionContext, row: DisputeRow, status: 'Won' | 'Lost', note: string | null, event = status.toLowerCase()): Promise<void> {
  const chargebackStatus = status === 'Won' ? 'Declined' : 'Successful';
  await ctx.tx.update(disputes).set({ status, decidedAt: ctx.now, decidedBy: ctx.actor.id, outcomeNote: note }).where(eq(disputes.id, row.id));
  await ctx.tx.update(transactions).set({ status: chargebackStatus }).where(eq(transactions.id, row.chargebackId));
  await releaseDisputedAmount(ctx.tx, await reload(ctx.tx, row.chargebackId), ctx.now);
  if (chargebackStatus === 'Successful') await writeMoneyRows(ctx.tx, row.chargebackId, ctx.now);
  await chargebackEvent(ctx, row, `chargeback.${event}`, chargebackStatus, { outcome: status, note });
}

/** A file from the Attachments box, as the files module read it for the caller (before the transaction). */
export interface EvidenceFile {
  fileId: string;
  fileName: string;
  tenantId: string | null;
}

/** The files the caller may read (files module rules); null for one it may not or that does not exist. */
export async function readEvidenceFiles(db: Db, principal: Principal, fileIds: string[]): Promise<Array<EvidenceFile | null>> {
  const out: Array<EvidenceFile | null> = [];
  for (const fileId of fileIds) {
    const file = await readableFile(db, principal, fileId).catch(() => null);
    out.push(file ? { fileId, fileName: file.fileName, tenantId: file.tenantId } : null);
  }
  return out;
}

export async function submitEvidence(ctx: ActionContext, row: DisputeRow, body: { text: string; files: Array<EvidenceFile | null> }) {
  enforce('submitEvidence', row, ctx.now);
  const text = body.text.trim();
  if (!text && body.files.length === 0) refuse('evidenceEmpty');
  // Each file must be one the caller may read, of the dispute's tenant.
  if (body.files.some((f) => !f || f.tenantId !== row.tenantId)) refuse('evidenceFileUnknown');
  const files = body.files.map((f) => ({ fileId: f!.fileId, fileName: f!.fileName }));
  await ctx.tx.update(disputes).set({
    status: 'UnderReview', evidenceText: text || null, evidenceSubmittedAt: ctx.now, evidenceSubmittedBy: ctx.actor.id,
  }).where(eq(disputes.id, row.id));
  if (files.length) await ctx.tx.insert(disputeEvidenceFiles).values(files.map((f) => ({ disputeId: row.id, ...f })));
  await chargebackEvent(ctx, row, 'chargeback.evidence_submitted', 'Pending', { files: files.length });
  return DISPUTE_MESSAGES.evidenceSubmitted;
}

export async function acceptDispute(ctx: ActionContext, row: DisputeRow, note: string | undefined) {
  enforce('accept', row, ctx.now);
  // As Stripe does: accepting closes the case as Lost; the note says who accepted it.
  await close(ctx, row, 'Lost', `Accepted by ${ctx.actor.name}${note?.trim() ? `: ${note.trim()}` : ''}`, 'accepted');
  return DISPUTE_MESSAGES.accepted;
}

/** The scheme's decision; tenant staff may record it only on test disputes (the simulated scheme). */
export async function decideDispute(ctx: ActionContext, principal: Principal, row: DisputeRow, outcome: DisputeOutcome, note: string) {
  if (principal.user.userType !== 'platform' && row.mode === 'Live') refuse('liveDecision');
  enforce('decide', row, ctx.now);
  if (!note.trim()) refuse('noteRequired');
  await close(ctx, row, outcome, note.trim());
  return outcome === 'Won' ? DISPUTE_MESSAGES.won : DISPUTE_MESSAGES.lost;
}
