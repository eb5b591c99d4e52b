import { CHART_STYLE } from '../chart-style';

const { ink, labelOpacity, gridOpacity, gridDash, fontSize } = CHART_STYLE;

/** An axis label in G2's style. */
export function AxisLabel({ x, y, text, anchor, baseline = 'central', rotate = false }: { x: number; y: number; text: string; anchor: 'start' | 'middle' | 'end'; baseline?: 'central' | 'hanging'; rotate?: boolean }) {
  return (
    <text
      x={rotate ? 0 : x}
      y={rotate ? 0 : y}
      transform={rotate ? `translate(${x} ${y}) rotate(90)` : undefined}
      textAnchor={anchor}
      dominantBaseline={baseline}
      fontSize={fontSize}
      fill={ink}
      fillOpacity={labelOpacity}
    >
      {text}
    </text>
  );
}

/** A tick beside its label. */
export function Tick({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={ink} strokeOpacity={labelOpacity} />;
}

/** A dashed grid line across the plot. */
export function GridLine({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={ink} strokeOpacity={gridOpacity} strokeWidth={0.5} strokeDasharray={gridDash} />;
}
