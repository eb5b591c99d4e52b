import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import type { ComponentType } from 'react';
import WidgetChartView from '@portal/dashboard-widgets/src/widgets/charts/ChartView';
import ReportChartView from './ChartView';

// The chart library draws on a canvas jsdom does not have: its components show the colour they are given.
jest.mock('@ant-design/charts', () => {
  const shown = (name: string) => ({ style }: { style?: { fill?: string; stroke?: string } }) => <div data-testid={name}>{style?.fill ?? style?.stroke}</div>;
  return { Bar: shown('bar'), Line: shown('line'), Pie: shown('pie'), DualAxes: shown('dual') };
});

const points = [{ x: 'Mon', y: 3, extra: null }];

/** The report's and the dashboard widget's chart, drawn alike. */
type AnyChartView = ComponentType<{ chartType: 'BarChart' | 'LineChart'; points: typeof points; yName: string; extraName: null; height: number; width: number }>;
const VIEWS: [string, AnyChartView][] = [['report', ReportChartView as AnyChartView], ['dashboard widget', WidgetChartView as AnyChartView]];

/** The colour a chart is drawn in under a tenant whose primary colour is `primary`. */
function colourUnder(View: AnyChartView, primary: string, chartType: 'BarChart' | 'LineChart', testId: string): string {
  const { unmount } = render(
    <ConfigProvider theme={{ token: { colorPrimary: primary } }}>
      <View chartType={chartType} points={points} yName="Count" extraName={null} height={200} width={300} />
    </ConfigProvider>,
  );
  const colour = screen.getByTestId(testId).textContent ?? '';
  unmount();
  return colour;
}

describe('chart colours', () => {
  const cases = VIEWS.flatMap(([name, View]) => ([['BarChart', 'bar'], ['LineChart', 'line']] as const).map(([chartType, testId]) => [name, chartType, View, testId] as const));
  it.each(cases)('a %s %s takes the tenant\'s primary colour', (_, chartType, View, testId) => {
    for (const primary of ['#6b1fa2', '#0a7d32']) {
      expect(colourUnder(View, primary, chartType, testId)).toBe(theme.getDesignToken({ token: { colorPrimary: primary } }).colorPrimaryText);
    }
    expect(colourUnder(View, '#6b1fa2', chartType, testId)).not.toBe(colourUnder(View, '#0a7d32', chartType, testId));
  });
});
