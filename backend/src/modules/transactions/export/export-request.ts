import type { SQL } from 'drizzle-orm';
import type { Scope } from '../../../http/scope';
import type { ReaderLanguage } from '../../../lib/reader-language';
import { refuseUnknown } from '../../../lib/list-params';
import {
  DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_LOOKUP_FILTERS, transactionColumnsOnScreen, type SystemMode, type TransactionColumn, type TransactionLookupKind,
} from '@portal/contracts';
import type { OrderTerm } from '../../../lib/paged-query';
import { checkColumns } from '../columns.repository';
import { lookupSort, lookupWhere, type LookupQuery } from '../lookup-request';
import { transactionKeysetOrder } from '../repository';
import { exportFileName } from './export-format';

/**
 * Everything an export needs to be run again later (a background job's data is this, as JSON): whose rows
 * (the resolved scope and mode), the lookup's query (filters, sort, search), the columns and the clock.
 */
export interface ExportRequest {
  kind: TransactionLookupKind;
  scope: Scope;
  mode: SystemMode;
  query: LookupQuery;
  columns: TransactionColumn[];
  /** The user's profile time zone (IANA): the file's dates, its header and its name are on that clock, as the screen's. */
  timeZone: string;
  /**
   * The reader's language (the portal's, else the profile's): the header's titles and the statuses', types', modes'
   * and seeded methods' names are the screen's words. Absent in a job queued before it was recorded: English.
   */
  language?: ReaderLanguage;
  fileName: string;
}

/** An export's query as declared: the lookup's filters and sort, plus its own columns and clock. */
export type ExportQuery = LookupQuery & { columns?: string[]; timezoneOffset?: number };

/** Parameters an export reads besides the lookup's filters (no paging: an export is every row). */
const EXPORT_PARAMS = ['sortField', 'sortDirection', 'searchKey', 'SearchKey', 'tenantId', 'TenantId'] as const;

/**
 * Checks an export's query and fixes what it means now: unknown parameters and columns are refused by name
 * (400), the columns default to the lookup's default columns and are written in the order the lookup shows them
 * (`transactionColumnsOnScreen`: as asked, the pinned ones at their edges, so the file's header is the screen's),
 * the file is named on the user's clock. The spec's
 * `timezoneOffset` is accepted and not used: one offset is wrong for the rows on the other side of a summer-time
 * change, and the browser's zone is not the one the screen shows (issue 27: the profile's zone everywhere).
 */
export function exportRequestOf(
  kind: TransactionLookupKind, scope: Scope, mode: SystemMode, raw: ExportQuery, now: Date, reader: { timeZone: string; language: ReaderLanguage },
): ExportRequest {
  const { timeZone, language } = reader;
  const { columns: asked, timezoneOffset: _browserOffset, ...query } = raw;
  refuseUnknown(query, [...TRANSACTION_LOOKUP_FILTERS[kind], ...EXPORT_PARAMS]);
  const chosen = asked?.length ? asked : [...DEFAULT_TRANSACTION_COLUMNS[kind]];
  checkColumns(kind, chosen);
  const columns = transactionColumnsOnScreen(chosen);
  const request = { kind, scope, mode, query, columns, timeZone, language, fileName: exportFileName(kind, now, timeZone) };
  exportWhere(request); // a filter that cannot hold (from after to) is refused now, not in the job
  return request;
}

/** The export's rows: exactly the lookup's where (one builder for both). */
export const exportWhere = (r: ExportRequest): SQL | undefined => lookupWhere(r.kind, r.scope, r.query, r.mode);

/** The lookup's sort as a keyset order, so the rows are read page by page in the order the list shows them. */
export function exportOrder(r: ExportRequest): OrderTerm[] {
  const sort = lookupSort(r.query);
  return transactionKeysetOrder(sort.field, sort.direction);
}
