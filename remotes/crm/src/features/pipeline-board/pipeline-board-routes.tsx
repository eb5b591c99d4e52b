import type { CatalogPages } from '@portal/contracts';
import { DealsPage } from './DealsPage';

/** The CRM's opportunities and projects pages by route path (their lazy group's chunk; ADR 0088). */
export const PIPELINE_BOARD_PAGES: CatalogPages = {
  '/crm/opportunities': (row) => <DealsPage kind="opportunity" title={row.title} />,
  '/crm/projects': (row) => <DealsPage kind="project" title={row.title} />,
};
