import type { ReportId } from '@portal/contracts';
import { REPORT_ROUTES } from '../reports/report-routes';

export const REPORTS_TABLE_PATH = '/crm/settings/reports/table';

/** The report's own page for this user type: tenant staff `crm/reports/...`, merchants `reports/...`. */
export function reportPathOf(reportId: ReportId, merchant: boolean): string | undefined {
  const paths = Object.entries(REPORT_ROUTES).filter(([, id]) => id === reportId).map(([path]) => path);
  return paths.find((p) => p.startsWith(merchant ? '/reports/' : '/crm/reports/')) ?? paths[0];
}

/** reports/table for one report (the hidden route's query names the report). */
export const tablePathOf = (reportId: ReportId): string => `${REPORTS_TABLE_PATH}?reportId=${encodeURIComponent(reportId)}`;
