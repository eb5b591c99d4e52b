import type { CatalogPages } from '@portal/contracts';
import { LeavesPage } from './LeavesPage';

/** Leave management's page by route path (its lazy group's chunk; ADR 0084). */
export const LEAVE_PAGES: CatalogPages = {
  '/crm/leave-management/leaves': (row) => <LeavesPage title={row.title} />,
};
