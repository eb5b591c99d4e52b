import { Skeleton } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { drawFramesOnDemand, type FrameLoopCanvas } from './frames-on-demand';

/** What @ant-design/charts hands to `onReady`: the plot, whose G2 chart says when it has drawn and holds its canvas. */
export interface ReadyPlot {
  chart?: { on(event: string, callback: () => void): unknown; getContext?(): { canvas?: FrameLoopCanvas } };
  /** The element the chart is drawn in. */
  container?: HTMLElement;
}

/** What a user does over a chart that can change what it draws (a hover's crosshair, a click on its legend). */
const CHART_INPUT_EVENTS = ['pointermove', 'pointerdown', 'pointerup', 'pointerleave', 'wheel', 'keydown', 'focusin'];

/**
 * Whether the chart has drawn. The chart library renders in steps after mounting (an empty box first, the
 * marks once G2's render resolves): `onReady` goes to the chart, `drawn` turns true on G2's first "afterrender".
 * `onReady` also has the chart's canvas draw frames only while its picture changes (drawFramesOnDemand).
 */
export function useChartDrawn(): { drawn: boolean; onReady(plot: ReadyPlot): void } {
  const [drawn, setDrawn] = useState(false);
  const onReady = useCallback((plot: ReadyPlot) => {
    plot.chart?.on('afterrender', () => setDrawn(true));
    drawFramesOnDemand(plot.chart?.getContext?.().canvas, (wake) => {
      // Every event of G2 (its renders, its elements' pointer events) and the input over the chart's box.
      plot.chart?.on('*', wake);
      for (const type of CHART_INPUT_EVENTS) plot.container?.addEventListener(type, wake, { passive: true });
    });
  }, []);
  return { drawn, onReady };
}

export interface ChartFrameProps {
  height: number;
  /** The chart has drawn: the skeleton over it goes. */
  drawn: boolean;
  /** What shows until then (default: a loading skeleton; the dashboard's sketch of the same chart, ADR 0141). */
  placeholder?: ReactNode;
  children?: ReactNode;
}

/**
 * A chart's box of its final height, with the loading skeleton over it until the chart has drawn: the card goes
 * from skeleton to chart, never through a blank box (issue 27: cards went blank between the two).
 */
export function ChartFrame({ height, drawn, placeholder, children }: ChartFrameProps) {
  return (
    <div style={{ position: 'relative', height }}>
      {children}
      {!drawn && (
        <div aria-hidden data-testid="chart-placeholder" style={{ position: 'absolute', inset: 0 }}>
          {placeholder ?? <Skeleton.Node active style={{ width: '100%', height }} />}
        </div>
      )}
    </div>
  );
}
