import type { CatalogPages } from '@portal/contracts';
import { ActivitySetsPage } from './ActivitySetsPage';
import { EmailTemplatesPage } from './EmailTemplatesPage';
import { LeadStatusesPage } from './LeadStatusesPage';
import { PipelinesPage } from './PipelinesPage';

/** The CRM settings pages by route path (their lazy group's chunk; ADR 0086). */
export const CRM_SETTINGS_PAGES: CatalogPages = {
  '/crm/settings/crm/pipelines': (row) => <PipelinesPage title={row.title} />,
  '/crm/settings/crm/lead-statuses': (row) => <LeadStatusesPage title={row.title} />,
  '/crm/settings/crm/activity-sets': (row) => <ActivitySetsPage title={row.title} />,
  '/crm/settings/crm/email-templates': (row) => <EmailTemplatesPage title={row.title} />,
};
