import { useCallback, useState } from 'react';
import { callApiFile } from '@portal/api-client';
import { EXPORT_SYNC_LIMIT } from '@portal/contracts';
import { formatCount, saveBlob, useAlertQueue, type AlertQueue } from '@portal/kit';
import { X } from '../../i18n/export-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import type { LookupPageDefinition } from '../lookup/lookup-pages';
import type { ExportQuery } from './export-query';

export interface TransactionExport {
  /** Exports the list as `query` describes it. */
  run(query: ExportQuery): Promise<void>;
  running: boolean;
  /** The outcomes (the job's info, a failure), shown in the page's alert banner. */
  alerts: AlertQueue;
}

const FALLBACK_NAME = 'transactions.csv';

/**
 * One lookup's export: a file answer is saved at once under the server's name; a 202 (more rows than the
 * server answers at once) says the file will come as a notification; a failure says why, until closed.
 */
export function useTransactionExport(page: LookupPageDefinition): TransactionExport {
  const { t, i18n } = useTransactionsTranslation();
  const alerts = useAlertQueue();
  const [running, setRunning] = useState(false);
  const { show } = alerts;

  const run = useCallback(async (query: ExportQuery) => {
    setRunning(true);
    try {
      // The file is written in the portal's language, as the screen reads (its header, statuses and types).
      const headers = { 'accept-language': i18n.language || 'en' };
      const answer = await callApiFile(page.endpoints.export, { query: { ...query }, headers, silent: true });
      if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? FALLBACK_NAME);
      else show({ id: 'export', severity: 'info', message: t(X.exportQueued, { limit: formatCount(EXPORT_SYNC_LIMIT) }) });
    } catch (error) {
      show({ id: 'export', severity: 'failed', message: t(X.exportFailed, { message: t((error as Error).message) }), persist: true });
    } finally {
      setRunning(false);
    }
  }, [page, show, t, i18n]);

  return { run, running, alerts };
}
