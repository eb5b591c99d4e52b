import type { ChartPoint } from '../ChartView';
import { CHART_STYLE } from '../chart-style';
import { AxisLabel, GridLine, Tick } from './axis-parts';
import { linearScale } from './linear-scale';
import { fitText, textWidth, tickLabel, widest } from './text-width';

const { margin, tickLength, labelSpacing, fontSize, barShare } = CHART_STYLE;

/** At most this share of the width goes to the categories' names; longer ones end in an ellipsis. */
const NAMES_SHARE = 0.45;

/** A BarChart as the chart library draws it: a bar per category (their names on the left), values along the bottom. */
export function BarsSketch({ points, width, height, primary }: { points: readonly ChartPoint[]; width: number; height: number; primary: string }) {
  const scale = linearScale(points.map((p) => p.y), { zero: true });
  const tickLabels = scale.ticks.map(tickLabel);
  const namesWidth = Math.min(widest(points.map((p) => p.x)), width * NAMES_SHARE);
  const plotLeft = margin + namesWidth + labelSpacing + tickLength;
  const plotRight = width - margin - textWidth(tickLabels.at(-1) ?? '') / 2;
  const plotTop = margin;
  const plotBottom = Math.max(plotTop + 1, height - margin - tickLength - labelSpacing - fontSize);
  const band = (plotBottom - plotTop) / Math.max(1, points.length);
  const xOf = (value: number) => plotLeft + Math.max(1, plotRight - plotLeft) * scale.at(value);
  return (
    <svg width={width} height={height} style={{ display: 'block' }}>
      {scale.ticks.map((tick, i) => {
        const x = xOf(tick);
        return (
          <g key={tick}>
            <GridLine x1={x} y1={plotTop} x2={x} y2={plotBottom} />
            <Tick x1={x} y1={plotBottom} x2={x} y2={plotBottom + tickLength} />
            <AxisLabel x={x} y={plotBottom + tickLength + labelSpacing} text={tickLabels[i]!} anchor="middle" baseline="hanging" />
          </g>
        );
      })}
      {points.map((p, i) => {
        const y = plotTop + band * (i + 0.5);
        return (
          <g key={`${i}-${p.x}`}>
            <Tick x1={plotLeft - tickLength} y1={y} x2={plotLeft} y2={y} />
            <AxisLabel x={plotLeft - tickLength - labelSpacing} y={y} text={fitText(p.x, namesWidth)} anchor="end" />
            <rect data-part="bar" x={xOf(0)} y={y - (band * barShare) / 2} width={Math.max(0, xOf(Math.max(0, p.y)) - xOf(0))} height={band * barShare} fill={primary} />
          </g>
        );
      })}
    </svg>
  );
}
