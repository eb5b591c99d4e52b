import { theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import { formatValue, pipeOf, type FormatContext } from '../format/widget-format';
import { useFormatContext } from '../use-format-context';
import type { WidgetBodyProps } from '../WidgetBody';
import { DataTable } from './DataTable';
import type { ChartPoint, ChartViewProps } from './ChartView';
import { ChartSketch } from './sketch/ChartSketch';

/** The sketch alone: what stays when the chart library's file does not arrive (the figures are all there). */
function SketchOnly({ placeholder }: ChartViewProps) {
  return <>{placeholder}</>;
}

// @ant-design/charts is 211 KB as transferred: the chart is sketched in SVG at once, and the library loads only when
// the user reaches for the chart (its tooltips, its legend's filter), then draws over the sketch (ADR 0141).
const ChartView = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './ChartView').catch(() => ({ default: SketchOnly })));

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

/**
 * CHART_WIDGET (PieChart, LineChart, BarChart, ComboChart): the chart, and the same figures as a table for screen
 * readers. The chart shows as a sketch first; a pointer over it or a touch brings the interactive chart.
 */
export function ChartWidget({ widget, data, timeZone, title }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatContext(data, timeZone);
  const box = useBoxWidth();
  const primary = theme.useToken().token.colorPrimaryText;
  const [engaged, setEngaged] = useState(false);
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
  const sketch = box.width > 0 ? <ChartSketch chartType={chart.chartType} points={points} width={box.width} height={CHART_HEIGHT} primary={primary} /> : null;
  const engage = () => setEngaged(true);
  return (
    <>
      <div ref={box.ref} role="img" aria-label={t(D.chartOf, { name: title })} onPointerEnter={engage} onPointerDown={engage} style={{ height: CHART_HEIGHT, overflow: 'hidden' }}>
        {engaged ? (
          <Suspense fallback={sketch}>
            <ChartView
              width={box.width}
              chartType={chart.chartType}
              points={points}
              yName={t(chart.yAxisColumnName)}
              extraName={tooltip ? columns[2]!.title : null}
              height={CHART_HEIGHT}
              placeholder={sketch}
            />
          </Suspense>
        ) : sketch}
      </div>
      <DataTable caption={title} rows={data.data} columns={columns} />
    </>
  );
}
