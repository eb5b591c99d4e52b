import type { ConfigurableField, PivotConfig, ReportCell } from '@portal/contracts';
import { formatCount, formatDecimal, formatInTimeZone, formatMoney, formatSuccessRate, formatVolume } from '@portal/kit';
import type { PivotValue } from './pivot';

/** A dash where money of several currencies met (never added together). */
export const MIXED = '—';

/** An aggregated figure as the portal writes numbers (spec part 2 section 9). */
export function formatPivotValue(cell: PivotValue, measure: ConfigurableField | undefined, config: PivotConfig): string {
  if (cell.mixed) return MIXED;
  const { value } = cell;
  if (value === null) return '';
  if (!measure || config.aggregation === 'count') return formatCount(value);
  switch (measure.kind) {
    case 'money': return formatMoney(Math.round(value), cell.currency ?? '');
    case 'successRate': return formatSuccessRate(value);
    case 'volume': return formatVolume(value);
    default: return config.aggregation === 'average' ? formatDecimal(value) : formatCount(value);
  }
}

/** A grouping value: dates on the user's clock, empty as the blank text, texts through the translation. */
export function formatGroup(value: ReportCell, field: ConfigurableField | undefined, t: (key: string) => string, blank: string): string {
  if (value === null || value === '') return blank;
  if (field?.kind === 'date' || field?.kind === 'dateTime' || field?.kind === 'dateTimeSeconds') {
    return formatInTimeZone(new Date(value), undefined, field.kind);
  }
  return typeof value === 'number' ? formatDecimal(value, Number.isInteger(value) ? 0 : 2) : t(value);
}
