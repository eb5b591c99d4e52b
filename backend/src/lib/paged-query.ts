import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';

/**
 * The one paged query of the backend (ADR 0015). A list declares its select (with joins), its where (scope
 * and whitelisted filters, built by the caller), its order (ending in a unique column) and how to count:
 * - offset paging (pageIndex) for every list; keyset paging (`cursor`) when the order is a keyset order;
 * - an exact count for small tables, or a capped count for large ones: counting stops at `cap` and the
 *   answer says `countIsCapped`, so a page over millions of rows never scans them all.
 */

export interface OrderTerm {
  column: PgColumn;
  direction: 'asc' | 'desc';
  /** The row value's SQL type, for keyset cursors (how the cursor's text is cast back). */
  type?: 'timestamptz' | 'uuid' | 'text' | 'integer';
  /** Reads this term's value from a result row (keyset cursors only). */
  read?: (row: never) => Date | string | number;
}

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
  /** The `nextCursor` of the previous page; only for keyset orders. */
  cursor?: string;
}

export type CountMode = { exact: true } | { cap: number } | false;

export interface PagedQuery<Q extends PgSelect> {
  db: Db;
  /** `db.select(...).from(table)...joins.$dynamic()`, without where, order or limit. */
  select: Q;
  /** The table counted (with `where`, so the where may only name its columns). */
  countFrom: PgTable;
  where: SQL | undefined;
  /** Sort terms; the last one must be unique (id) so pages never overlap. */
  order: OrderTerm[];
  page: PageRequest;
  count: CountMode;
  /** Keyset paging is offered when every term has `type` and `read` and all share one direction. */
}

export interface PagedResult<R> {
  rows: R[];
  count: number;
  countIsCapped: boolean;
  nextCursor: string | null;
}

const isKeyset = (order: OrderTerm[]) =>
  order.length > 0 && order.every((t) => t.type && t.read && t.direction === order[0]!.direction);

export const INVALID_CURSOR = 'cursor is not valid for this list: start again from the first page';

function encodeCursor(values: Array<Date | string | number>): string {
  return Buffer.from(JSON.stringify(values.map((v) => (v instanceof Date ? v.toISOString() : v)))).toString('base64url');
}

function decodeCursor(cursor: string, order: OrderTerm[]): Array<string | number> {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  if (!Array.isArray(values) || values.length !== order.length || !values.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw badRequest(INVALID_CURSOR);
  }
  return values as Array<string | number>;
}

/** (a, b) < (x, y) for a descending order, > for ascending: one row comparison the index serves. */
function after(order: OrderTerm[], values: Array<string | number>): SQL {
  const columns = sql.join(order.map((t) => sql`${t.column}`), sql`, `);
  const params = sql.join(order.map((t, i) => sql`${values[i]}::${sql.raw(t.type!)}`), sql`, `);
  return order[0]!.direction === 'desc' ? sql`(${columns}) < (${params})` : sql`(${columns}) > (${params})`;
}

/** The rows of `where`, counted up to `cap` (cap + 1 when there are more): an export's size check. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  return row?.n ?? 0;
}

async function countRows(db: Db, table: PgTable, where: SQL | undefined, mode: CountMode): Promise<{ count: number; countIsCapped: boolean }> {
  if (mode === false) return { count: 0, countIsCapped: false };
  if ('exact' in mode) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return { count: row?.n ?? 0, countIsCapped: false };
  }
  // Count at most cap + 1 rows: the index range stops there instead of scanning millions.
  const n = await countUpTo(db, table, where, mode.cap);
  return n > mode.cap ? { count: mode.cap, countIsCapped: true } : { count: n, countIsCapped: false };
}

/** One page of rows (one beyond it tells whether there is a next) and the cursor after it. */
async function fetchPage<Q extends PgSelect>(select: Q, baseWhere: SQL | undefined, order: OrderTerm[], page: PageRequest) {
  const keyset = isKeyset(order);
  if (page.cursor && !keyset) throw badRequest(INVALID_CURSOR);
  const cursorWhere = page.cursor ? after(order, decodeCursor(page.cursor, order)) : undefined;
  const where = cursorWhere ? and(baseWhere, cursorWhere) : baseWhere;
  const offset = page.cursor ? 0 : page.pageIndex * page.pageSize;
  // One row more than the page tells whether a next page exists (for the cursor) without counting.
  const fetched = await select.where(where)
    .orderBy(...order.map((t) => (t.direction === 'desc' ? desc(t.column) : asc(t.column))))
    .limit(page.pageSize + 1).offset(offset) as Awaited<Q>;
  const rows = (fetched as unknown as Array<Awaited<Q>[number]>).slice(0, page.pageSize);
  const last = rows[rows.length - 1];
  const nextCursor = keyset && fetched.length > page.pageSize && last !== undefined
    ? encodeCursor(order.map((t) => t.read!(last as never)))
    : null;
  return { rows, nextCursor };
}

export async function pagedQuery<Q extends PgSelect>(q: PagedQuery<Q>): Promise<PagedResult<Awaited<Q>[number]>> {
  // The page and its count at once: on PostgreSQL they run on two pooled connections (PGlite queues them).
  const [{ rows, nextCursor }, counted] = await Promise.all([
    fetchPage(q.select, q.where, q.order, q.page),
    countRows(q.db, q.countFrom, q.where, q.count),
  ]);
  return { rows, nextCursor, ...counted };
}

export interface AllPages<Q extends PgSelect> {
  /** A fresh `db.select(...).from(table).$dynamic()` per page (a builder keeps its where and limit). */
  select: () => Q;
  where: SQL | undefined;
  /** A keyset order (every term with `type` and `read`, one direction), ending in a unique column. */
  order: OrderTerm[];
  /** Rows per read; memory stays at one page whatever the list's size. */
  pageSize: number;
}

/**
 * Every row of a list, one keyset page at a time (exports: `csvStream` pulls the next page only when the
 * response wants more). The same where and order as `pagedQuery`, so an export is exactly its list.
 */
export async function* allPages<Q extends PgSelect>(q: AllPages<Q>): AsyncGenerator<Array<Awaited<Q>[number]>> {
  if (!isKeyset(q.order)) throw new Error('allPages needs a keyset order');
  let cursor: string | undefined;
  for (;;) {
    const page = await fetchPage(q.select(), q.where, q.order, { pageIndex: 0, pageSize: q.pageSize, cursor });
    if (page.rows.length) yield page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
