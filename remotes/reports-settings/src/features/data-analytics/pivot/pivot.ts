import type { ConfigurableField, PivotConfig, ReportCell, ReportRow } from '@portal/contracts';

/** Groups shown at most down the side and across the top (a wider pivot is not readable). */
export const PIVOT_LIMITS = { rows: 500, columns: 40 } as const;

/** One aggregated figure; currency set when every row under it is in that one currency (money measures). */
export interface PivotValue {
  value: number | null;
  currency?: string;
  /** Rows of several currencies met here: money is never added across currencies. */
  mixed: boolean;
}

export interface PivotResult {
  rowKeys: ReportCell[][];
  columnKeys: ReportCell[][];
  /** cells[r][c]. */
  cells: PivotValue[][];
  rowTotals: PivotValue[];
  columnTotals: PivotValue[];
  grandTotal: PivotValue;
  /** Groups beyond the limits were left out. */
  clipped: boolean;
}

class Bucket {
  private n = 0;
  private counted = 0;
  private sum = 0;
  private min = Infinity;
  private max = -Infinity;
  private readonly currencies = new Set<string>();

  add(value: ReportCell, currency: ReportCell | undefined): void {
    this.n += 1;
    if (currency !== undefined) this.currencies.add(String(currency ?? ''));
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    this.counted += 1;
    this.sum += value;
    this.min = Math.min(this.min, value);
    this.max = Math.max(this.max, value);
  }

  result(config: PivotConfig, money: boolean): PivotValue {
    const mixed = money && this.currencies.size > 1;
    const currency = money && this.currencies.size === 1 ? [...this.currencies][0] : undefined;
    if (mixed) return { value: null, mixed };
    const value = (() => {
      switch (config.aggregation) {
        case 'count': return config.measure ? this.counted : this.n;
        case 'sum': return this.counted ? this.sum : null;
        case 'average': return this.counted ? this.sum / this.counted : null;
        case 'min': return this.counted ? this.min : null;
        case 'max': return this.counted ? this.max : null;
      }
    })();
    return { value, mixed, ...(currency !== undefined ? { currency } : {}) };
  }
}

const keyOf = (cells: ReportCell[]) => JSON.stringify(cells);
const compareCells = (a: ReportCell[], b: ReportCell[]) => {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), undefined, { numeric: true });
    if (order !== 0) return order;
  }
  return 0;
};

/**
 * The pivot of a report's rows: rows grouped by the row fields down the side and the column fields across, each
 * cell the aggregation of the measure over its rows (or a count of rows), with row, column and grand totals. A
 * money measure's figures keep their currency; a group that mixes currencies has no total (value null, mixed).
 */
export function pivotOf(rows: readonly ReportRow[], fields: readonly ConfigurableField[], config: PivotConfig): PivotResult {
  const measure = config.measure ? fields.find((f) => f.key === config.measure) : undefined;
  const money = measure?.kind === 'money' && Boolean(measure.currencyKey);
  const currencyOf = (row: ReportRow) => (money ? row[measure!.currencyKey!] ?? null : undefined);
  const valueOf = (row: ReportRow) => (measure ? row[measure.key] ?? null : null);

  const rowIndex = new Map<string, ReportCell[]>();
  const columnIndex = new Map<string, ReportCell[]>();
  for (const row of rows) {
    const r = config.rows.map((k) => row[k] ?? null);
    const c = config.columns.map((k) => row[k] ?? null);
    rowIndex.set(keyOf(r), r);
    columnIndex.set(keyOf(c), c);
  }
  const allRowKeys = [...rowIndex.values()].sort(compareCells);
  const allColumnKeys = [...columnIndex.values()].sort(compareCells);
  const rowKeys = allRowKeys.slice(0, PIVOT_LIMITS.rows);
  const columnKeys = allColumnKeys.slice(0, PIVOT_LIMITS.columns);
  const rowAt = new Map(rowKeys.map((k, i) => [keyOf(k), i]));
  const columnAt = new Map(columnKeys.map((k, i) => [keyOf(k), i]));

  const cells = rowKeys.map(() => columnKeys.map(() => new Bucket()));
  const rowTotals = rowKeys.map(() => new Bucket());
  const columnTotals = columnKeys.map(() => new Bucket());
  const grand = new Bucket();
  for (const row of rows) {
    const value = valueOf(row);
    const currency = currencyOf(row);
    grand.add(value, currency);
    const r = rowAt.get(keyOf(config.rows.map((k) => row[k] ?? null)));
    const c = columnAt.get(keyOf(config.columns.map((k) => row[k] ?? null)));
    if (r !== undefined) rowTotals[r]!.add(value, currency);
    if (c !== undefined) columnTotals[c]!.add(value, currency);
    if (r !== undefined && c !== undefined) cells[r]![c]!.add(value, currency);
  }
  const done = (b: Bucket) => b.result(config, money);
  return {
    rowKeys, columnKeys,
    cells: cells.map((line) => line.map(done)),
    rowTotals: rowTotals.map(done),
    columnTotals: columnTotals.map(done),
    grandTotal: done(grand),
    clipped: allRowKeys.length > rowKeys.length || allColumnKeys.length > columnKeys.length,
  };
}
