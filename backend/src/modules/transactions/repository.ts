import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client';
import { merchants, paymentChannels, serviceProviders, tenants, transactions, websites } from '../../db/schema';
import { likeContains } from '../../lib/like';
import { QueryParameters } from '../../lib/query-parameters';
import { allPages, pagedQuery, type CountMode, type OrderTerm, type PageRequest } from '../../lib/paged-query';
import type { TransactionRecord, TransactionSortField } from '@portal/contracts';

/**
 * A name read by the row's own id (one primary-key probe per row shown), as a scalar subquery rather than a
 * join: with six joins PostgreSQL spent 6-50 ms planning each lookup (it weighs every join order against
 * every index of the two transactions tables) for a page that takes under 1 ms to read; the subqueries plan
 * in 0.2 ms (ADR 0016, session 9). A transaction's merchant and tenant always exist (foreign keys).
 */
function nameOf<T extends string | null>(db: Queryable, name: AnyPgColumn, table: PgTable, id: AnyPgColumn, reference: AnyPgColumn): SQL<T> {
  return sql<T>`(${db.select({ name }).from(table).where(eq(id, reference))})`;
}

/** The columns of a lookup row: the transaction with the names people read instead of ids. */
const recordColumns = (db: Queryable) => ({
  id: transactions.id, externalId: transactions.externalId, tenantId: transactions.tenantId,
  tenantName: nameOf<string>(db, tenants.name, tenants, tenants.id, transactions.tenantId),
  merchantId: transactions.merchantId,
  merchantName: nameOf<string>(db, merchants.legalBusinessName, merchants, merchants.id, transactions.merchantId),
  type: transactions.type, amount: transactions.amount, currency: transactions.currency, status: transactions.status,
  paymentMethod: transactions.paymentMethod, mode: transactions.mode, createdAt: transactions.createdAt,
  websiteId: transactions.websiteId, websiteName: nameOf<string | null>(db, websites.name, websites, websites.id, transactions.websiteId),
  paymentChannelId: transactions.paymentChannelId,
  paymentChannelName: nameOf<string | null>(db, paymentChannels.name, paymentChannels, paymentChannels.id, transactions.paymentChannelId),
  serviceProviderId: transactions.serviceProviderId,
  serviceProviderName: nameOf<string | null>(db, serviceProviders.name, serviceProviders, serviceProviders.id, transactions.serviceProviderId),
  cardFirst6: transactions.cardFirst6, cardLast4: transactions.cardLast4, cardCountry: transactions.cardCountry,
  customerEmail: transactions.customerEmail, customerIp: transactions.customerIp,
  parentId: transactions.parentId, parentCreatedAt: transactions.parentCreatedAt, parentExternalId: transactions.parentExternalId,
});

const selectRecords = (db: Queryable) => db.select(recordColumns(db)).from(transactions).$dynamic();

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/**
 * Transactions by their whole keys, as a where whose months PostgreSQL prunes while planning (known values). Two
 * arrays, not two lists of values: the statement's text and its two parameters are the same for any page, so
 * building it costs the server next to nothing on each call.
 */
export function parentsByKey(keys: Array<{ id: string; createdAt: Date }>): SQL {
  const ids = [...new Set(keys.map((k) => k.id))];
  const times = [...new Set(keys.map((k) => k.createdAt.toISOString()))];
  return sql`${transactions.id} = any(${sql.param(ids)}::uuid[]) and ${transactions.createdAt} = any(${sql.param(times)}::timestamptz[])`;
}

/**
 * The records of a page's rows with their parents' external ids. A follow-up carries its parent's external id (ADR
 * 0126): a page reads nothing more. A row written without it has its parent read in one statement apart from the
 * page's (ADR 0117 "Session 34"): as a subquery of the page, the parent was planned over every month, twice (by key,
 * then by id), on each call: 4-6 ms of planning a lookup at 10 M for a page read in 5. There the parents' months are
 * known values, so only those months are planned (ADR 0117 "Session 30": follow-ups carry their parent's
 * `created_at`). A parent not found by its time (a row written without it, or a parent stored with microseconds its
 * child's copy lacks) is read by id alone, every month.
 */
async function recordsOf(db: Queryable, rows: RecordRow[]): Promise<TransactionRecord[]> {
  const names = new Map<string, string>();
  for (const r of rows) if (r.parentId !== null && r.parentExternalId !== null) names.set(r.parentId, r.parentExternalId);
  const byParent = rows.filter((r) => r.parentId !== null && !names.has(r.parentId));
  const withTime = byParent.filter((r) => r.parentCreatedAt !== null);
  const read = async (where: SQL | undefined) => {
    for (const p of await db.select({ id: transactions.id, externalId: transactions.externalId }).from(transactions).where(where)) {
      names.set(p.id, p.externalId);
    }
  };
  if (withTime.length) await read(parentsByKey(withTime.map((r) => ({ id: r.parentId!, createdAt: r.parentCreatedAt! }))));
  const missing = [...new Set(byParent.map((r) => r.parentId!).filter((id) => !names.has(id)))];
  if (missing.length) await read(inArray(transactions.id, missing));
  return rows.map(({ parentCreatedAt: _parentCreatedAt, parentExternalId: _parentExternalId, ...row }) => ({
    ...row, createdAt: row.createdAt.toISOString(), parentExternalId: row.parentId === null ? null : names.get(row.parentId) ?? null,
  }));
}

