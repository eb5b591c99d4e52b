import { theme } from 'antd';
import { Bar, Line, Pie } from '@ant-design/charts';
import type { ReportChartType } from '@portal/contracts';

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

/** The chart library's part (its own chunk, ReportChart loads it lazily), drawn as the dashboard draws its charts. */
export default function ChartView({ chartType, points, yName, height, width }: ChartViewProps) {
  // The tenant's primary colour, in its shade that reads on the page (the host's theme derives it, ADR 0039).
  const primary = theme.useToken().token.colorPrimaryText;
  if (width <= 0) return null;
  const common = { data: points, height, width, autoFit: false, animate: false as const };
  const tooltip = { items: [{ channel: 'y', name: yName }] };
  switch (chartType) {
    case 'PieChart':
      return <Pie {...common} angleField="y" colorField="x" innerRadius={0.55} legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }} tooltip={tooltip} />;
    case 'BarChart':
      return <Bar {...common} xField="x" yField="y" style={{ fill: primary }} tooltip={tooltip} />;
    default:
      return <Line {...common} xField="x" yField="y" style={{ stroke: primary, lineWidth: 2 }} tooltip={tooltip} />;
  }
}
