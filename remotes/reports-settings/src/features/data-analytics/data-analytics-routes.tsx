import type { CatalogPages } from '@portal/contracts';
import { DataAnalyticsPage } from './DataAnalyticsPage';

/** The Data Analytics routes: tenant staff's and merchants' (spec part 2 sections 2.1 and 2.2). */
export const DATA_ANALYTICS_PAGES: CatalogPages = {
  '/crm/reports/data-analytics': (row) => <DataAnalyticsPage title={row.title} base="/crm/reports/" />,
  '/reports/data-analytics': (row) => <DataAnalyticsPage title={row.title} base="/reports/" />,
};
