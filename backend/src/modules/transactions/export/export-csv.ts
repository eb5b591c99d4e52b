import type { Db } from '../../../db/client';
import { currencies, paymentMethods } from '../../../db/schema';
import { csvLine } from '../../../lib/csv';
import { allTransactionRecords } from '../repository';
import { exportCells, exportHeader, type ExportNames, type ExportReader } from './export-format';
import { exportOrder, exportWhere, type ExportRequest } from './export-request';

/** Rows read per query: memory holds one page of records whatever the export's size. */
export const EXPORT_PAGE_SIZE = 1000;

/** The byte order mark: spreadsheet programs then read the file as UTF-8 (names with ç, ş, ğ stay intact). */
const BOM = '\uFEFF';

/** The small tables a file's cells read names and decimal places from (the transaction and tool exports). */
export async function exportNames(db: Db): Promise<ExportNames> {
  const [places, methods] = await Promise.all([
    db.select({ code: currencies.code, decimalPlaces: currencies.decimalPlaces }).from(currencies),
    db.select({ id: paymentMethods.id, name: paymentMethods.name }).from(paymentMethods),
  ]);
  return {
    decimalPlaces: new Map(places.map((c) => [c.code, c.decimalPlaces])),
    paymentMethodNames: new Map(methods.map((m) => [m.id, m.name])),
  };
}

/**
 * The export's CSV, one line at a time (RFC 4180, CRLF, every cell through csvCell): the header, then the
 * rows read by keyset pages in the list's order. `onRow` counts them for the caller.
 */
export async function* exportLines(db: Db, request: ExportRequest, onRow: () => void = () => undefined): AsyncGenerator<string> {
  const names = await exportNames(db);
  const reader = readerOf(request);
  yield BOM + csvLine(exportHeader(request.columns, reader));
  for await (const page of allTransactionRecords(db, exportWhere(request), exportOrder(request), EXPORT_PAGE_SIZE)) {
    let text = '';
    for (const record of page) {
      text += csvLine(exportCells(request.columns, record, reader, names));
      onRow();
    }
    yield text;
  }
}

/** A job queued before exports took the profile's zone has none: it keeps UTC. */
/** A request's clock and words (a job queued before they were recorded: UTC, English). */
const readerOf = (request: ExportRequest): ExportReader => ({ timeZone: request.timeZone ?? 'UTC', language: request.language ?? 'en' });
