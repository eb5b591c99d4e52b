import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankingChannels, merchants, posProviders, terminals, terminalTransactions } from '../../db/schema';
import { scopeWhere, type Scope } from '../../http/scope';
import { pagedQuery, type OrderTerm, type PageRequest } from '../../lib/paged-query';
import type { LookupItem, SystemMode, TerminalSettlement, TerminalTransaction, ToolPage } from '@portal/contracts';
import { APM_COUNT_CAP } from './apm.repository';

export interface TerminalFilters {
  from?: string;
  to?: string;
  Customer?: string[];
  terminalId?: string[];
  status?: string[];
  cardLast4?: string;
  cardCurrency?: string[];
}

/** The scope, mode and common filters of terminal payments (the lookup, the conversions and the settlements read the same rows). */
function terminalWhere(scope: Scope, mode: SystemMode, f: TerminalFilters): SQL | undefined {
  return and(
    scopeWhere(scope, terminalTransactions), eq(terminalTransactions.mode, mode),
    f.from ? gte(terminalTransactions.createdAt, new Date(f.from)) : undefined,
    f.to ? lt(terminalTransactions.createdAt, new Date(f.to)) : undefined,
    f.Customer?.length ? inArray(terminalTransactions.merchantId, f.Customer) : undefined,
    f.terminalId?.length ? inArray(terminalTransactions.terminalId, f.terminalId) : undefined,
    f.status?.length ? inArray(terminalTransactions.status, f.status) : undefined,
    f.cardLast4 ? eq(terminalTransactions.cardLast4, f.cardLast4) : undefined,
    f.cardCurrency?.length ? inArray(terminalTransactions.cardCurrency, f.cardCurrency) : undefined,
  );
}

const selectPayments = (db: Db) => db.select({
  id: terminalTransactions.id, tenantId: terminalTransactions.tenantId, merchantId: terminalTransactions.merchantId, merchantName: merchants.legalBusinessName,
  terminalId: terminalTransactions.terminalId, tid: terminals.terminalId, location: terminals.location, reference: terminalTransactions.reference,
  type: terminalTransactions.type, status: terminalTransactions.status, amount: terminalTransactions.amount, currency: terminalTransactions.currency,
  mode: terminalTransactions.mode, entryMode: terminalTransactions.entryMode, cardFirst6: terminalTransactions.cardFirst6, cardLast4: terminalTransactions.cardLast4,
  cardCurrency: terminalTransactions.cardCurrency, rate: terminalTransactions.rate, markupBps: terminalTransactions.markupBps,
  convertedAmount: terminalTransactions.convertedAmount, createdAt: terminalTransactions.createdAt, terminalHost: posProviders.name,
}).from(terminalTransactions)
  .innerJoin(terminals, eq(terminals.id, terminalTransactions.terminalId))
  .innerJoin(merchants, eq(merchants.id, terminalTransactions.merchantId))
  .leftJoin(posProviders, eq(posProviders.id, terminals.posProviderId))
  .$dynamic();

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];
const NEWEST_FIRST: OrderTerm[] = [
  { column: terminalTransactions.createdAt, direction: 'desc', type: 'timestamptz', read: (r: PaymentRow) => r.createdAt },
  { column: terminalTransactions.id, direction: 'desc', type: 'uuid', read: (r: PaymentRow) => r.id },
];

