import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmPriceBookUsages } from '../../db/schema';
import { newId } from '../../lib/ids';

export interface PriceBookUsage { proposals: number; agreements: number; total: number }

/**
 * What uses a price book (ADR 0089): proposals and agreements, through `crm_price_book_usages`. Issue 32's proposals
 * and agreements call `notePriceBookUse` when they copy a book's entries; this module refuses to delete what is used.
 */
export async function priceBookUsage(db: Db, priceBookId: string): Promise<PriceBookUsage> {
  const rows = await db.select({ type: crmPriceBookUsages.usedByType, n: sql<number>`count(distinct ${crmPriceBookUsages.usedById})::int` })
    .from(crmPriceBookUsages).where(eq(crmPriceBookUsages.priceBookId, priceBookId)).groupBy(crmPriceBookUsages.usedByType);
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  const proposals = of('proposal');
  const agreements = of('agreement');
  return { proposals, agreements, total: proposals + agreements };
}

/** Proposals and agreements using each entry (by entry id; entries nobody uses are absent). */
export async function entryUsage(db: Db, entryIds: readonly string[]): Promise<Map<string, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db.select({ entryId: crmPriceBookUsages.entryId, n: count() }).from(crmPriceBookUsages)
    .where(inArray(crmPriceBookUsages.entryId, [...entryIds])).groupBy(crmPriceBookUsages.entryId);
  return new Map(rows.map((r) => [r.entryId!, Number(r.n)]));
}

/**
 * Records that a proposal or agreement copied a book's entries (one row per entry copied, or one for the book when
 * none): from then on the book and those entries are deactivated rather than deleted.
 */
export async function notePriceBookUse(db: Db, use: { tenantId: string; priceBookId: string; entryIds: readonly string[]; usedByType: 'proposal' | 'agreement'; usedById: string }): Promise<void> {
  const entries = use.entryIds.length ? use.entryIds : [null];
  await db.insert(crmPriceBookUsages).values(entries.map((entryId) => ({
    id: newId(), tenantId: use.tenantId, priceBookId: use.priceBookId, entryId, usedByType: use.usedByType, usedById: use.usedById,
  })));
}

/** Forgets a proposal's or agreement's use (when it is deleted while still a draft). */
export async function forgetPriceBookUse(db: Db, usedByType: 'proposal' | 'agreement', usedById: string): Promise<void> {
  await db.delete(crmPriceBookUsages).where(and(eq(crmPriceBookUsages.usedByType, usedByType), eq(crmPriceBookUsages.usedById, usedById)));
}
