import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, currencies, merchantPayments, paymentBatches, transactions } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import {
  BATCH_PAYMENT_MESSAGES as M, batchLineText, parseBatchPaymentCsv, type BatchPaymentLine, type MerchantPayment, type PaymentBatch,
  type PaymentBatchDetail, type PaymentBatchInput,
} from '@portal/contracts';
import { tellBatchRequester } from '../approvals/notices';
import { StoredRefusal } from '../transactions/actions/refusal';
import type { ActionContext, Tx } from '../transactions/actions/types';
import { createBeneficiary, type MerchantScope } from './beneficiaries';
import { accountKey } from './payee-check';
import { createSinglePayment, decidePayment, paymentOf } from './payments';

/**
 * Batch payments (issue 13, ADR 0054): one CSV, one batch, submitted whole or not at all. The server reads the file
 * with the page's parser (any bad line: 400 naming every line and why). Each line pays the merchant's beneficiary of
 * that account, name and currency (added when it has none, as a bank's portal saves a new payee), through
 * `createSinglePayment`: the payee check, the balance with the fee, a Payout WaitingForApproval in the pending
 * payments list. A refusal of one line refuses the batch with the line's number. A second merchant user approves
 * or declines the waiting lines together, each through `decidePayment` (ADR 0051's four-eyes and journals).
 */

export const BATCH_NOT_FOUND = 'Batch not found';

const refuseLine = (line: number, error: unknown): never => {
  if (error instanceof StoredRefusal || error instanceof ApiError) {
    throw new StoredRefusal(error.statusCode, M.line.replace('{{line}}', String(line)).replace('{{reason}}', error.message));
  }
  throw error;
};

/** The merchant's beneficiary of this line's account, name and currency; a new one when there is none. */
async function beneficiaryFor(tx: Tx, scope: MerchantScope, userId: string, line: BatchPaymentLine): Promise<string> {
  const key = accountKey({ accountKind: line.accountKind, iban: line.iban, accountNumber: line.accountNumber, bankCode: line.bankCode, country: line.country ?? '' });
  const same = await tx.select().from(beneficiaries).where(and(
    eq(beneficiaries.merchantId, scope.merchantId), eq(beneficiaries.name, line.name.trim()), eq(beneficiaries.currency, line.currency), sql`${beneficiaries.deletedAt} IS NULL`,
  ));
  const found = same.find((b) => accountKey(b) === key);
  if (found) return found.id;
  const made = await createBeneficiary(tx as unknown as Db, scope, userId, {
    name: line.name, accountKind: line.accountKind, iban: line.iban, country: line.country, accountNumber: line.accountNumber, bankCode: line.bankCode, currency: line.currency,
  });
  return made.id;
}

export async function createBatch(ctx: ActionContext, scope: MerchantScope, input: PaymentBatchInput): Promise<PaymentBatchDetail> {
  const { tx } = ctx;
  const known = await tx.select({ code: currencies.code, places: currencies.decimalPlaces }).from(currencies);
  const parsed = parseBatchPaymentCsv(input.csv, Object.fromEntries(known.map((c) => [c.code, c.places])));
  if (parsed.error) throw new ApiError(400, parsed.error.text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(parsed.error.params?.[k] ?? '')));
  const bad = parsed.lines.filter((l) => l.error);
  if (bad.length) throw invalid(bad.map(batchLineText));
  const batchId = newId();
  await tx.insert(paymentBatches).values({
    id: batchId, tenantId: scope.tenantId, merchantId: scope.merchantId, mode: ctx.headers.mode, fileName: input.fileName.trim() || 'batch.csv',
    initiatedBy: ctx.actor, createdAt: ctx.now,
  });
  for (const line of parsed.lines) {
    try {
      const beneficiaryId = await beneficiaryFor(tx, scope, ctx.actor.id, line);
      const payment = await createSinglePayment(ctx, scope, { beneficiaryId, amount: line.amount, currency: line.currency, reference: line.reference });
      await tx.update(merchantPayments).set({ batchId, batchLine: line.lineNumber }).where(eq(merchantPayments.transactionId, payment.id));
    } catch (error) {
      refuseLine(line.lineNumber, error);
    }
  }
  return batchDetail(tx, scope, batchId);
}

type BatchRow = typeof paymentBatches.$inferSelect;

