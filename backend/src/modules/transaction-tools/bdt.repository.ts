import { and, eq, gte, ilike, inArray, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankDeposits, merchants, transactions } from '../../db/schema';
import { scopeWhere, type Scope } from '../../http/scope';
import { likeContains } from '../../lib/like';
import { pagedQuery, type OrderTerm, type PageRequest } from '../../lib/paged-query';
import type { BankDeposit, SystemMode, ToolPage } from '@portal/contracts';
import { APM_COUNT_CAP } from './apm.repository';

export interface BdtFilters {
  from?: string;
  to?: string;
  Customer?: string[];
  status?: string[];
  utr?: string;
  narrative?: string;
}

const select = (db: Db) => db.select({
  id: bankDeposits.id, tenantId: bankDeposits.tenantId, merchantId: bankDeposits.merchantId, merchantName: merchants.legalBusinessName,
  transactionId: bankDeposits.transactionId, transactionExternalId: transactions.externalId, utr: bankDeposits.utr, status: bankDeposits.status,
  amount: bankDeposits.amount, currency: bankDeposits.currency, mode: bankDeposits.mode, payerName: bankDeposits.payerName,
  payerBank: bankDeposits.payerBank, payerAccount: bankDeposits.payerAccount, narrative: bankDeposits.narrative, creditedAt: bankDeposits.creditedAt,
}).from(bankDeposits)
  .innerJoin(merchants, eq(merchants.id, bankDeposits.merchantId))
  .leftJoin(transactions, eq(transactions.id, bankDeposits.transactionId))
  .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** The bank deposits of a scope and mode (transaction-lookup-v3), newest credit first. */
export async function bankDepositPage(db: Db, scope: Scope, mode: SystemMode, f: BdtFilters, page: PageRequest): Promise<ToolPage<BankDeposit>> {
  const narrative = f.narrative?.trim();
  const where = and(
    scopeWhere(scope, bankDeposits), eq(bankDeposits.mode, mode),
    f.from ? gte(bankDeposits.creditedAt, new Date(f.from)) : undefined,
    f.to ? lt(bankDeposits.creditedAt, new Date(f.to)) : undefined,
    f.Customer?.length ? inArray(bankDeposits.merchantId, f.Customer) : undefined,
    f.status?.length ? inArray(bankDeposits.status, f.status) : undefined,
    // Digits only (declared), so no LIKE wildcard can come in.
    f.utr ? like(bankDeposits.utr, `%${f.utr}%`) : undefined,
    narrative ? ilike(bankDeposits.narrative, likeContains(narrative)) : undefined,
  );
  const order: OrderTerm[] = [
    { column: bankDeposits.creditedAt, direction: 'desc', type: 'timestamptz', read: (r: Row) => r.creditedAt },
    { column: bankDeposits.id, direction: 'desc', type: 'uuid', read: (r: Row) => r.id },
  ];
  const result = await pagedQuery({ db, select: select(db), countFrom: bankDeposits, where, order, page, count: { cap: APM_COUNT_CAP } });
  return {
    count: result.count, countIsCapped: result.countIsCapped,
    data: result.rows.map((r) => ({ ...r, status: r.status as BankDeposit['status'], creditedAt: r.creditedAt.toISOString() })),
  };
}
