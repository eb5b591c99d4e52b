import { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * first) gets a leading apostrophe, so an exported value never executes when the file is opened.
 */
export function csvCell(value: CsvValue): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A whole CSV text (small exports kept in memory, e.g. a ticket's feed). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map(csvLine).join('');
}

/**
 * A CSV stream: the header, then each row as the source yields it, so an export of any size runs in
 * constant memory (the source reads the database page by page). Back-pressure: rows are pulled only
 * when the consumer wants more.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvValue[]>): Readable {
  async function* lines() {
    yield csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false });
}
