import { sql } from 'drizzle-orm';
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
export async function runReport(spec: ReportSpec, ctx: ReportContext, paging: ReportPaging): Promise<ReportPage> {
  const columns = spec.columns(ctx.userType);
  const keys = columns.map((c) => c.key);
  const sortKey = paging.sort ?? spec.defaultSort.key;
  if (!keys.includes(sortKey)) throw badRequest(`sort must be one of ${keys.join(', ')}`);
  const direction = sql.raw((paging.order ?? (paging.sort ? 'asc' : spec.defaultSort.direction)) === 'desc' ? 'DESC' : 'ASC');
  const quoted = (key: string) => sql.raw(`r."${key.replace(/"/g, '')}"`);
  const tiebreak = sql.join(keys.filter((k) => k !== sortKey).map((k) => sql`${quoted(k)} ASC NULLS LAST`), sql`, `);
  const base = spec.rows(ctx);
  const numeric = new Set(columns.filter((c) => NUMERIC_KINDS.has(c.kind)).map((c) => c.key));

  const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
    SELECT r.*, count(*) OVER () AS __total FROM (${base}) r
    ORDER BY ${quoted(sortKey)} ${direction} NULLS LAST${keys.length > 1 ? sql`, ${tiebreak}` : sql``}
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
  return { data: rows.map((r) => rowOf(r, numeric)), count, totals, chart };
}
