import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../http/errors';
import { REPORT_LIMITS, type ReportCell, type ReportPage, type ReportRow } from '../../lib/contracts';
import type { ReportContext, ReportSpec } from './report-spec';

export interface ReportPaging {
  pageIndex: number;
  pageSize: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

const cellOf = (value: unknown): ReportCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
};

/** Numeric text from SQL (count, sum) as a number; other cells as they are. Dates as ISO text. */
function rowOf(raw: Record<string, unknown>, numeric: ReadonlySet<string>): ReportRow {
  const row: ReportRow = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === '__total') continue;
    row[key] = numeric.has(key) && value !== null && value !== undefined ? Number(value) : cellOf(value);
  }
  return row;
}

const NUMERIC_KINDS = new Set(['money', 'count', 'volume', 'successRate']);

/**
 * One page of a report, everything computed in the database: the report's SELECT as a subquery, ordered by a
 * column the definition names (then by every column, so pages never overlap), one page of it with the count of
 * all its rows (a window count), the totals of the columns that total, and the chart's points.
 */
/** The report's rows in the asked order (a column key the definition names, then every other column, so pages never overlap). */
export function orderedRows(spec: ReportSpec, ctx: ReportContext, sort: string | undefined, order: 'asc' | 'desc' | undefined): SQL {
  const keys = spec.columns(ctx.userType).map((c) => c.key);
  const sortKey = sort ?? spec.defaultSort.key;
  if (!keys.includes(sortKey)) throw badRequest(`sort must be one of ${keys.join(', ')}`);
  const direction = sql.raw((order ?? (sort ? 'asc' : spec.defaultSort.direction)) === 'desc' ? 'DESC' : 'ASC');
  const tiebreak = keys.filter((k) => k !== sortKey).map((k) => sql`${quoted(k)} ASC NULLS LAST`);
  return sql`SELECT r.* FROM (${spec.rows(ctx)}) r ORDER BY ${sql.join([sql`${quoted(sortKey)} ${direction} NULLS LAST`, ...tiebreak], sql`, `)}`;
}

const quoted = (key: string) => sql.raw(`r."${key.replace(/"/g, '')}"`);

/** Reads rows of a report's SELECT as a report row (numbers of numeric columns as numbers). */
export const rowsOf = (spec: ReportSpec, ctx: ReportContext, raw: Record<string, unknown>[]): ReportRow[] => {
  const numeric = new Set(spec.columns(ctx.userType).filter((c) => NUMERIC_KINDS.has(c.kind)).map((c) => c.key));
  return raw.map((r) => rowOf(r, numeric));
};

export async function runReport(spec: ReportSpec, ctx: ReportContext, paging: ReportPaging): Promise<ReportPage> {
  const columns = spec.columns(ctx.userType);
  const base = spec.rows(ctx);
  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    SELECT o.*, count(*) OVER () AS __total FROM (${orderedRows(spec, ctx, paging.sort, paging.order)}) o
    LIMIT ${paging.pageSize} OFFSET ${paging.pageIndex * paging.pageSize}`);
  let count = rows.length ? Number(rows[0]!.__total) : 0;
  if (!rows.length && paging.pageIndex > 0) {
    const { rows: all } = await ctx.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${base}) r`);
    count = Number(all[0]?.n ?? 0);
  }

  const totalled = columns.filter((c) => c.total);
  let totals: ReportRow | null = null;
  if (totalled.length) {
    const { rows: sums } = await ctx.db.execute<Record<string, unknown>>(sql`
      SELECT ${sql.join(totalled.map((c) => sql`coalesce(sum(${quoted(c.key)}), 0) AS ${sql.raw(`"${c.key}"`)}`), sql`, `)} FROM (${base}) r`);
    totals = rowOf(sums[0] ?? {}, new Set(totalled.map((c) => c.key)));
  }

  let chart: ReportRow[] = [];
  if (spec.chart) {
    const { x, y } = spec.chart;
    const source = spec.chartRows ? spec.chartRows(ctx) : base;
    const order = spec.chart.type === 'PieChart' || spec.chart.type === 'BarChart' ? sql`2 DESC, 1` : sql`1`;
    const { rows: points } = await ctx.db.execute<Record<string, unknown>>(sql`
      SELECT ${sql.raw(`c."${x}"`)} AS x, sum(${sql.raw(`c."${y}"`)}) AS y FROM (${source}) c GROUP BY 1 ORDER BY ${order} LIMIT ${REPORT_LIMITS.maxChartPoints}`);
    // Chart adapters (spec part 2 section 8): no data, no points.
    chart = points.map((p) => ({ [x]: cellOf(p.x), [y]: Number(p.y ?? 0) }));
    if (chart.every((p) => p[y] === 0)) chart = [];
  }
  return { data: rowsOf(spec, ctx, rows), count, totals, chart };
}
