import { Skeleton } from 'antd';
import { useNearViewport } from '@portal/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import { formatValue, pipeOf, type FormatContext } from '../format/widget-format';
import { useFormatContext } from '../use-format-context';
import type { WidgetBodyProps } from '../WidgetBody';
import { DataTable } from './DataTable';
import type { ChartPoint } from './ChartView';

// @ant-design/charts is about 1.4 MB: its chunk loads when the first chart comes near the viewport (a widget below the fold
// or in another tab when scrolled to or shown, ADR 0115), never before the dashboard's first paint.
const ChartView = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './ChartView'));

export const CHART_HEIGHT = 220;

/** How the x column reads: days as DD/MM, hours as HH:mm, statuses and names translated. */
function xLabel(value: unknown, column: string, format: FormatContext): string {
  const text = String(value ?? '');
  if (column === 'period') return /T\d{2}:\d{2}$/.test(text) ? text.slice(11, 16) : `${text.slice(8, 10)}/${text.slice(5, 7)}`;
  if (column === 'country') return format.countryName(text);
  return format.translate(text);
}

/**
 * The width the chart gets: measured from its box (a chart drawn while its tab was still being laid out kept a
 * stale width with the library's own autoFit), 0 until known.
 */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setWidth(Math.floor(box.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** CHART_WIDGET (PieChart, LineChart, BarChart, ComboChart): the chart, and the same figures as a table for screen readers. */
export function ChartWidget({ widget, data, timeZone, title }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatContext(data, timeZone);
  const box = useBoxWidth();
  const near = useNearViewport(box.ref);
  const chart = widget.configuration.chartConfiguration;
  if (!chart) return null;
  const tooltip = chart.tooltipValue;
  const points: ChartPoint[] = data.data.map((row) => ({
    x: xLabel(row[chart.xAxisColumn], chart.xAxisColumn, format),
    y: Number(row[chart.yAxisColumn] ?? 0),
    extra: tooltip ? Number(row[tooltip] ?? 0) : null,
  }));
  const columns = [
    { key: chart.xAxisColumn, title: t(chart.xAxisColumnName), format: (v: unknown) => (chart.xAxisColumn === 'period' ? formatValue(v, 'date', format) : xLabel(v, chart.xAxisColumn, format)) },
    { key: chart.yAxisColumn, title: t(chart.yAxisColumnName), format: (v: unknown) => formatValue(v, pipeOf(chart.yAxisColumn, null), format) },
    ...(tooltip ? [{ key: tooltip, title: t(tooltip === 'volume' ? D.volume : tooltip === 'count' ? D.payments : tooltip), format: (v: unknown) => formatValue(v, chart.tooltipType ?? pipeOf(tooltip, null), format) }] : []),
  ];
  return (
    <>
      <div ref={box.ref} role="img" aria-label={t(D.chartOf, { name: title })} style={{ height: CHART_HEIGHT, overflow: 'hidden' }}>
        {near && (
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
            <ChartView
              width={box.width}
              chartType={chart.chartType}
              points={points}
              yName={t(chart.yAxisColumnName)}
              extraName={tooltip ? columns[2]!.title : null}
              height={CHART_HEIGHT}
            />
          </Suspense>
        )}
      </div>
      <DataTable caption={title} rows={data.data} columns={columns} />
    </>
  );
}
