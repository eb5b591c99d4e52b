import type { ChartPoint } from '../ChartView';
import { CHART_STYLE } from '../chart-style';
import { AxisLabel, GridLine, Tick } from './axis-parts';
import { linearScale, type LinearScale } from './linear-scale';
import { tickLabel, widest } from './text-width';

const { margin, tickLength, labelSpacing, fontSize, barShare, comboLine } = CHART_STYLE;

export interface ColumnsSketchProps {
  /** A line of the values (LineChart), columns (the ComboChart's), or columns with a line of `extra` on a right axis. */
  kind: 'line' | 'combo';
  points: readonly ChartPoint[];
  width: number;
  height: number;
  primary: string;
}

const linePath = (xs: number[], ys: number[]) => xs.map((x, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${ys[i]!.toFixed(1)}`).join('');

/**
 * The categories along the bottom (each in the middle of its band), the values up the left: a LineChart, or a
 * ComboChart's columns with its line on a right axis. Labels that do not fit their band turn upright, and only every
 * n-th is written when even those would touch (24 hours in a narrow card).
 */
export function ColumnsSketch({ kind, points, width, height, primary }: ColumnsSketchProps) {
  const left = linearScale(points.map((p) => p.y), { zero: kind !== 'line' });
  const right = kind === 'combo' ? linearScale(points.map((p) => p.extra ?? 0), { zero: true }) : null;
  const leftLabels = left.ticks.map(tickLabel);
  const rightLabels = right?.ticks.map(tickLabel) ?? [];
  const axisRoom = (labels: string[]) => widest(labels) + labelSpacing + tickLength;
  const plotLeft = margin + axisRoom(leftLabels);
  const plotRight = width - margin - (right ? axisRoom(rightLabels) : 0);
  const band = Math.max(1, plotRight - plotLeft) / Math.max(1, points.length);
  const xLabels = points.map((p) => p.x);
  const upright = widest(xLabels) + labelSpacing > band;
  const every = upright ? Math.max(1, Math.ceil((fontSize + 2) / band)) : 1;
  const plotTop = margin;
  const plotBottom = Math.max(plotTop + 1, height - margin - tickLength - labelSpacing - (upright ? widest(xLabels) : fontSize));
  const yOf = (scale: LinearScale, value: number) => plotBottom - (plotBottom - plotTop) * scale.at(value);
  const xs = points.map((_, i) => plotLeft + band * (i + 0.5));
  return (
    <svg width={width} height={height} style={{ display: 'block' }}>
      {left.ticks.map((tick, i) => {
        const y = yOf(left, tick);
        return (
          <g key={tick}>
            <GridLine x1={plotLeft} y1={y} x2={plotRight} y2={y} />
            <Tick x1={plotLeft - tickLength} y1={y} x2={plotLeft} y2={y} />
            <AxisLabel x={plotLeft - tickLength - labelSpacing} y={y} text={leftLabels[i]!} anchor="end" />
          </g>
        );
      })}
      {right?.ticks.map((tick, i) => {
        const y = yOf(right, tick);
        return (
          <g key={tick}>
            <Tick x1={plotRight} y1={y} x2={plotRight + tickLength} y2={y} />
            <AxisLabel x={plotRight + tickLength + labelSpacing} y={y} text={rightLabels[i]!} anchor="start" />
          </g>
        );
      })}
      {xs.map((x, i) => i % every === 0 && (
        <g key={`${i}-${xLabels[i]}`}>
          <Tick x1={x} y1={plotBottom} x2={x} y2={plotBottom + tickLength} />
          <AxisLabel x={x} y={plotBottom + tickLength + labelSpacing} text={xLabels[i]!} anchor={upright ? 'start' : 'middle'} baseline={upright ? 'central' : 'hanging'} rotate={upright} />
        </g>
      ))}
      {kind === 'combo' ? (
        <>
          {points.map((p, i) => {
            const top = yOf(left, Math.max(0, p.y));
            return <rect key={`${i}-${p.x}`} data-part="column" x={xs[i]! - (band * barShare) / 2} y={top} width={band * barShare} height={Math.max(0, yOf(left, 0) - top)} fill={primary} />;
          })}
          <path data-part="line" d={linePath(xs, points.map((p) => yOf(right!, p.extra ?? 0)))} fill="none" stroke={comboLine} strokeWidth={2} />
        </>
      ) : (
        <path data-part="line" d={linePath(xs, points.map((p) => yOf(left, p.y)))} fill="none" stroke={primary} strokeWidth={2} />
      )}
    </svg>
  );
}
