import type { CsvValue } from '../../../lib/csv';
import {
  TRANSACTION_COLUMN_TITLES, utcOffsetLabel, type TransactionColumn, type TransactionLookupKind, type TransactionRecord,
} from '@portal/contracts';

/** What a cell needs beyond its row: currencies' decimal places and payment method names (small tables, read once per export). */
export interface ExportNames {
  decimalPlaces: ReadonlyMap<string, number>;
  paymentMethodNames: ReadonlyMap<string, string>;
}

const MINUTE = 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** The instant on the caller's clock (timezoneOffset as Date.getTimezoneOffset() gives it) as the portal writes it: DD/MM/YYYY HH:mm:ss. */
export function localDateTime(at: Date, timezoneOffset: number): string {
  const d = new Date(at.getTime() - timezoneOffset * MINUTE);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/**
 * Minor units in major units with the currency's decimal places (2 when unknown), a dot as decimal separator
 * (the CSV's separator is the comma) and the code after it, as the lookup's amount column shows it:
 * 16399 EUR -> "163.99 EUR", 1500 JPY -> "1500 JPY". Integer arithmetic, so nothing is rounded.
 */
export function majorUnits(minor: number, currency: string, places: number): string {
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction} ${currency}`;
}

/** The header: each chosen column's title; the date's says which clock it is on ("Created (UTC+03:00)"). */
export function exportHeader(columns: readonly TransactionColumn[], timezoneOffset: number): string[] {
  return columns.map((c) => (c === 'createdAt' ? `${TRANSACTION_COLUMN_TITLES[c]} (${utcOffsetLabel(timezoneOffset)})` : TRANSACTION_COLUMN_TITLES[c]));
}

/** One column's cell of a record, as the lookup's table shows it (English names, masked card). */
function cell(column: TransactionColumn, r: TransactionRecord, timezoneOffset: number, names: ExportNames): CsvValue {
  switch (column) {
    case 'createdAt': return localDateTime(new Date(r.createdAt), timezoneOffset);
    case 'amount': return majorUnits(r.amount, r.currency, names.decimalPlaces.get(r.currency) ?? 2);
    case 'paymentMethod': return names.paymentMethodNames.get(r.paymentMethod) ?? r.paymentMethod;
    // Only the first 6 and last 4 digits exist anywhere in the portal; the middle is written masked.
    case 'card': return r.cardFirst6 && r.cardLast4 ? `${r.cardFirst6}******${r.cardLast4}` : null;
    default: return r[column];
  }
}

/** A record's cells in the chosen columns' order (csvCell neutralises formula-like values when they are written). */
export const exportCells = (columns: readonly TransactionColumn[], r: TransactionRecord, timezoneOffset: number, names: ExportNames): CsvValue[] =>
  columns.map((c) => cell(c, r, timezoneOffset, names));

/**
 * The file's name: the lookup, the moment of the export on the caller's clock and that clock's offset, so the
 * name alone says how to read its dates: transactions-tenant-20261125-164126-UTC+0300.csv.
 */
export function exportFileName(kind: TransactionLookupKind, now: Date, timezoneOffset: number): string {
  const d = new Date(now.getTime() - timezoneOffset * MINUTE);
  const stamp = `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}-${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
  return `transactions-${kind}-${stamp}-${utcOffsetLabel(timezoneOffset).replace(':', '')}.csv`;
}
