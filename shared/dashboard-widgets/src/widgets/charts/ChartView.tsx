import { theme } from 'antd';
import { Bar, DualAxes, Line, Pie } from '@ant-design/charts';
import type { ChartType } from '@portal/contracts';

export interface ChartPoint {
  x: string;
  y: number;
  /** The tooltip column (a ComboChart's line). */
  extra: number | null;
}

export interface ChartViewProps {
  chartType: ChartType;
  points: ChartPoint[];
  yName: string;
  extraName: string | null;
  height: number;
  /** The box's width in pixels (0: not measured yet, nothing drawn). */
  width: number;
}

/** The chart library's part (its own chunk, ChartWidget loads it lazily). Colours: the tenant's primary and a contrasting orange. */
export default function ChartView({ chartType, points, yName, extraName, height, width }: ChartViewProps) {
  // The tenant's primary colour, in its shade that reads on the page (the host's theme derives it, ADR 0039).
  const primary = theme.useToken().token.colorPrimaryText;
  if (width <= 0) return null;
  const common = { data: points, height, width, autoFit: false, animate: false as const };
  switch (chartType) {
    case 'PieChart':
      return <Pie {...common} angleField="y" colorField="x" innerRadius={0.55} legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }} tooltip={{ items: [{ channel: 'y', name: yName }] }} />;
    case 'BarChart':
      return <Bar {...common} xField="x" yField="y" style={{ fill: primary }} tooltip={{ items: [{ channel: 'y', name: yName }] }} />;
    case 'ComboChart':
      return (
        <DualAxes
          {...common}
          xField="x"
          children={[
            { type: 'interval', yField: 'y', style: { fill: primary }, tooltip: { items: [{ channel: 'y', name: yName }] } },
            { type: 'line', yField: 'extra', style: { stroke: '#d46b08', lineWidth: 2 }, axis: { y: { position: 'right' } }, tooltip: { items: [{ channel: 'y', name: extraName ?? '' }] } },
          ]}
        />
      );
    default:
      return <Line {...common} xField="x" yField="y" style={{ stroke: primary, lineWidth: 2 }} tooltip={{ items: [{ channel: 'y', name: yName }] }} />;
  }
}
