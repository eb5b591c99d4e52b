import type { CatalogPages } from '@portal/contracts';
import { CustomJobsPage } from './CustomJobsPage';
import { ProcessLogsPage } from './ProcessLogsPage';
import { RecurringJobsPage } from './RecurringJobsPage';

/** The scheduler's pages by route path (ADR 0103): one chunk, with cronstrue and its Turkish texts. */
export const SCHEDULER_PAGES: CatalogPages = {
  '/crm/settings/scheduler/recurring-jobs': (row) => <RecurringJobsPage title={row.title} />,
  '/crm/settings/scheduler/custom-jobs': (row) => <CustomJobsPage title={row.title} />,
  '/crm/settings/scheduler/process-logs': (row) => <ProcessLogsPage title={row.title} />,
};
