import { useCallback, useState } from 'react';
import { callApi } from '@portal/api-client';
import { SUPPORT_ENDPOINTS, type TicketExportQuery } from '@portal/contracts';
import { saveBlob } from '@portal/kit';
import { inPortalLanguage } from './get-feed';

/** GET support/ticket/export: the filtered tickets of the given tenants (a JSON list) as zip or csv, in the portal's language. */
export function exportTickets(query: TicketExportQuery): Promise<Blob> {
  return callApi(SUPPORT_ENDPOINTS.platformExport, { query: { ...query }, headers: inPortalLanguage() });
}

/** Export of many tickets; `exporting` is true during the download. */
export function useExportTickets() {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async (filter: Omit<TicketExportQuery, 'tenants' | 'format'>, tenantIds: string[], format: 'zip' | 'csv') => {
    setExporting(true);
    try {
      const blob = await exportTickets({ ...filter, tenants: JSON.stringify(tenantIds), format });
      saveBlob(blob, `support-tickets.${format}`);
    } catch (error) {
      console.error('Ticket export failed', error);
    } finally {
      setExporting(false);
    }
  }, []);
  return { exporting, exportTickets: run };
}
