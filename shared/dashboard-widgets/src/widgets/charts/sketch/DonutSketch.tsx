import type { ChartPoint } from '../ChartView';
import { CHART_STYLE } from '../chart-style';

const { categories, innerRadius, ink, fontSize, margin, legendLabelOpacity } = CHART_STYLE;

/** A point on the circle of radius r, `angle` radians from the top going anticlockwise (where G2 lays its slices). */
function at(r: number, angle: number): string {
  return `${(-r * Math.sin(angle)).toFixed(4)} ${(-r * Math.cos(angle)).toFixed(4)}`;
}

/** A ring's slice from `from` to `to` (radians, to - from at most 2π), outer radius 1. */
export function slicePath(from: number, to: number): string {
  if (to - from >= 2 * Math.PI - 1e-9) return `${slicePath(from, from + Math.PI)} ${slicePath(from + Math.PI, to)}`;
  const large = to - from > Math.PI ? 1 : 0;
  return `M${at(1, from)}A1 1 0 ${large} 0 ${at(1, to)}L${at(innerRadius, to)}A${innerRadius} ${innerRadius} 0 ${large} 1 ${at(innerRadius, from)}Z`;
}

/** Each point's slice: its share of the positive total, in order from the top; a point of 0 or less has none. */
export function slices(points: readonly ChartPoint[]): Array<{ x: string; colour: string; path: string | null }> {
  const total = points.reduce((sum, p) => sum + Math.max(0, p.y), 0);
  let angle = 0;
  return points.map((p, i) => {
    const colour = categories[i % categories.length]!;
    if (total <= 0 || p.y <= 0) return { x: p.x, colour, path: null };
    const to = angle + (2 * Math.PI * p.y) / total;
    const path = slicePath(angle, to);
    angle = to;
    return { x: p.x, colour, path };
  });
}

/** A PieChart as the chart library draws it: a ring of slices over its legend. */
export function DonutSketch({ points, height }: { points: readonly ChartPoint[]; height: number }) {
  const parts = slices(points);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height }}>
      <svg viewBox="-1 -1 2 2" preserveAspectRatio="xMidYMid meet" style={{ flex: '1 1 0', minHeight: 0, width: '100%', padding: margin, boxSizing: 'border-box' }}>
        {parts.map((part) => part.path && <path key={part.x} d={part.path} fill={part.colour} />)}
      </svg>
      <ul style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px', margin: 0, padding: `0 ${margin}px 8px`, listStyle: 'none' }}>
        {parts.map((part) => (
          <li key={part.x} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize, color: ink, opacity: legendLabelOpacity }}>
            <span style={{ width: 8, height: 8, background: part.colour }} />
            {part.x}
          </li>
        ))}
      </ul>
    </div>
  );
}
