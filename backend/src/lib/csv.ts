import { Readable } from 'node:stream';
import { csvLine, type CsvValue } from '@portal/contracts';

export { csvCell, csvLine, toCsv, type CsvValue } from '@portal/contracts';

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
