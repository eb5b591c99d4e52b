import { Descriptions } from 'antd';
import type { ReportRow } from '@portal/contracts';
import { formatCell, type ColumnDef } from '@portal/kit';
import { R } from './i18n/report-texts';
import { useReportsTranslation } from './i18n/use-reports-translation';

export interface ReportTotalsProps {
  totals: ReportRow | null | undefined;
  columns: readonly ColumnDef<ReportRow>[];
}

/** The totals of every row matching the filters (not only this page), computed by the server. */
export function ReportTotals({ totals, columns }: ReportTotalsProps) {
  const { t } = useReportsTranslation();
  if (!totals) return null;
  const totalled = columns.filter((c) => c.key in totals);
  if (!totalled.length) return null;
  return (
    <Descriptions
      size="small"
      bordered
      title={t(R.totals)}
      style={{ marginBottom: 12 }}
      column={{ xs: 1, sm: 2, md: 3, lg: 4, xl: 5 }}
      items={totalled.map((c) => ({ key: c.key, label: t(c.title), children: <span data-total={c.key}>{formatCell(c, totals)}</span> }))}
    />
  );
}
