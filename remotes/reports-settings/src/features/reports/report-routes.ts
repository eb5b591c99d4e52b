import { ROUTE_CATALOG, reportIdOfSlug, type ReportId } from '@portal/contracts';

const REPORT_BASES = ['/crm/reports/', '/reports/'];

/** The report routes of this remote (tenant `crm/reports/...`, merchant `reports/...`): path -> report id. */
export const REPORT_ROUTES: Readonly<Record<string, ReportId>> = Object.fromEntries(
  ROUTE_CATALOG.filter((row) => row.owner === 'reports-settings').flatMap((row) => {
    const base = REPORT_BASES.find((b) => row.path.startsWith(b));
    const id = base ? reportIdOfSlug(row.path.slice(base.length)) : undefined;
    return id ? [[row.path, id] as const] : [];
  }),
);
