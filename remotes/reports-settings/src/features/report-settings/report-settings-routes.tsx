import type { CatalogPages } from '@portal/contracts';
import { ReportSettingsPage } from './ReportSettingsPage';

/** Report settings by route path (route catalogue, crm/settings/report-settings/reports, ADR 0057). */
export const REPORT_SETTINGS_PAGES: CatalogPages = {
  '/crm/settings/report-settings/reports': (row) => <ReportSettingsPage title={row.title} />,
};
