import { useCallback, useState } from 'react';
import { LIST_VIEW_LIMITS } from '@portal/contracts';
import type { ColumnDef } from '../columns/column-def';
import { saveBlob } from '../download/save-blob';
import { useAlertBanner } from '../feedback/alert-banner/AlertBannerProvider';
import { formatCount } from '../format/number';
import { KIT_TEXTS, useKitTranslation } from '../i18n/kit-texts';
import type { AnyResource } from '../resource/resource-call';
import type { ResourceListQuery } from '../resource/resource-query';
import { fetchAllRows, listCallOf, TooManyRows, type ListPageCall } from './fetch-all-rows';
import { exportedColumns, listCsv } from './list-csv';

export interface ListExportSource<Row> {
  resource: AnyResource;
  /** The list's query as on screen (filters, sort, scope): every page of it is written. */
  query: ResourceListQuery;
  columns: readonly ColumnDef<Row>[];
  /** The columns the user shows (all when absent). */
  visibleKeys?: readonly string[];
  translate(text: string): string;
  timeZone: string | undefined;
  /** The page's replacement of the list call, when it has one. */
  fetch?: ListPageCall<Row>;
}

export interface ListExport {
  run(): Promise<void>;
  running: boolean;
}

const BOM = '\uFEFF';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A list's export (ADR 0095): the rows under its filters and sort, the shown columns with their titles in the
 * user's language, written as CSV in the browser from the list's own call and saved as `<list>-<day>.csv`.
 * The outcome (the file written, too many rows, a failure) shows in the page's alert banner.
 */
export function useListExport<Row>(source: ListExportSource<Row>): ListExport {
  const { t } = useKitTranslation();
  const { show } = useAlertBanner();
  const [running, setRunning] = useState(false);
  const { resource, query, columns, visibleKeys, translate, timeZone, fetch } = source;

  const run = useCallback(async () => {
    setRunning(true);
    try {
      const rows = await fetchAllRows(resource, query, listCallOf(resource, fetch), LIST_VIEW_LIMITS.maxExportRows, new AbortController().signal);
      const file = `${resource.key}-${today()}.csv`;
      saveBlob(new Blob([BOM + listCsv(exportedColumns(columns, visibleKeys), rows, { translate, timeZone })], { type: 'text/csv;charset=utf-8' }), file);
      show({ id: 'export', severity: 'success', message: t(KIT_TEXTS.exported, { count: formatCount(rows.length), file }) });
    } catch (error) {
      const message = error instanceof TooManyRows
        ? t(KIT_TEXTS.exportTooMany, { count: `${formatCount(error.count)}${error.capped ? '+' : ''}`, limit: formatCount(LIST_VIEW_LIMITS.maxExportRows) })
        : t(KIT_TEXTS.exportFailed, { message: (error as Error).message });
      show({ id: 'export', severity: 'failed', message, persist: true });
    } finally {
      setRunning(false);
    }
  }, [resource, query, fetch, columns, visibleKeys, translate, timeZone, show, t]);

  return { run, running };
}
