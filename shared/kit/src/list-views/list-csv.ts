import { csvLine, csvMoney, type CsvValue } from '@portal/contracts';
import type { ColumnDef } from '../columns/column-def';
import { formatCalendarDay, zonedTitle } from '../columns/format-cell';
import { formatInTimeZone } from '../format/date-time';
import { decimalPlacesOf } from '../format/money';
import { formatSuccessRate } from '../format/number';

export interface ListCsvOptions {
  /** The page's translation (column titles). */
  translate(text: string): string;
  /** The user's profile zone: dates are written on it and the header says so, as the screen does. */
  timeZone: string | undefined;
}

const asNumber = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : null);
const asDate = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || v instanceof Date ? v : null);

/**
 * One cell as an export writes it (ADR 0095): the column's value in its kind's plain form — amounts as
 * "1234.56 GBP", dates on the user's clock, statuses by their label, counts as numbers — never the cell's
 * drawing (a pill, a link).
 */
export function csvValueOf<Row>(column: ColumnDef<Row>, row: Row, timeZone: string | undefined): CsvValue {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind ?? 'text') {
    case 'money': {
      const minor = asNumber(value);
      const currency = column.currency?.(row) ?? '';
      return minor === null || !Number.isSafeInteger(minor) ? '' : csvMoney(minor, currency, decimalPlacesOf(currency, column.decimalPlaces?.(row)));
    }
    case 'date': return formatInTimeZone(asDate(value), timeZone, 'date');
    case 'day': return formatCalendarDay(value);
    case 'dateTime':
    case 'relative': return formatInTimeZone(asDate(value), timeZone, 'dateTime');
    case 'dateTimeSeconds': return formatInTimeZone(asDate(value), timeZone, 'dateTimeSeconds');
    case 'status': return column.label?.(String(value)) ?? String(value);
    case 'count':
    case 'volume': return asNumber(value) ?? String(value);
    case 'successRate': return formatSuccessRate(asNumber(value));
    default: return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  }
}

/** The columns an export writes: those shown, in their order, without the row buttons. */
export const exportedColumns = <Row,>(columns: readonly ColumnDef<Row>[], visibleKeys: readonly string[] | undefined): ColumnDef<Row>[] => {
  const shown = visibleKeys ? new Set(visibleKeys) : null;
  return columns.filter((c) => c.kind !== 'actions' && (!shown || shown.has(c.key)));
};

/** The CSV text of rows under the given columns: the header in the user's language, the dates' zone named. */
export function listCsv<Row>(columns: readonly ColumnDef<Row>[], rows: readonly Row[], { translate, timeZone }: ListCsvOptions): string {
  // A relative time ("5 minutes ago") is written as a date-time, so its header names the zone too.
  const header = columns.map((c) => zonedTitle(c.kind === 'relative' ? { ...c, kind: 'dateTime' } : c, translate(c.title), timeZone));
  return [csvLine(header), ...rows.map((row) => csvLine(columns.map((c) => csvValueOf(c, row, timeZone))))].join('');
}

