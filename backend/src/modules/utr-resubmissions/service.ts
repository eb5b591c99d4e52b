import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankDeposits, merchants, transactions, utrResubmissions } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import { likeContains } from '../../lib/like';
import { newId } from '../../lib/ids';
import { pagedQuery } from '../../lib/paged-query';
import { UTR_MESSAGES, type UtrOutcome, type UtrPendingPayment, type UtrResubmission } from '@portal/contracts';
import { writeMoneyRows } from '../transactions/detail-seed';
import { reload } from '../transactions/actions/lock';
import { writeEvent } from '../transactions/actions/rows';
import type { Actor, Tx } from '../transactions/actions/types';

/**
 * UTR resubmissions (ADR 0055). A pending bank-transfer Sale waits for the bank's credit; a submitted UTR is looked
 * up among the credits of the payment's merchant and mode: none (NotFound), already matched to a payment
 * (AlreadyMatched), returned to the payer (Returned), of another amount or currency (AmountDiffers), or the one:
 * the credit is Matched to the payment and the payment Captured, with its settlement journal and event. Every
 * submission is kept with its outcome, in one database transaction with the payment and the credit locked.
 */

type Mode = 'Test' | 'Live';
const PAGE = (q: { pageIndex?: number; pageSize?: number }) => ({ pageIndex: q.pageIndex ?? 0, pageSize: q.pageSize ?? 20 });

/** A payment waits for a UTR: a bank-transfer Sale, Pending, not a follow-up. */
const waiting = and(eq(transactions.paymentMethod, 'bank-transfer'), eq(transactions.type, 'Sale'), eq(transactions.status, 'Pending'), isNull(transactions.parentId));

export async function pendingForUtr(db: Db, scope: Scope, mode: Mode, q: { pageIndex?: number; pageSize?: number; search?: string }): Promise<{ count: number; data: UtrPendingPayment[] }> {
  const search = q.search?.trim();
  const where = and(scopeWhere(scope, transactions), eq(transactions.mode, mode), waiting, search ? ilike(transactions.externalId, likeContains(search)) : undefined);
  const last = db.select({
    transactionId: utrResubmissions.transactionId,
    attempts: sql<number>`count(*) OVER (PARTITION BY ${utrResubmissions.transactionId})`.as('attempts'),
    utr: utrResubmissions.utr, outcome: utrResubmissions.outcome, at: utrResubmissions.createdAt,
    n: sql<number>`row_number() OVER (PARTITION BY ${utrResubmissions.transactionId} ORDER BY ${utrResubmissions.createdAt} DESC, ${utrResubmissions.id} DESC)`.as('n'),
  }).from(utrResubmissions).where(and(scopeWhere(scope, utrResubmissions), eq(utrResubmissions.mode, mode))).as('last');
  const { rows, count } = await pagedQuery({
    db,
    select: db.select({ t: transactions, merchantName: merchants.legalBusinessName, attempts: last.attempts, utr: last.utr, outcome: last.outcome, at: last.at })
      .from(transactions).innerJoin(merchants, eq(merchants.id, transactions.merchantId))
      .leftJoin(last, and(eq(last.transactionId, transactions.id), eq(last.n, 1))).$dynamic(),
    countFrom: transactions, where,
    order: [{ column: transactions.createdAt, direction: 'asc' }, { column: transactions.id, direction: 'asc' }],
    page: PAGE(q), count: { exact: true },
  });
  return {
    count,
    data: rows.map(({ t, merchantName, attempts, utr, outcome, at }) => ({
      id: t.id, externalId: t.externalId, merchantId: t.merchantId, merchantName, amount: t.amount, currency: t.currency,
      createdAt: t.createdAt.toISOString(), customerEmail: t.customerEmail, attempts: Number(attempts ?? 0), lastUtr: utr ?? null,
      lastOutcome: (outcome as UtrOutcome | null) ?? null, lastSubmittedAt: at ? new Date(at).toISOString() : null,
    })),
  };
}

const selectResubmissions = (db: Db | Tx) => db.select({ r: utrResubmissions, externalId: transactions.externalId, amount: transactions.amount,
  currency: transactions.currency, status: transactions.status, merchantName: merchants.legalBusinessName })
  .from(utrResubmissions).innerJoin(transactions, eq(transactions.id, utrResubmissions.transactionId))
  .innerJoin(merchants, eq(merchants.id, utrResubmissions.merchantId)).$dynamic();
