import { and, asc, Column, desc, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTable, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { activeTransaction } from '../db/transaction-scope';
import { badRequest } from '../http/errors';
import type { QueryParameters } from './query-parameters';

/**
 * The one paged query of the backend (ADR 0015). A list declares its select (with joins), its where (scope
 * and whitelisted filters, built by the caller), its order (ending in a unique column) and how to count:
 * - offset paging (pageIndex) for every list; keyset paging (`cursor`) when the order is a keyset order;
 * - an exact count for small tables, or a capped count for large ones: counting stops at `cap` and the
 *   answer says `countIsCapped`, so a page over millions of rows never scans them all.
 */

export interface OrderTerm {
  /** A column, or an expression the select groups by (a list of groups orders by its day). */
  column: PgColumn | SQL;
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
  /** Rows skipped, for a list paged from any row (`?offset=`) rather than by page; instead of pageIndex x pageSize. */
  offset?: number;
}

/** Where an offset page starts. */
const startOf = (page: PageRequest): number => (page.cursor ? 0 : page.offset ?? page.pageIndex * page.pageSize);

/**
 * A capped count answered, where it can be, from totals kept beside the table rather than from its rows (a lookup's
 * count from the day totals, ADR 0126). Each part is a sum over some of the where's rows:
 * - `window`: the rows of a window of the where's period; `exact` says the window is the whole period (the sum is the
 *   count), else it is a lower bound: above the cap it answers "more than cap", otherwise the rows are counted;
 * - `newest`: smaller parts of the window (its newest day, then 3 and 9 days), tried first in that order, so a busy
 *   period stops at its newest days instead of summing all of them.
 * The sums' values must be the where's own placeholders (`QueryParameters.again`).
 */
export interface CountFromTotals {
  window: SQL<number>;
  exact: boolean;
  newest: SQL<number>[];
  /** Parts of the period outside the summed days: their rows (wheres on the counted table) are counted and added. */
  plus?: SQL[];
  /** Parts of the summed days outside the period: their rows are counted and subtracted. */
  minus?: SQL[];
}

export type CountMode = { exact: true } | { cap: number; totals?: CountFromTotals } | false;

export interface PagedQuery<Q extends PgSelect> {
  db: Db;
  /** `db.select(...).from(table)...joins.$dynamic()`, without where, order or limit. */
  select: Q;
  /**
   * What is counted, with `where`: a table (the where may then only name its columns), or a select whose rows
   * are counted, for a where that names joined tables or a list of groups:
   * `db.select({ one: sql\`1\` }).from(table).innerJoin(...).groupBy(...).$dynamic()`.
   */
  countFrom: PgTable | PgSelect;
  where: SQL | undefined;
  /** Sort terms; the last one must be unique (id) so pages never overlap. */
  order: OrderTerm[];
  page: PageRequest;
  count: CountMode;
  /**
   * The where's values as placeholders (`QueryParameters.prepared()`) and the list's own name for its
   * statements: the page (and its count) is then built once per shape (the list, the where's conditions, the
   * order, offset or cursor) and run as a named statement (ADR 0015, session 11). Without it every call builds
   * its SQL.
   */
  prepared?: { list: string; params: QueryParameters };
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
function after(order: OrderTerm[], values: readonly unknown[]): SQL {
  const columns = sql.join(order.map((t) => sql`${t.column}`), sql`, `);
  const params = sql.join(order.map((t, i) => sql`${values[i]}::${sql.raw(t.type!)}`), sql`, `);
  return order[0]!.direction === 'desc' ? sql`(${columns}) < (${params})` : sql`(${columns}) > (${params})`;
}

/** The rows of `where` counted up to `cap` + 1, as SQL: the index range stops there instead of scanning millions. */
const countUpToSql = (db: Db, table: PgTable, where: SQL | undefined, cap: number): SQL<number> =>
  sql<number>`(select count(*)::int from (${db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1)}) as limited)`;

/**
 * The capped count from totals: PostgreSQL runs each uncorrelated subquery (an InitPlan) only when its CASE branch
 * is reached, so a sum above the cap answers without reading the rows, and an exact window never reads them beyond
 * its ragged ends (`plus`: the rows of a few hours inside the period, counted up to the cap; `minus`: those of the
 * summed days outside it, counted whole).
 */
function countFromTotalsSql(
  totals: CountFromTotals, cap: number, rows: () => SQL<number>, edge: { upTo: (where: SQL) => SQL<number>; all: (where: SQL) => SQL<number> },
): SQL<number> {
  const beyond = sql.raw(String(cap + 1));
  const limit = sql.raw(String(cap));
  const plus = (totals.plus ?? []).map((where) => sql` + ${edge.upTo(where)}`);
  const minus = totals.minus ?? [];
  // The rows the sums hold outside the period (a few hours: counted whole, so the sums less them stay exact and
  // their newest days a lower bound), counted once: `offset 0` keeps PostgreSQL from copying the subquery into each
  // branch that reads it.
  const outside = minus.length ? sql`outside.n` : undefined;
  const less = outside ? sql` - ${outside}` : sql``;
  const whole = totals.exact ? sql`least(${totals.window}${sql.join(plus)}${less}, ${beyond})` : undefined;
  const newest = sql.join(totals.newest.map((part) => sql`when ${part}${less} > ${limit} then ${beyond} `));
  const rest = whole ? sql`else ${whole}` : sql`when ${totals.window}${less} > ${limit} then ${beyond} else ${rows()}`;
  const choice = whole && !totals.newest.length ? whole : sql`case ${newest}${rest} end`;
  if (!outside) return sql<number>`(${choice})::int`;
  const counted = sql.join(minus.map((where) => edge.all(where)), sql` + `);
  return sql<number>`(select (${choice})::int from (select ${counted} as n offset 0) as outside)`;
}

function countSql(db: Db, from: PgTable | PgSelect, where: SQL | undefined, mode: Exclude<CountMode, false>): SQL<number> {
  if (is(from, PgTable)) {
    if ('exact' in mode) return sql<number>`(select count(*)::int from ${from} where ${where ?? sql`true`})`;
    return mode.totals
      ? countFromTotalsSql(mode.totals, mode.cap, () => countUpToSql(db, from, where, mode.cap), {
        upTo: (part) => countUpToSql(db, from, part, mode.cap), all: (part) => sql<number>`(select count(*)::int from ${from} where ${part})`,
      })
      : countUpToSql(db, from, where, mode.cap);
  }
  if ('cap' in mode && mode.totals) throw new Error('a count from totals needs a table to count');
  const rows = from.where(where);
  return 'exact' in mode ? sql<number>`(select count(*)::int from (${rows}) as counted)` : sql<number>`(select count(*)::int from (${rows.limit(mode.cap + 1)}) as limited)`;
}

const countAlone = async (db: Db, count: SQL<number>): Promise<number> =>
  (await db.execute<{ n: number }>(sql`select ${count} as n`)).rows[0]?.n ?? 0;

/** The rows of `where`, counted up to `cap` (cap + 1 when there are more): an export's size check. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  return countAlone(db, countUpToSql(db, table, where, cap));
}

function counted(n: number, mode: CountMode): { count: number; countIsCapped: boolean } {
  if (mode === false) return { count: 0, countIsCapped: false };
  return 'cap' in mode && n > mode.cap ? { count: mode.cap, countIsCapped: true } : { count: n, countIsCapped: false };
}

/** The column a page carries its count in (a name no list selects). */
const COUNT_FIELD = '__pagedQueryCount';

/**
 * The count as one more column of the page's own statement: an uncorrelated scalar subquery, which
 * PostgreSQL runs once for the statement (an InitPlan). One round trip instead of two per page: on this
 * backend a round trip (its socket writes, the driver and drizzle around it) costs more than a capped
 * count (ADR 0016, session 9). Drizzle builds and maps a select from its config's fields; a key added
 * there is selected and read like any other.
 */
function selectingCount<Q extends PgSelect>(select: Q, count: SQL<number>): Q {
  (select._.config.fields as Record<string, unknown>)[COUNT_FIELD] = count;
  return select;
}

/** One page of rows (one beyond it tells whether there is a next) and the cursor after it. */
async function fetchPage<Q extends PgSelect>(select: Q, baseWhere: SQL | undefined, order: OrderTerm[], page: PageRequest) {
  const keyset = isKeyset(order);
  if (page.cursor && !keyset) throw badRequest(INVALID_CURSOR);
  const cursorWhere = page.cursor ? after(order, decodeCursor(page.cursor, order)) : undefined;
  const where = cursorWhere ? and(baseWhere, cursorWhere) : baseWhere;
  const offset = startOf(page);
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
  if (q.prepared) return preparedPage(q, q.prepared);
  if (q.count === false) return { ...(await fetchPage(q.select, q.where, q.order, q.page)), ...counted(0, false) };
  const count = countSql(q.db, q.countFrom, q.where, q.count);
  const { rows, nextCursor } = await fetchPage(selectingCount(q.select, count), q.where, q.order, q.page);
  const first = rows[0] as Record<string, unknown> | undefined;
  // An empty page carries no count: on the first page that means none match; past it, count alone.
  const n = first ? first[COUNT_FIELD] as number
    : startOf(q.page) > 0 || q.page.cursor ? await countAlone(q.db, count) : 0;
  for (const row of rows) delete (row as Record<string, unknown>)[COUNT_FIELD];
  return { rows, nextCursor, ...counted(n, q.count) };
}

/**
 * A prepared page: drizzle renders a shape's SQL once (`.prepare('')`) and each call only fills its
 * placeholders. Rendering was about a fifth of the server's CPU per lookup (ADR 0016, session 11). The statement
 * is sent unnamed, so PostgreSQL plans every call for its own values: a named statement may switch to one generic
 * plan after five calls, and for the lookups that plan ignores how selective a value is (a customer e-mail over
 * 90 days read 36 807 index entries instead of 22: 17 ms instead of 0.3, ADR 0016 session 11). Parsing it again
 * costs the database about 0.1 ms a call; the connections keep PostgreSQL's own plan choice for the statements
 * that gain from a generic plan (the API's session check, ADR 0125).
 */
interface Prepared {
  page: { execute(values: Record<string, unknown>): Promise<unknown[]> };
  count?: { execute(values: Record<string, unknown>): Promise<Array<{ n: number }>> };
}

/** Statements kept per database (the shapes people use are few; the oldest goes first past this). */
export const PREPARED_SHAPES_KEPT = 500;
const preparedStatements = new WeakMap<Db, Map<string, Prepared>>();
/** node-postgres sends a statement without a name as PostgreSQL's unnamed statement: parsed and planned per call. */
const UNNAMED = '';

const termKey = (t: OrderTerm) => (is(t.column, Column) ? t.column.name : dialect.sqlToQuery(t.column).sql);
const orderKey = (order: OrderTerm[]) => order.map((t) => `${termKey(t)} ${t.direction}`).join(',');
const totalsKey = (totals: CountFromTotals | undefined) =>
  (totals ? ` totals ${totals.exact ? 'exact' : 'bound'} newest ${totals.newest.length} plus ${totals.plus?.length ?? 0} minus ${totals.minus?.length ?? 0}` : '');
const countKey = (mode: CountMode) => (mode === false ? 'none' : 'exact' in mode ? 'exact' : `cap ${mode.cap}${totalsKey(mode.totals)}`);

/** The placeholders of a page's paging: limit, offset and the cursor's values. */
const LIMIT = '__pageLimit';
const OFFSET = '__pageOffset';
const cursorValue = (i: number) => `__cursor${i}`;

const dialect = new PgDialect();

/**
 * A value written into a prepared where instead of through its QueryParameters would be kept in the shape's
 * statement and answer every later call with the first call's value (another tenant's rows): refused.
 */
function assertOnlyPlaceholders(list: string, where: SQL | undefined): void {
  if (!where) return;
  const inline = dialect.sqlToQuery(where).params.filter((p) => !is(p, Placeholder));
  if (inline.length) throw new Error(`${list}: a prepared where takes its values through QueryParameters (${inline.length} inline)`);
}

function prepare<Q extends PgSelect>(q: PagedQuery<Q>, list: string, keyset: boolean): Prepared {
  assertOnlyPlaceholders(list, q.where);
  const cursorWhere = keyset ? after(q.order, q.order.map((_, i) => sql.placeholder(cursorValue(i)))) : undefined;
  const count = q.count === false ? undefined : countSql(q.db, q.countFrom, q.where, q.count);
  const select = count ? selectingCount(q.select, count) : q.select;
  const page = select.where(cursorWhere ? and(q.where, cursorWhere) : q.where)
    .orderBy(...q.order.map((t) => (t.direction === 'desc' ? desc(t.column) : asc(t.column))))
    .limit(sql.placeholder(LIMIT) as never).offset(sql.placeholder(OFFSET) as never)
    .prepare(UNNAMED);
  // Asked only for an empty page past the first (its count did not ride on a row).
  const countStatement = count && q.db.select({ n: count }).from(sql`(select 1) as one`).prepare(UNNAMED);
  return { page: page as unknown as Prepared['page'], ...(countStatement ? { count: countStatement as unknown as Prepared['count'] } : {}) };
}

async function preparedPage<Q extends PgSelect>(q: PagedQuery<Q>, { list, params }: NonNullable<PagedQuery<Q>['prepared']>): Promise<PagedResult<Awaited<Q>[number]>> {
  const keyset = isKeyset(q.order);
  if (q.page.cursor && !keyset) throw badRequest(INVALID_CURSOR);
  const cursor = q.page.cursor ? decodeCursor(q.page.cursor, q.order) : undefined;
  const key = `${list}|${params.shape}|${orderKey(q.order)}|${cursor ? 'cursor' : 'offset'}|${countKey(q.count)}`;
  let statements = preparedStatements.get(q.db);
  if (!statements) preparedStatements.set(q.db, statements = new Map());
  // A statement prepared inside a call's transaction is bound to its connection: used once there, never kept.
  let prepared = activeTransaction() ? prepare(q, list, !!cursor) : statements.get(key);
  if (!prepared) {
    if (statements.size >= PREPARED_SHAPES_KEPT) statements.delete(statements.keys().next().value!);
    statements.set(key, prepared = prepare(q, list, !!cursor));
  }
  const values: Record<string, unknown> = { ...params.values, [LIMIT]: q.page.pageSize + 1, [OFFSET]: startOf(q.page) };
  cursor?.forEach((v, i) => { values[cursorValue(i)] = v; });
  const fetched = await prepared.page.execute(values) as Array<Awaited<Q>[number]>;
  const rows = fetched.slice(0, q.page.pageSize);
  const last = rows[rows.length - 1];
  const nextCursor = keyset && fetched.length > q.page.pageSize && last !== undefined
    ? encodeCursor(q.order.map((t) => t.read!(last as never)))
    : null;
  if (q.count === false) return { rows, nextCursor, ...counted(0, false) };
  const first = rows[0] as Record<string, unknown> | undefined;
  const n = first ? first[COUNT_FIELD] as number
    : cursor || startOf(q.page) > 0 ? (await prepared.count!.execute(values))[0]?.n ?? 0 : 0;
  for (const row of rows) delete (row as Record<string, unknown>)[COUNT_FIELD];
  return { rows, nextCursor, ...counted(n, q.count) };
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
