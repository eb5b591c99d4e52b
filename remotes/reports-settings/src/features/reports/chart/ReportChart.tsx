import { BarChartOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ReportChart as ReportChartConfig, ReportColumn, ReportRow } from '@portal/contracts';
import { ListTable } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';
import type { ChartPoint } from './ChartView';

// @ant-design/charts is about 1.4 MB: its chunk loads when the user opens the chart (ADR 0115), not with the report's table.
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

/** Whether the user keeps reports' charts open: remembered in this browser, closed until first opened (ADR 0115). */
export const CHART_OPEN_KEY = 'portal.reports.chartOpen';

function useChartOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    try {
      return window.localStorage.getItem(CHART_OPEN_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const change = (next: boolean) => {
    setOpen(next);
    try {
      window.localStorage.setItem(CHART_OPEN_KEY, String(next));
    } catch {
      /* storage refused (private mode): the choice lasts for this page */
    }
  };
  return [open, change];
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

interface ChartBoxProps {
  id: string;
  label: string;
  type: ReportChartConfig['type'];
  points: ChartPoint[];
  yName: string;
}

/** The opened chart: its box, measured once it is on the page, and the library's part loaded into it. */
function ChartBox({ id, label, type, points, yName }: ChartBoxProps) {
  const box = useBoxWidth();
  return (
    <div id={id} ref={box.ref} role="img" aria-label={label} style={{ flex: '2 1 420px', minWidth: 0, height: CHART_HEIGHT, overflow: 'hidden' }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
        <ChartView width={box.width} chartType={type} points={points} yName={yName} height={CHART_HEIGHT} />
      </Suspense>
    </div>
  );
}

/**
 * A report's chart with its figures in a table beside it (for people who read rather than look). The figures show at
 * once; the chart itself when the user opens it (the choice is remembered), so the chart library is not downloaded
 * with every report. No points (the server's chart adapter answers none when nothing matched): nothing is drawn, the
 * table says so.
 */
export function ReportChart({ chart, points, columns, title }: ReportChartProps) {
  const { t } = useReportsTranslation();
  const [open, setOpen] = useChartOpen();
  const chartId = useId();
  const yTitle = t(chart.yTitle ?? columns.find((c) => c.key === chart.y)?.title ?? chart.y);
  const xTitle = t(chart.xTitle ?? columns.find((c) => c.key === chart.x)?.title ?? chart.x);
  const data: ChartPoint[] = points.map((p) => ({ x: xLabelOf(p[chart.x], chart, t), y: Number(p[chart.y] ?? 0) }));
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      {data.length > 0 && (
        <Button size="small" icon={<BarChartOutlined aria-hidden />} aria-expanded={open} aria-controls={open ? chartId : undefined} onClick={() => setOpen(!open)} style={{ marginBottom: 8 }}>
          {t(open ? R.hideChart : R.showChart)}
        </Button>
      )}
      <Flex gap={16} wrap>
        {open && data.length > 0 && <ChartBox id={chartId} label={t(R.chartOf, { name: title })} type={chart.type} points={data} yName={yTitle} />}
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