type ResubmissionRow = Awaited<ReturnType<ReturnType<typeof selectResubmissions>['execute']>>[number];
const toResubmission = ({ r, externalId, amount, currency, status, merchantName }: ResubmissionRow): UtrResubmission => ({
  id: r.id, transactionId: r.transactionId, externalId, merchantName, utr: r.utr, outcome: r.outcome as UtrOutcome, amount, currency,
  transactionStatus: status, submittedBy: r.submittedBy, submittedAt: r.createdAt.toISOString(),
});

export async function resubmissions(db: Db, scope: Scope, mode: Mode, q: { pageIndex?: number; pageSize?: number; transactionId?: string }): Promise<{ count: number; data: UtrResubmission[] }> {
  const where = and(scopeWhere(scope, utrResubmissions), eq(utrResubmissions.mode, mode), q.transactionId ? eq(utrResubmissions.transactionId, q.transactionId) : undefined);
  const { rows, count } = await pagedQuery({
    db, select: selectResubmissions(db), countFrom: utrResubmissions, where,
    order: [{ column: utrResubmissions.createdAt, direction: 'desc' }, { column: utrResubmissions.id, direction: 'desc' }],
    page: PAGE(q), count: { exact: true },
  });
  return { count, data: rows.map(toResubmission) };
}

/** Submits a UTR for a payment of the scope (404 outside it; 409 unless it waits for one). */
export async function submitUtr(db: Db, scope: Scope, mode: Mode, actor: Actor, input: { transactionId: string; utr: string }, now = new Date()): Promise<UtrResubmission> {
  if (!/^\d{12}$/.test(input.utr)) throw new ApiError(400, UTR_MESSAGES.utrShape);
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(transactions)
      .where(and(eq(transactions.id, input.transactionId), scopeWhere(scope, transactions), eq(transactions.mode, mode))).for('update');
    if (!payment) throw notFound('Transaction not found');
    if (payment.paymentMethod !== 'bank-transfer' || payment.type !== 'Sale' || payment.status !== 'Pending' || payment.parentId) {
      throw new ApiError(409, UTR_MESSAGES.notWaiting);
    }
    const credits = await tx.select().from(bankDeposits).where(and(
      eq(bankDeposits.merchantId, payment.merchantId), eq(bankDeposits.mode, payment.mode), eq(bankDeposits.utr, input.utr))).for('update');
    // The one credit that fits, else the reason the best one does not.
    const fits = credits.find((c) => c.status === 'Unmatched' && !c.transactionId && c.amount === payment.amount && c.currency === payment.currency);
    let outcome: UtrOutcome = 'NotFound';
    if (fits) outcome = 'Matched';
    else if (credits.some((c) => c.status === 'Unmatched' && !c.transactionId)) outcome = 'AmountDiffers';
    else if (credits.some((c) => c.status === 'Returned')) outcome = 'Returned';
    else if (credits.length > 0) outcome = 'AlreadyMatched';
    const credit = fits ?? credits[0];
    if (fits) {
      await tx.update(bankDeposits).set({ status: 'Matched', transactionId: payment.id }).where(eq(bankDeposits.id, fits.id));
      await tx.update(transactions).set({ status: 'Captured' }).where(eq(transactions.id, payment.id));
      await writeMoneyRows(tx, payment.id, now);
      const [merchant] = await tx.select({ processing: merchants.processingStatus }).from(merchants).where(eq(merchants.id, payment.merchantId));
      const ctx = { tx, actor, now, scope, headers: { mode } };
      await writeEvent(ctx, await reload(tx, payment.id), merchant?.processing ?? 'NoProcessing', 'transaction.captured', 'Captured', { utr: input.utr, matchedBy: actor });
    }
    const id = newId();
    await tx.insert(utrResubmissions).values({
      id, tenantId: payment.tenantId, merchantId: payment.merchantId, transactionId: payment.id, mode: payment.mode, utr: input.utr, outcome,
      depositId: credit?.id ?? null, submittedBy: actor, createdAt: now,
    });
    const [row] = await selectResubmissions(tx).where(eq(utrResubmissions.id, id));
    return toResubmission(row!);
  });
}
