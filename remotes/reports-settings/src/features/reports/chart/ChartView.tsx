import { theme } from 'antd';
import { Bar, Line, Pie } from '@ant-design/charts';
import type { ReportChartType } from '@portal/contracts';
import { formatChartNumber } from '@portal/i18n';
import { ChartFrame, useChartDrawn, type ReadyPlot } from '@portal/ui';

export interface ChartPoint {
  x: string;
  y: number;
}

export interface ChartViewProps {
  chartType: ReportChartType;
  points: ChartPoint[];
  yName: string;
  height: number;
  /** The box's width in pixels (0: not measured yet, nothing drawn). */
  width: number;
}

/**
 * The chart library's part (its own chunk, ReportChart loads it lazily), drawn as the dashboard draws its charts:
 * the skeleton stays over it until it has drawn (the box not measured yet, the library still drawing).
 */
export default function ChartView(props: ChartViewProps) {
  const { drawn, onReady } = useChartDrawn();
  return (
    <ChartFrame height={props.height} drawn={drawn}>
      {props.width > 0 && <Chart {...props} onReady={onReady} />}
    </ChartFrame>
  );
}

function Chart({ chartType, points, yName, height, width, onReady }: ChartViewProps & { onReady(plot: ReadyPlot): void }) {
  // The tenant's primary colour, in its shade that reads on the page (the host's theme derives it, ADR 0039).
  const primary = theme.useToken().token.colorPrimaryText;
  const common = { data: points, height, width, autoFit: false, animate: false as const, onReady };
  // Values written as every number in the portal: the axis's ticks and the tooltip's.
  const tooltip = { items: [{ channel: 'y', name: yName, valueFormatter: formatChartNumber }] };
  const valueAxis = { y: { labelFormatter: formatChartNumber } };
  switch (chartType) {
    case 'PieChart':
      return <Pie {...common} angleField="y" colorField="x" innerRadius={0.55} legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }} tooltip={tooltip} />;
    case 'BarChart':
      return <Bar {...common} xField="x" yField="y" style={{ fill: primary }} axis={valueAxis} tooltip={tooltip} />;
    default:
      return <Line {...common} xField="x" yField="y" style={{ stroke: primary, lineWidth: 2 }} axis={valueAxis} tooltip={tooltip} />;
  }
}
