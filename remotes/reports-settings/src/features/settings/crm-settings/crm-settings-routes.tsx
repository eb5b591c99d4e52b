import type { CatalogPages } from '@portal/contracts';
import { ActivitySetsPage } from './ActivitySetsPage';
import { EmailTemplatesPage } from './EmailTemplatesPage';
import { LeadStatusesPage } from './LeadStatusesPage';
import { OfferTextsPage } from './OfferTextsPage';
import { PipelinesPage } from './PipelinesPage';

/** The CRM settings pages by route path (their lazy group's chunk; ADR 0086). */
export const CRM_SETTINGS_PAGES: CatalogPages = {
  '/crm/settings/crm/pipelines': (row) => <PipelinesPage title={row.title} />,
  '/crm/settings/crm/lead-statuses': (row) => <LeadStatusesPage title={row.title} />,
  '/crm/settings/crm/activity-sets': (row) => <ActivitySetsPage title={row.title} />,
  '/crm/settings/crm/email-templates': (row) => <EmailTemplatesPage title={row.title} />,
  '/crm/settings/crm/proposal-templates': (row) => <OfferTextsPage kind="proposal-templates" title={row.title} />,
  '/crm/settings/crm/proposal-signatures': (row) => <OfferTextsPage kind="proposal-signatures" title={row.title} />,
  '/crm/settings/crm/agreement-templates': (row) => <OfferTextsPage kind="agreement-templates" title={row.title} />,
  '/crm/settings/crm/agreement-signatures': (row) => <OfferTextsPage kind="agreement-signatures" title={row.title} />,
};
