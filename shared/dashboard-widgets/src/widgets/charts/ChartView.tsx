import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Bar, DualAxes, Line, Pie } from '@ant-design/charts';
import type { ChartType } from '@portal/contracts';
import { formatChartNumber } from '@portal/i18n';
import { ChartFrame, useChartDrawn, type ReadyPlot } from '@portal/ui';
import { CHART_STYLE } from './chart-style';

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
  /** Shown over the chart until it has drawn (the sketch the widget drew first). */
  placeholder?: ReactNode;
}

/**
 * The chart library's part (its own chunk, ChartWidget loads it when the user reaches for the chart): the sketch stays
 * over it until it has drawn (the box not measured yet, the library still drawing), so the card never shows a blank box.
 */
export default function ChartView({ placeholder, ...props }: ChartViewProps) {
  const { drawn, onReady } = useChartDrawn();
  return (
    <ChartFrame height={props.height} drawn={drawn} placeholder={placeholder}>
      {props.width > 0 && <Chart {...props} onReady={onReady} />}
    </ChartFrame>
  );
}

/** Colours: the tenant's primary and a contrasting orange. */
function Chart({ chartType, points, yName, extraName, height, width, onReady }: ChartViewProps & { onReady(plot: ReadyPlot): void }) {
  // The tenant's primary colour, in its shade that reads on the page (the host's theme derives it, ADR 0039).
  const primary = theme.useToken().token.colorPrimaryText;
  const common = { data: points, height, width, autoFit: false, animate: false as const, onReady };
  // Values written as every number in the portal: the axis's ticks (as the sketch writes them) and the tooltip's.
  const valueAxis = { y: { labelFormatter: formatChartNumber } };
  const tooltipOf = (name: string) => ({ items: [{ channel: 'y', name, valueFormatter: formatChartNumber }] });
  switch (chartType) {
    case 'PieChart':
      return <Pie {...common} angleField="y" colorField="x" innerRadius={CHART_STYLE.innerRadius} legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }} tooltip={tooltipOf(yName)} />;
    case 'BarChart':
      return <Bar {...common} xField="x" yField="y" style={{ fill: primary }} axis={valueAxis} tooltip={tooltipOf(yName)} />;
    case 'ComboChart':
      return (
        <DualAxes
          {...common}
          xField="x"
          children={[
            { type: 'interval', yField: 'y', style: { fill: primary }, axis: valueAxis, tooltip: tooltipOf(yName) },
            { type: 'line', yField: 'extra', style: { stroke: CHART_STYLE.comboLine, lineWidth: 2 }, axis: { y: { position: 'right', labelFormatter: formatChartNumber } }, tooltip: tooltipOf(extraName ?? '') },
          ]}
        />
      );
    default:
      return <Line {...common} xField="x" yField="y" style={{ stroke: primary, lineWidth: 2 }} axis={valueAxis} tooltip={tooltipOf(yName)} />;
  }
}
