import { APM_COLUMN_TITLES, APM_COLUMN_TITLES_TR, transactionColumnTitle, type ApmTransaction } from '@portal/contracts';
import type { Db } from '../../db/client';
import { csvLine, type CsvValue } from '../../lib/csv';
import { exportNames } from '../transactions/export/export-csv';
import { localDateTime, majorUnits, methodNameOf, shownValue, type ExportNames, type ExportReader } from '../transactions/export/export-format';

type ApmColumn = 'externalId' | 'createdAt' | 'merchantName' | 'paymentMethod' | 'status' | 'amount' | 'currency'
  | keyof typeof APM_COLUMN_TITLES | 'customerEmail';

/** The file's columns: the tool's list's, in its order, then the customer's e-mail. */
const APM_CSV_COLUMNS: readonly ApmColumn[] = [
  'externalId', 'createdAt', 'merchantName', 'paymentMethod', 'status', 'amount', 'currency',
  'providerReference', 'payerName', 'payerAccount', 'bankName', 'customerEmail',
];

const isApmOnly = (c: ApmColumn): c is keyof typeof APM_COLUMN_TITLES => c in APM_COLUMN_TITLES;

/** A column's title in the reader's language; the date's names its clock, as the lookups' exports do. */
function titleOf(column: ApmColumn, { timeZone, language }: ExportReader): string {
  if (isApmOnly(column)) return (language === 'tr' ? APM_COLUMN_TITLES_TR : APM_COLUMN_TITLES)[column];
  const title = transactionColumnTitle(column, language);
  return column === 'createdAt' ? `${title} (${timeZone})` : title;
}

/** A row's cell as the tool's list shows it (ADR 0045's cells: the profile's clock, major units, names). */
function cellOf(column: ApmColumn, r: ApmTransaction, reader: ExportReader, names: ExportNames): CsvValue {
  switch (column) {
    case 'createdAt': return localDateTime(new Date(r.createdAt), reader.timeZone);
    case 'amount': return majorUnits(r.amount, r.currency, names.decimalPlaces.get(r.currency) ?? 2);
    case 'paymentMethod': return methodNameOf(r.paymentMethod, names, reader.language);
    case 'status': return shownValue(r.status, reader.language);
    default: return r[column];
  }
}

/** The APM list as CSV, one page of rows at a time, in the reader's words and on their clock (ADR 0157). */
export async function* apmCsvLines(db: Db, rows: AsyncIterable<ApmTransaction[]>, reader: ExportReader): AsyncGenerator<string> {
  const names = await exportNames(db);
  yield `\uFEFF${csvLine(APM_CSV_COLUMNS.map((c) => titleOf(c, reader)))}`;
  for await (const page of rows) yield page.map((r) => csvLine(APM_CSV_COLUMNS.map((c) => cellOf(c, r, reader, names)))).join('');
}
