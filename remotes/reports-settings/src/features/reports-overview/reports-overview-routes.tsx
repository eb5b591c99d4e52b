import type { CatalogPages } from '@portal/contracts';
import { ReportsOverviewPage } from './ReportsOverviewPage';
import { ReportsTablePage } from './ReportsTablePage';

/** reports/overview and the hidden reports/table (route catalogue, crm/settings/reports/..., ADR 0057). */
export const REPORTS_OVERVIEW_PAGES: CatalogPages = {
  '/crm/settings/reports/overview': (row) => <ReportsOverviewPage title={row.title} />,
  '/crm/settings/reports/table': (row) => <ReportsTablePage title={row.title} />,
};
