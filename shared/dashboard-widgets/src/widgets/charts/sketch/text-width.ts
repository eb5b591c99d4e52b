import { formatChartNumber } from '@portal/i18n';
import { CHART_STYLE } from '../chart-style';

/**
 * About how wide a label draws at the charts' font size. The sketch lays out its axes before anything is drawn (no
 * canvas to measure with, none in tests either); a generous average glyph keeps a label inside its margin.
 */
/** An average glyph's width in em of the portal's sans-serif faces (wider for digits, narrower for lowercase). */
const AVERAGE_GLYPH = 0.58;

export function textWidth(text: string, fontSize: number = CHART_STYLE.fontSize): number {
  return text.length * fontSize * AVERAGE_GLYPH;
}

export function widest(texts: readonly string[]): number {
  return texts.reduce((most, text) => Math.max(most, textWidth(text)), 0);
}

/** The label cut to `width` with an ellipsis (a long category beside a bar). */
export function fitText(text: string, width: number): string {
  if (textWidth(text) <= width) return text;
  const chars = Math.max(1, Math.floor(width / (CHART_STYLE.fontSize * AVERAGE_GLYPH)) - 1);
  return `${text.slice(0, chars)}…`;
}

/** An axis label as the chart writes a tick (ChartView gives G2 the same formatter). */
export const tickLabel = formatChartNumber;
