import { useCallback, useState } from 'react';
import { callApiFile } from '@portal/api-client';
import { REPORT_FILE_ENDPOINTS, type ReportRow } from '@portal/contracts';
import { saveBlob, useAlertQueue, type AlertQueue } from '@portal/kit';
import { R } from '../i18n/report-texts';
import { useReportsTranslation } from '../i18n/use-reports-translation';

export interface InvoiceDownload {
  /** The row being downloaded (its month, customer and currency joined), if any. */
  running: string | null;
  run(row: ReportRow): Promise<void>;
  alerts: AlertQueue;
}

export const invoiceKeyOf = (row: ReportRow) => `${row.month}|${row.customerId}|${row.currency}`;

/**
 * An invoices report row as its invoice document (ADR 0057): the month on the user's clock (the offset the report
 * was asked with), in the user's language, saved under the server's name.
 */
export function useInvoiceDownload(timezoneOffset: number): InvoiceDownload {
  const { t, i18n } = useReportsTranslation();
  const alerts = useAlertQueue();
  const [running, setRunning] = useState<string | null>(null);
  const { show } = alerts;
  const run = useCallback(async (row: ReportRow) => {
    setRunning(invoiceKeyOf(row));
    try {
      const answer = await callApiFile(REPORT_FILE_ENDPOINTS.invoiceDocument, {
        query: {
          month: String(row.month), customerId: String(row.customerId), currency: String(row.currency), timezoneOffset,
          language: i18n.language === 'tr' ? 'tr' : 'en',
        },
        silent: true,
      });
      if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? `invoice-${row.month}.html`);
    } catch (error) {
      show({ id: 'invoice', severity: 'failed', message: t(R.downloadFailed, { message: (error as Error).message }), persist: true });
    } finally {
      setRunning(null);
    }
  }, [i18n.language, show, t, timezoneOffset]);
  return { running, run, alerts };
}