const SORT_COLUMNS = {
  createdAt: transactions.createdAt, amount: transactions.amount, externalId: transactions.externalId,
  status: transactions.status, type: transactions.type, paymentMethod: transactions.paymentMethod, currency: transactions.currency,
} as const;

/**
 * Sort terms: the chosen column then id (unique) in the same direction. createdAt is a keyset order, read
 * backwards along the (owner, mode, created_at, id) indexes; other sorts page by offset.
 */
export function transactionOrder(field: TransactionSortField, direction: 'asc' | 'desc'): OrderTerm[] {
  const id: OrderTerm = { column: transactions.id, direction, type: 'uuid', read: (r: RecordRow) => r.id };
  if (field === 'createdAt') {
    return [{ column: transactions.createdAt, direction, type: 'timestamptz', read: (r: RecordRow) => r.createdAt }, id];
  }
  return [{ column: SORT_COLUMNS[field], direction }, { column: transactions.id, direction }];
}

/** Each sort field's SQL type, so every sort can be read page by page by keyset (exports). */
const SORT_TYPES = {
  createdAt: 'timestamptz', amount: 'integer', externalId: 'text', status: 'text', type: 'text', paymentMethod: 'text', currency: 'text',
} as const satisfies Record<TransactionSortField, OrderTerm['type']>;

/**
 * The same order as transactionOrder, as a keyset order for every field (an export reads every page:
 * `allPages` needs one). createdAt is served by the lookup indexes; other fields sort the matching rows
 * for each page (ADR 0045), fine for the sizes people export sorted by amount or status.
 */
export function transactionKeysetOrder(field: TransactionSortField, direction: 'asc' | 'desc'): OrderTerm[] {
  return [
    { column: SORT_COLUMNS[field], direction, type: SORT_TYPES[field], read: (r: RecordRow) => r[field] },
    { column: transactions.id, direction, type: 'uuid', read: (r: RecordRow) => r.id },
  ];
}

/** Every record matching `where`, one keyset page at a time (memory holds one page, whatever the count). */
export async function* allTransactionRecords(db: Db, where: SQL | undefined, order: OrderTerm[], pageSize: number): AsyncGenerator<TransactionRecord[]> {
  for await (const rows of allPages({ select: () => selectRecords(db), where, order, pageSize })) yield await recordsOf(db, rows);
}

export interface RecordPage {
  data: TransactionRecord[];
  count: number;
  countIsCapped: boolean;
  nextCursor: string | null;
}

/**
 * One page of transactions matching `where` (scope, mode and filters), in `order`. With `params` (prepared
 * placeholders in `where`) the statement is built once per filter set and reused (ADR 0015, session 11).
 */
export async function pageTransactionRecords(
  db: Db, where: SQL | undefined, order: OrderTerm[], page: PageRequest, count: CountMode, params?: QueryParameters,
): Promise<RecordPage> {
  const prepared = params ? { prepared: { list: 'transactions_lookup', params } } : {};
  const result = await pagedQuery({ db, select: selectRecords(db), countFrom: transactions, where, order, page, count, ...prepared });
  return { data: await recordsOf(db, result.rows), count: result.count, countIsCapped: result.countIsCapped, nextCursor: result.nextCursor };
}

/** Part 1's search: part of the external id, case-insensitive; '' = every row. */
export const searchKeyCondition = (searchKey: string, p: QueryParameters = QueryParameters.inline()): SQL | undefined =>
  searchKey ? ilike(transactions.externalId, p.value('searchKey', likeContains(searchKey))) : undefined;

/** Every row of a where as one condition. */
export const allOf = (parts: Array<SQL | undefined>): SQL | undefined => and(...parts.filter((p): p is SQL => !!p));

/** externalId -> merchantId of the tenant's transactions among `externalIds` (both modes); unknown ids are absent. */
export async function merchantsOfTransactions(db: Db, tenantId: string, externalIds: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ externalId: transactions.externalId, merchantId: transactions.merchantId }).from(transactions)
    .where(and(eq(transactions.tenantId, tenantId), inArray(transactions.externalId, [...new Set(externalIds)])));
  return new Map(rows.map((r) => [r.externalId, r.merchantId]));
}

/** The records matching `where` (a handful: one transaction, its family), no paging. */
export async function transactionRecords(db: Queryable, where: SQL | undefined): Promise<TransactionRecord[]> {
  return recordsOf(db, await selectRecords(db).where(where).limit(200));
}
