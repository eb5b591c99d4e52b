import { useCallback, useState } from 'react';
import { callApiFile } from '@portal/api-client';
import { EXPORT_SYNC_LIMIT, REPORT_ENDPOINTS, type ReportId } from '@portal/contracts';
import { formatCount, saveBlob, useAlertQueue, type AlertQueue } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';

export interface ReportExportRequest {
  reportId: ReportId;
  /** The report's query without its page: filters, sort, order, timezoneOffset. */
  query: Record<string, string | string[] | number>;
  /** The columns shown, in order. */
  columns: string[];
}

export interface ReportExport {
  run(request: ReportExportRequest): Promise<void>;
  running: boolean;
  alerts: AlertQueue;
}

/**
 * Export v3 (spec part 2 section 7.3): the report as shown, posted as reportId, filters and columns. A file is
 * saved at once under the server's name; a 202 says the file will arrive as a notification; a failure says why.
 */
export function useReportExport(): ReportExport {
  const { t, i18n } = useReportsTranslation();
  const alerts = useAlertQueue();
  const [running, setRunning] = useState(false);
  const { show } = alerts;
  const run = useCallback(async ({ reportId, query, columns }: ReportExportRequest) => {
    setRunning(true);
    const { pageIndex: _page, PageSize: _size, sort, order, timezoneOffset, useDefaults: _defaults, ...filters } = query;
    try {
      const answer = await callApiFile(REPORT_ENDPOINTS.exportV3, {
        body: {
          reportId, filters: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)])), columns,
          ...(typeof sort === 'string' ? { sort } : {}), ...(order === 'asc' || order === 'desc' ? { order } : {}),
          timezoneOffset: Number(timezoneOffset ?? 0),
          // The page states its whole filter state: a default the user cleared stays cleared (ADR 0057).
          useDefaults: false,
        },
        // The file is written in the portal's language, as the page reads (its column titles, statuses, sources).
        headers: { 'accept-language': i18n.language || 'en' },
        silent: true,
      });
      if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? `${reportId}.csv`);
      else show({ id: 'export', severity: 'info', message: t(R.exportQueued, { limit: formatCount(EXPORT_SYNC_LIMIT) }) });
    } catch (error) {
      show({ id: 'export', severity: 'failed', message: t(R.exportFailed, { message: t((error as Error).message) }), persist: true });
    } finally {
      setRunning(false);
    }
  }, [show, t, i18n]);
  return { run, running, alerts };
}
