export type CsvValue = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * first) gets a leading apostrophe, so an exported value never executes when the file is opened. The server's
 * exports and the browser's list exports write cells by this one rule.
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
 * An amount in minor units as exports write it: major units with the currency's decimal places, a dot as the
 * decimal separator (the CSV's separator is the comma), no grouping, and the code after it ("1234.56 GBP").
 */
export function csvMoney(minor: number, currency: string, places: number): string {
  const digits = String(Math.abs(minor)).padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(-places)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction} ${currency}`;
}
