import { useCallback, useState } from 'react';
import { callApi } from '@portal/api-client';
import { saveBlob } from '@portal/kit';
import { inPortalLanguage } from './get-feed';
import type { TicketPaths, TicketRef } from './ticket-ref';
import { useTicketPaths } from './use-ticket-paths';

/** GET .../feed/exportcsv (blob). */
export function exportFeedCsv(paths: TicketPaths): Promise<Blob> {
  return callApi(paths.endpoints.feedExportCsv, { params: paths.params, query: paths.query, headers: inPortalLanguage() });
}

/** Downloads the feed as CSV; `exporting` is true during the download and false after (spec part 1 section 4). */
export function useExportFeedCsv(ref: TicketRef, fileName: string) {
  const paths = useTicketPaths(ref);
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async () => {
    setExporting(true);
    try {
      saveBlob(await exportFeedCsv(paths), fileName);
    } catch (error) {
      console.error('Feed export failed', error);
    } finally {
      setExporting(false);
    }
  }, [paths, fileName]);
  return { exporting, exportCsv: run };
}
