import { Card, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReportChart as ReportChartConfig, ReportColumn, ReportRow } from '@portal/contracts';
import { ListTable } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import type { ChartPoint } from './ChartView';

// @ant-design/charts is about 1.4 MB: its chunk loads when the first chart is drawn, after the report's figures.
const ChartView = lazy(() => import(/* webpackChunkName: "report-charts" */ './ChartView'));

export const CHART_HEIGHT = 240;

/** The width the chart gets, measured from its box (0 until known). */
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

/** An hour "2026-11-25T13:00" reads as "13:00"; other x values (days, names, statuses) in the user's language. */
const xLabelOf = (value: unknown, chart: ReportChartConfig, t: (text: string) => string): string => {
  const text = String(value ?? '');
  return chart.hourly && /T\d{2}:\d{2}$/.test(text) ? text.slice(11, 16) : t(text);
};

export interface ReportChartProps {
  chart: ReportChartConfig;
  points: readonly ReportRow[];
  columns: readonly ReportColumn[];
  title: string;
}

/**
 * A report's chart with its figures in a table beside it (for people who read rather than look). No points (the
 * server's chart adapter answers none when nothing matched): nothing is drawn, the table says so.
 */
export function ReportChart({ chart, points, columns, title }: ReportChartProps) {
  const { t } = useReportsTranslation();
  const box = useBoxWidth();
  const yTitle = t(chart.yTitle ?? columns.find((c) => c.key === chart.y)?.title ?? chart.y);
  const xTitle = t(chart.xTitle ?? columns.find((c) => c.key === chart.x)?.title ?? chart.x);
  const data: ChartPoint[] = points.map((p) => ({ x: xLabelOf(p[chart.x], chart, t), y: Number(p[chart.y] ?? 0) }));
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex gap={16} wrap>
        <div ref={box.ref} role="img" aria-label={t(R.chartOf, { name: title })} style={{ flex: '2 1 420px', minWidth: 0, height: CHART_HEIGHT, overflow: 'hidden' }}>
          {data.length > 0 && (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
              <ChartView width={box.width} chartType={chart.type} points={data} yName={yTitle} height={CHART_HEIGHT} />
            </Suspense>
          )}
        </div>
        {/* A region that scrolls is reachable by keyboard (axe scrollable-region-focusable). */}
        <div tabIndex={0} role="region" aria-label={t(R.chartTable)} style={{ flex: '1 1 240px', minWidth: 0, maxHeight: CHART_HEIGHT, overflow: 'auto' }}>
          <ListTable<ChartPoint>
            fit
            rows={data}
            rowKey={(point) => point.x}
            translate={(text) => text}
            label={t(R.chartTable)}
            caption={t(R.chartTable)}
            emptyText={t(R.noData)}
            columns={[
              { key: 'x', title: xTitle, value: (point) => point.x },
              { key: 'y', title: yTitle, kind: 'count', value: (point) => point.y },
            ]}
          />
        </div>
      </Flex>
    </Card>
  );
}