async function summaries(db: Pick<Tx, 'select'>, rows: BatchRow[]): Promise<PaymentBatch[]> {
  if (rows.length === 0) return [];
  const lines = await db.select({ batchId: merchantPayments.batchId, status: transactions.status, amount: transactions.amount, currency: transactions.currency })
    .from(merchantPayments).innerJoin(transactions, eq(transactions.id, merchantPayments.transactionId))
    .where(inArray(merchantPayments.batchId, rows.map((r) => r.id)));
  return rows.map((b) => {
    const mine = lines.filter((l) => l.batchId === b.id);
    const count = (status: string) => mine.filter((l) => l.status === status).length;
    const waiting = count('WaitingForApproval');
    const paid = count('Successful');
    const declined = mine.length - waiting - paid;
    const totals = new Map<string, { currency: string; amount: number; count: number }>();
    for (const l of mine) {
      const t = totals.get(l.currency) ?? { currency: l.currency, amount: 0, count: 0 };
      t.amount += l.amount;
      t.count += 1;
      totals.set(l.currency, t);
    }
    const status = waiting > 0 ? 'WaitingForApproval' : paid === mine.length ? 'Approved' : paid === 0 ? 'Declined' : 'PartlyApproved';
    return {
      id: b.id, fileName: b.fileName, mode: b.mode, status, lines: mine.length, waiting, paid, declined,
      totals: [...totals.values()].sort((x, y) => x.currency.localeCompare(y.currency)), initiatedBy: b.initiatedBy, decidedBy: b.decidedBy ?? null,
      declineReason: b.declineReason, createdAt: b.createdAt.toISOString(), decidedAt: b.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The merchant's batches in a mode, newest first (at most 100). */
export async function listBatches(db: Db, scope: MerchantScope, mode: 'Test' | 'Live'): Promise<PaymentBatch[]> {
  const rows = await db.select().from(paymentBatches).where(and(eq(paymentBatches.merchantId, scope.merchantId), eq(paymentBatches.mode, mode)))
    .orderBy(desc(paymentBatches.createdAt), desc(paymentBatches.id)).limit(100);
  return summaries(db, rows);
}

/** One of the merchant's batches with its payments in file order (another merchant's: 404). */
export async function batchDetail(db: Pick<Tx, 'select'>, scope: MerchantScope, batchId: string): Promise<PaymentBatchDetail> {
  const [row] = await db.select().from(paymentBatches).where(and(eq(paymentBatches.id, batchId), eq(paymentBatches.merchantId, scope.merchantId)));
  if (!row) throw notFound(BATCH_NOT_FOUND);
  const [batch] = await summaries(db, [row]);
  const lines = await db.select({ id: merchantPayments.transactionId, line: merchantPayments.batchLine }).from(merchantPayments)
    .where(eq(merchantPayments.batchId, batchId)).orderBy(asc(merchantPayments.batchLine));
  const payments: Array<MerchantPayment & { batchLine: number }> = [];
  for (const l of lines) payments.push({ ...(await paymentOf(db, scope, l.id)), batchLine: l.line ?? 0 });
  return { batch: batch!, payments };
}

/**
 * A second user approves or declines the batch's waiting payments together, each through `decidePayment` (the rule
 * table, the second-user rule, the payout's fee, journal and events); the submitter is refused (409).
 */
export async function decideBatch(
  ctx: ActionContext, scope: MerchantScope, batchId: string, decision: { kind: 'approve' } | { kind: 'decline'; reason: string },
): Promise<PaymentBatchDetail> {
  const before = await batchDetail(ctx.tx, scope, batchId);
  const waiting = before.payments.filter((p) => p.status === 'WaitingForApproval');
  if (waiting.length === 0) throw new StoredRefusal(409, M.notWaiting);
  if (before.batch.initiatedBy.id === ctx.actor.id) throw new StoredRefusal(409, M.ownBatch);
  // Each line quietly: the submitter hears of the batch once.
  for (const p of waiting) await decidePayment({ ...ctx, quietRequester: true }, scope, p.id, decision);
  await ctx.tx.update(paymentBatches).set({
    decidedBy: ctx.actor, decidedAt: ctx.now, declineReason: decision.kind === 'decline' ? decision.reason.trim() : null,
  }).where(eq(paymentBatches.id, batchId));
  await tellBatchRequester(ctx, before, waiting.length, decision.kind === 'approve' ? { kind: 'approved' } : { kind: 'declined', reason: decision.reason });
  return batchDetail(ctx.tx, scope, batchId);
}
