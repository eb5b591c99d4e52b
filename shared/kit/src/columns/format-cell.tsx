import type { ReactNode } from 'react';
import { formatInTimeZone, formatRelativeInTimeZone } from '../format/date-time';
import { formatMoney } from '../format/money';
import { formatCount, formatSuccessRate, formatVolume } from '../format/number';
import { StatusPill } from '../format/StatusPill';
import type { ColumnDef } from './column-def';

export interface CellContext {
  /** The user's time zone (their profile's configureTimeZone); the browser's when absent. */
  timeZone?: string;
  /** "Now" for relative times (tests pass a fixed one; the clock otherwise). */
  now?: Date;
}

/** Kinds whose text depends on the clock they are read on (a relative time does not: "5 minutes ago" is anywhere). */
const ZONED_KINDS = new Set(['date', 'dateTime', 'dateTimeSeconds']);

/**
 * A column's title with the clock its dates are written on: "Created (Europe/London)" (issue 27: screen and export
 * name the same zone, the profile's). Without a known zone, or for other kinds, the title alone.
 */
export function zonedTitle<Row>(column: ColumnDef<Row>, title: string, timeZone: string | undefined): string {
  return timeZone && ZONED_KINDS.has(column.kind ?? 'text') ? `${title} (${timeZone})` : title;
}

const asNumber = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : null);
const asDate = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || v instanceof Date ? v : null);

/**
 * A calendar day ("2025-07-01", or an instant whose UTC date is meant) as DD/MM/YYYY: the day itself, not an instant read
 * on the user's clock (noon UTC of the day is a different date on a clock 12 hours or more ahead of UTC).
 */
export function formatCalendarDay(value: unknown): string {
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatInTimeZone(`${day}T12:00:00.000Z`, 'UTC', 'date') : '';
}

/** One cell as its column's kind writes it. */
export function formatCell<Row>(column: ColumnDef<Row>, row: Row, ctx: CellContext = {}): ReactNode {
  if (column.render) return column.render(row);
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind ?? 'text') {
    case 'money':
      return formatMoney(asNumber(value), column.currency?.(row) ?? '', column.decimalPlaces?.(row));
    case 'date':
      return formatInTimeZone(asDate(value), ctx.timeZone, 'date');
    case 'day':
      return formatCalendarDay(value);
    case 'dateTime':
      return formatInTimeZone(asDate(value), ctx.timeZone, 'dateTime');
    case 'dateTimeSeconds':
      return formatInTimeZone(asDate(value), ctx.timeZone, 'dateTimeSeconds');
    case 'relative':
      return formatRelativeInTimeZone(asDate(value), ctx.timeZone, ctx.now);
    case 'status':
      return <StatusPill status={String(value)} label={column.label?.(String(value))} />;
    case 'count':
      return formatCount(asNumber(value));
    case 'volume':
      return formatVolume(asNumber(value));
    case 'successRate':
      return formatSuccessRate(asNumber(value));
    default:
      return String(value);
  }
}

/** Numbers read best right-aligned. */
export function alignOf<Row>(column: ColumnDef<Row>): 'left' | 'right' | 'center' {
  if (column.align) return column.align;
  return column.kind && ['money', 'count', 'volume', 'successRate'].includes(column.kind) ? 'right' : 'left';
}
