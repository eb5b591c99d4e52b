import { useMemo } from 'react';
import type { ConfigurableField, PivotConfig, ReportRow } from '@portal/contracts';
import { A } from '../i18n/data-analytics-texts';
import { formatGroup, formatPivotValue } from '../pivot/format-pivot';
import { PIVOT_LIMITS, pivotOf } from '../pivot/pivot';

export interface PivotTableProps {
  rows: readonly ReportRow[];
  fields: readonly ConfigurableField[];
  config: PivotConfig;
  reportName: string;
  t: (key: string, values?: Record<string, unknown>) => string;
}

/** The pivot as a real table: row groups as row headers, column groups as column headers, totals in the last row and column. */
export function PivotTable({ rows, fields, config, reportName, t }: PivotTableProps) {
  const pivot = useMemo(() => pivotOf(rows, fields, config), [rows, fields, config]);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const measure = config.measure ? byKey.get(config.measure) : undefined;
  const blank = t(A.blank);
  const value = (cell: Parameters<typeof formatPivotValue>[0]) => formatPivotValue(cell, measure, config);
  const columnTitle = (keys: (string | number | null)[]) =>
    keys.length ? keys.map((v, i) => formatGroup(v, byKey.get(config.columns[i]!), t, blank)).join(' / ') : t(measure ? measure.title : A.rowCount);
  const mixed = pivot.grandTotal.mixed || pivot.rowTotals.some((c) => c.mixed) || pivot.columnTotals.some((c) => c.mixed);
  const caption = t(A.tableCaption, { measure: t(measure ? measure.title : A.rowCount), aggregation: t(A[config.aggregation]), report: t(reportName) });

  if (!rows.length) return <p className="da-note" role="status">{t(A.noData)}</p>;
  return (
    <>
      <div className="da-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="da-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {config.rows.map((k) => <th key={k} scope="col">{t(byKey.get(k)?.title ?? k)}</th>)}
              {pivot.columnKeys.map((keys) => <th key={JSON.stringify(keys)} scope="col" className="da-num">{columnTitle(keys)}</th>)}
              {config.columns.length > 0 && <th scope="col" className="da-num">{t(A.total)}</th>}
            </tr>
          </thead>
          <tbody>
            {pivot.rowKeys.map((keys, r) => (
              <tr key={JSON.stringify(keys)}>
                {keys.map((v, i) => <th key={config.rows[i]} scope="row">{formatGroup(v, byKey.get(config.rows[i]!), t, blank)}</th>)}
                {pivot.cells[r]!.map((cell, c) => <td key={c} className="da-num">{value(cell)}</td>)}
                {config.columns.length > 0 && <td className="da-num da-total">{value(pivot.rowTotals[r]!)}</td>}
              </tr>
            ))}
          </tbody>
          {config.rows.length > 0 && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={config.rows.length}>{t(A.total)}</th>
                {pivot.columnTotals.map((cell, c) => <td key={c} className="da-num da-total">{value(cell)}</td>)}
                {config.columns.length > 0 && <td className="da-num da-total">{value(pivot.grandTotal)}</td>}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {mixed && <p className="da-note">{t(A.mixedCurrencies)}</p>}
      {pivot.clipped && <p className="da-note">{t(A.tooManyGroups, { limit: `${PIVOT_LIMITS.rows} × ${PIVOT_LIMITS.columns}` })}</p>}
    </>
  );
}
