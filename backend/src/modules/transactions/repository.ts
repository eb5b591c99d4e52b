import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, transactions } from '../../db/schema';
import type { SystemMode, Transaction, TransactionPage } from '../../lib/contracts';
import type { PageRequest } from './query';
import type { TransactionScope } from './scope';

/** `%` and `_` typed by a user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TransactionFilter {
  scope: TransactionScope;
  mode: SystemMode;
  /** Part of the external id, case-insensitive; '' = no filter. */
  searchKey: string;
}

function whereOf({ scope, mode, searchKey }: TransactionFilter): SQL {
  const owner = 'merchantId' in scope ? eq(transactions.merchantId, scope.merchantId) : eq(transactions.tenantId, scope.tenantId);
  const parts = [owner, eq(transactions.mode, mode)];
  if (searchKey) parts.push(ilike(transactions.externalId, `%${escapeLike(searchKey)}%`));
  return and(...parts)!;
}

/** One page, newest first (the (owner, mode, created_at, id) index read backwards), with the total count. */
export async function pageTransactions(db: Db, filter: TransactionFilter, paging: PageRequest): Promise<TransactionPage> {
  const where = whereOf(filter);
  const rows = await db
    .select({ tx: transactions, merchantName: merchants.legalBusinessName })
    .from(transactions)
    .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(transactions).where(where);
  return { count: total?.n ?? 0, data: rows.map(({ tx, merchantName }) => toWire(tx, merchantName)) };
}

function toWire(tx: typeof transactions.$inferSelect, merchantName: string): Transaction {
  return {
    id: tx.id, externalId: tx.externalId, tenantId: tx.tenantId, merchantId: tx.merchantId, merchantName,
    amount: tx.amount, currency: tx.currency, status: tx.status, paymentMethod: tx.paymentMethod, mode: tx.mode,
    createdAt: tx.createdAt.toISOString(),
  };
}

/** externalId -> merchantId of the tenant's transactions among `externalIds` (both modes); unknown ids are absent. */
export async function merchantsOfTransactions(db: Db, tenantId: string, externalIds: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ externalId: transactions.externalId, merchantId: transactions.merchantId }).from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), inArray(transactions.externalId, [...new Set(externalIds)])));
  return new Map(rows.map((r) => [r.externalId, r.merchantId]));
}
