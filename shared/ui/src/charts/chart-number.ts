import { formatDecimal } from '@portal/i18n';

/**
 * A chart's number (an axis tick, a tooltip's value) as every number in the portal (spec part 2 section 9): dot
 * thousands, comma decimal, at most 2 decimals and none it does not have: "5.000", "2,5", "1.234,56". The chart library
 * and the dashboard's sketch of a chart both write their ticks with it, so the sketch lays out what the chart draws.
 */
export function chartNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const decimals = Math.min(2, (String(value).split('.')[1] ?? '').replace(/e.*$/, '').length);
  return formatDecimal(value, decimals);
}
