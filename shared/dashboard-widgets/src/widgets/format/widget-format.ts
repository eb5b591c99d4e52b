import { decimalPlacesOf, formatCount, formatDecimal, formatInTimeZone, formatMoney, formatSuccessRate } from '@portal/kit';
import type { WidgetData, WidgetPipe, WidgetType } from '@portal/contracts';

export interface FormatContext {
  baseCurrency: string | null;
  timeZone: string | undefined;
  translate: (text: string) => string;
  /** Country code -> name in the user's language. */
  countryName: (code: string) => string;
}

/** A volume: a major-unit number in the base currency, in its decimal places (comma decimal, spec part 2 section 9). */
export function formatVolumeIn(value: number, baseCurrency: string | null): string {
  const text = formatDecimal(value, baseCurrency ? decimalPlacesOf(baseCurrency) : 2);
  return baseCurrency ? `${text} ${baseCurrency}` : text;
}

/** The pipe a column asks for, else by its name: volume, count and successRate are formatted as such (section 3). */
export const pipeOf = (column: string, pipe: WidgetPipe | null | undefined): WidgetPipe | null =>
  pipe ?? (column === 'volume' || column === 'count' || column === 'successRate' ? column : null);

/** One value as a widget shows it. */
export function formatValue(value: unknown, pipe: WidgetPipe | null, ctx: FormatContext): string {
  if (value === null || value === undefined || value === '') return '';
  switch (pipe) {
    case 'count': return formatCount(Number(value));
    case 'volume': return formatVolumeIn(Number(value), ctx.baseCurrency);
    case 'money': return formatMoney(Number(value), ctx.baseCurrency ?? '');
    case 'successRate': return formatSuccessRate(Number(value));
    case 'date': return formatDay(String(value));
    case 'hour': return String(value).slice(11, 16);
    case 'dateTime': return formatInTimeZone(String(value), ctx.timeZone, 'dateTime');
    case 'status': case 'paymentMethod': return ctx.translate(String(value));
    case 'country': return ctx.countryName(String(value));
    default: return typeof value === 'number' ? formatDecimal(value, Number.isInteger(value) ? 0 : 2) : ctx.translate(String(value));
  }
}

/** "2026-11-25" -> "25/11/2026" (spec part 2 section 9: DD/MM/YYYY); an hour "2026-11-25T13:00" -> "13:00". */
export function formatDay(period: string): string {
  if (/T\d{2}:\d{2}$/.test(period)) return period.slice(11, 16);
  const [y, m, d] = period.split('-');
  return y && m && d ? `${d}/${m}/${y}` : period;
}

/** Widgets that draw rows: with no payment (totalCount 0) they have nothing to draw. Figures show their 0. */
const DRAWS_ROWS: ReadonlySet<WidgetType> = new Set(['CHART_WIDGET', 'MAP_WIDGET', 'TABLE_WIDGET', 'PIPELINE_CHART']);

/** Whether an answer has nothing to show: no rows, or rows of nothing for a widget that draws them. */
export const isEmptyData = (type: WidgetType, data: WidgetData): boolean => data.data.length === 0 || (DRAWS_ROWS.has(type) && data.totalCount === 0);
