import { csvMoney as majorUnits } from '@portal/contracts';
import type { CsvValue } from '../../../lib/csv';
import {
  VALUE_LABELS_TR, paymentMethodNameIn, transactionColumnTitle, type TransactionColumn, type TransactionLookupKind, type TransactionRecord,
} from '@portal/contracts';
import type { ReaderLanguage } from '../../../lib/reader-language';

/** What a cell needs beyond its row: currencies' decimal places and payment method names (small tables, read once per export). */
export interface ExportNames {
  decimalPlaces: ReadonlyMap<string, number>;
  paymentMethodNames: ReadonlyMap<string, string>;
}

/** How the file reads: its clock (the profile's zone) and its words (the reader's language). */
export interface ExportReader {
  timeZone: string;
  language: ReaderLanguage;
}

/** The Mode's words on a Turkish screen (the lookup's Mode column). */
const MODE_NAMES_TR: Readonly<Record<string, string>> = { Live: 'Canlı', Test: 'Test' };

/**
 * A status, type or mode as the lookup's column shows it: the value itself in English (a single word, the API's
 * value), the portal's label in Turkish ("Tahsil edildi").
 */
export function shownValue(value: string, language: ReaderLanguage): string {
  if (language !== 'tr') return value;
  return VALUE_LABELS_TR[value] ?? MODE_NAMES_TR[value] ?? value;
}

const two = (n: number) => String(n).padStart(2, '0');
const MINUTE = 60_000;

/** The instant at a fixed offset (Date.getTimezoneOffset's sign), DD/MM/YYYY HH:mm:ss: the reports' export clock (their request's offset). */
export function offsetDateTime(at: Date, timezoneOffset: number): string {
  const d = new Date(at.getTime() - timezoneOffset * MINUTE);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone (an export formats every row's instant with it). */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The instant's calendar fields on a zone's clock (its own offset at that instant: summer and winter time both right). */
export function zonedFields(at: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(formatOf(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Minutes UTC is ahead of the zone's clock at `at` (Date.getTimezoneOffset's sign: Europe/Istanbul -180). */
export function zoneOffsetAt(at: Date, timeZone: string): number {
  const f = zonedFields(at, timeZone);
  const wall = Date.UTC(Number(f.year), Number(f.month) - 1, Number(f.day), Number(f.hour), Number(f.minute), Number(f.second));
  return Math.round((Math.floor(at.getTime() / 1000) * 1000 - wall) / MINUTE);
}

/** The instant on the user's profile clock as the portal writes it: DD/MM/YYYY HH:mm:ss (as the lookup shows it). */
export function localDateTime(at: Date, timeZone: string): string {
  const f = zonedFields(at, timeZone);
  return `${f.day}/${f.month}/${f.year} ${f.hour}:${f.minute}:${f.second}`;
}

/** Amounts as every export writes them (16399 EUR -> "163.99 EUR"): the one rule in contracts. */
export { majorUnits };

/** A payment method by its name in the reader's language (a seeded name translated, one staff set as written). */
export function methodNameOf(id: string, names: ExportNames, language: ReaderLanguage): string {
  const name = names.paymentMethodNames.get(id);
  return name === undefined ? id : paymentMethodNameIn(id, name, language);
}

/**
 * The header: each chosen column's title in the reader's language; the date's says which clock it is on
 * ("Created (Europe/Istanbul)").
 */
export function exportHeader(columns: readonly TransactionColumn[], { timeZone, language }: ExportReader): string[] {
  return columns.map((c) => (c === 'createdAt' ? `${transactionColumnTitle(c, language)} (${timeZone})` : transactionColumnTitle(c, language)));
}

/** One column's cell of a record, as the lookup's table shows it to the reader (their words, masked card). */
function cell(column: TransactionColumn, r: TransactionRecord, { timeZone, language }: ExportReader, names: ExportNames): CsvValue {
  switch (column) {
    case 'createdAt': return localDateTime(new Date(r.createdAt), timeZone);
    case 'amount': return majorUnits(r.amount, r.currency, names.decimalPlaces.get(r.currency) ?? 2);
    case 'paymentMethod': return methodNameOf(r.paymentMethod, names, language);
    case 'type': case 'status': case 'mode': return shownValue(r[column], language);
    // Only the first 6 and last 4 digits exist anywhere in the portal; the middle is written masked.
    case 'card': return r.cardFirst6 && r.cardLast4 ? `${r.cardFirst6}******${r.cardLast4}` : null;
    default: return r[column];
  }
}

/** A record's cells in the chosen columns' order (csvCell neutralises formula-like values when they are written). */
export const exportCells = (columns: readonly TransactionColumn[], r: TransactionRecord, reader: ExportReader, names: ExportNames): CsvValue[] =>
  columns.map((c) => cell(c, r, reader, names));

/**
 * The file's name: the lookup, the moment of the export on the user's clock and that clock's zone, so the name
 * alone says how to read its dates: transactions-tenant-20261125-164126-Europe-Istanbul.csv.
 */
export function exportFileName(kind: TransactionLookupKind, now: Date, timeZone: string): string {
  return zonedFileName(`transactions-${kind}`, now, timeZone);
}

/** `<prefix>-YYYYMMDD-HHmmss-<zone>.csv`: the moment on the zone's clock, then the zone (every export names its clock so). */
export function zonedFileName(prefix: string, now: Date, timeZone: string): string {
  const f = zonedFields(now, timeZone);
  return `${prefix}-${f.year}${f.month}${f.day}-${f.hour}${f.minute}${f.second}-${timeZone.replace(/[^A-Za-z0-9_+-]+/g, '-')}.csv`;
}
