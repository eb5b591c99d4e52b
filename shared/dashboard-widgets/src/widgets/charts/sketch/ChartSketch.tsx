import type { ChartType } from '@portal/contracts';
import type { ChartPoint } from '../ChartView';
import { BarsSketch } from './BarsSketch';
import { ColumnsSketch } from './ColumnsSketch';
import { DonutSketch } from './DonutSketch';

export interface ChartSketchProps {
  chartType: ChartType;
  points: readonly ChartPoint[];
  width: number;
  height: number;
  /** The tenant's primary colour in its shade that reads on the page, as the chart library's view takes it. */
  primary: string;
}

/**
 * The chart drawn at once in plain SVG, as the chart library would draw it (ADR 0141): the library (211 KB) loads only
 * when the user reaches for the chart (a pointer over it, a touch), and its drawing then takes the sketch's place.
 * Hidden from assistive technology: the chart's box names it, and the table beside it holds the figures.
 */
export function ChartSketch({ chartType, ...props }: ChartSketchProps) {
  const sketch = (() => {
    switch (chartType) {
      case 'PieChart':
        return <DonutSketch points={props.points} height={props.height} />;
      case 'BarChart':
        return <BarsSketch {...props} />;
      case 'ComboChart':
        return <ColumnsSketch kind="combo" {...props} />;
      default:
        return <ColumnsSketch kind="line" {...props} />;
    }
  })();
  return <div aria-hidden data-testid="chart-sketch" data-chart-type={chartType}>{sketch}</div>;
}
