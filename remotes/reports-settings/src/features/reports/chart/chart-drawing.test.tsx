import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import WidgetChartView from '@portal/dashboard-widgets/src/widgets/charts/ChartView';
import ReportChartView from './ChartView';

// The chart library draws on a canvas jsdom does not have: its components hand a plot to onReady, as the library
// does, and the test says when G2 has drawn (its "afterrender").
const drawnCallbacks: Array<() => void> = [];
jest.mock('@ant-design/charts', () => {
  const chart = (name: string) => function FakeChart({ onReady }: { onReady?(plot: unknown): void }) {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    useEffect(() => {
      onReady?.({ chart: { on: (event: string, callback: () => void) => { if (event === 'afterrender') drawnCallbacks.push(callback); } } });
    }, [onReady]);
    return <canvas data-testid={name} />;
  };
  return { Bar: chart('bar'), Line: chart('line'), Pie: chart('pie'), DualAxes: chart('dual') };
});

type AnyChartView = ComponentType<{ chartType: 'BarChart'; points: Array<{ x: string; y: number; extra: null }>; yName: string; extraName: null; height: number; width: number }>;
const VIEWS: Array<[string, AnyChartView]> = [['report', ReportChartView as AnyChartView], ['dashboard widget', WidgetChartView as AnyChartView]];
const points = [{ x: 'Mon', y: 3, extra: null }];

describe('a chart card between its skeleton and its first draw', () => {
  beforeEach(() => { drawnCallbacks.length = 0; });

  it.each(VIEWS)('a %s chart keeps its skeleton, at the chart\'s height, until the chart has drawn', (_, View) => {
    const { rerender } = render(<View chartType="BarChart" points={points} yName="Count" extraName={null} height={220} width={0} />);
    // Its box not measured yet: nothing to draw, the skeleton shows (not a blank box).
    expect(screen.getByTestId('chart-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('chart-placeholder').parentElement).toHaveStyle({ height: '220px' });
    expect(screen.queryByTestId('bar')).toBeNull();

    rerender(<View chartType="BarChart" points={points} yName="Count" extraName={null} height={220} width={480} />);
    // The library has mounted but not drawn yet: still the skeleton over it.
    expect(screen.getByTestId('bar')).toBeInTheDocument();
    expect(screen.getByTestId('chart-placeholder')).toBeInTheDocument();

    act(() => drawnCallbacks.forEach((drawn) => drawn()));
    expect(screen.queryByTestId('chart-placeholder')).toBeNull();
    expect(screen.getByTestId('bar')).toBeInTheDocument();
  });
});
