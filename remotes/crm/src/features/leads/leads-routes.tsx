import type { CatalogPages } from '@portal/contracts';
import { LeadsPage } from './LeadsPage';

/** The CRM's leads page by route path (its lazy group's chunk; ADR 0091). */
export const LEADS_PAGES: CatalogPages = {
  '/crm/leads': (row) => <LeadsPage title={row.title} />,
};