/** Terminal payments (or, `conversionsOnly`, those paid in the card's currency) of a scope and mode, newest first. */
export async function terminalPaymentPage(db: Db, scope: Scope, mode: SystemMode, f: TerminalFilters, page: PageRequest, conversionsOnly = false): Promise<ToolPage<TerminalTransaction>> {
  const where = and(terminalWhere(scope, mode, f), conversionsOnly ? isNotNull(terminalTransactions.cardCurrency) : undefined);
  const result = await pagedQuery({ db, select: selectPayments(db), countFrom: terminalTransactions, where, order: NEWEST_FIRST, page, count: { cap: APM_COUNT_CAP } });
  return {
    count: result.count, countIsCapped: result.countIsCapped,
    data: result.rows.map((r) => ({
      ...r, type: r.type as TerminalTransaction['type'], status: r.status as TerminalTransaction['status'], createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Settlements: one row per terminal, UTC day and currency, summed in SQL over the filtered payments. Approved
 * sales add, approved refunds subtract; declined ones are only counted. The count is of groups (exact: days x
 * terminals of one tenant stay small).
 */
export async function settlementPage(db: Db, scope: Scope, mode: SystemMode, f: TerminalFilters, page: PageRequest): Promise<ToolPage<TerminalSettlement>> {
  const where = terminalWhere(scope, mode, f);
  const day = sql<string>`to_char(${terminalTransactions.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const approved = (type: string) => sql`${terminalTransactions.status} = 'Approved' AND ${terminalTransactions.type} = ${type}`;
  const groupBy = [day, terminalTransactions.terminalId, terminals.terminalId, terminals.location, posProviders.name, terminalTransactions.merchantId, merchants.legalBusinessName, merchants.tenantId, terminalTransactions.currency];
  // Where the day settles (ADR 0153): the tenant's active Settlement channel of the currency, the first by name, as
  // bankingChannelOf chooses it; null when the tenant has none.
  const settlesInto = sql<string | null>`(SELECT ${bankingChannels.name} FROM ${bankingChannels} WHERE ${bankingChannels.tenantId} = ${merchants.tenantId}
    AND ${bankingChannels.purpose} = 'Settlement' AND ${bankingChannels.isActive} AND ${bankingChannels.currency} = ${terminalTransactions.currency}
    ORDER BY ${bankingChannels.name}, ${bankingChannels.id} LIMIT 1)`;
  const joined = <F extends Parameters<Db['select']>[0]>(fields: NonNullable<F>) => db.select(fields).from(terminalTransactions)
    .innerJoin(terminals, eq(terminals.id, terminalTransactions.terminalId))
    .innerJoin(merchants, eq(merchants.id, terminalTransactions.merchantId))
    .leftJoin(posProviders, eq(posProviders.id, terminals.posProviderId))
    .groupBy(...groupBy).$dynamic();
  const result = await pagedQuery({
    db,
    select: joined({
      day, terminalId: terminalTransactions.terminalId, tid: terminals.terminalId, location: terminals.location, terminalHost: posProviders.name,
      merchantId: terminalTransactions.merchantId, merchantName: merchants.legalBusinessName, currency: terminalTransactions.currency,
      settlesInto,
      salesCount: sql<number>`count(*) FILTER (WHERE ${approved('Sale')})::int`,
      salesAmount: sql<number>`coalesce(sum(${terminalTransactions.amount}) FILTER (WHERE ${approved('Sale')}), 0)::int`,
      refundsCount: sql<number>`count(*) FILTER (WHERE ${approved('Refund')})::int`,
      refundsAmount: sql<number>`coalesce(sum(${terminalTransactions.amount}) FILTER (WHERE ${approved('Refund')}), 0)::int`,
      declinedCount: sql<number>`count(*) FILTER (WHERE ${terminalTransactions.status} = 'Declined')::int`,
    }),
    // The groups are counted, not the payments.
    countFrom: joined({ one: sql`1` }),
    where,
    order: [{ column: day, direction: 'desc' }, { column: terminals.terminalId, direction: 'asc' }, { column: terminalTransactions.currency, direction: 'asc' }],
    // Paged by index only: a list of groups has no keyset cursor.
    page: { pageIndex: page.pageIndex, pageSize: page.pageSize },
    count: { exact: true },
  });
  return {
    count: result.count, countIsCapped: false,
    data: result.rows.map((r) => ({ ...r, netAmount: r.salesAmount - r.refundsAmount })),
  };
}

/** The scope's terminals as filter options: "TID · place". */
export async function terminalOptions(db: Db, scope: Scope): Promise<LookupItem[]> {
  const rows = await db.select({ id: terminals.id, tid: terminals.terminalId, location: terminals.location }).from(terminals)
    .where(scopeWhere(scope, terminals)).orderBy(terminals.terminalId).limit(500);
  return rows.map((r) => ({ id: r.id, name: `${r.tid} · ${r.location}` }));
}
