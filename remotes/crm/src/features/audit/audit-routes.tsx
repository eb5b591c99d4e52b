import type { CatalogPages } from '@portal/contracts';
import { AuditPage } from './AuditPage';

/** The audit log's page by route path (its lazy group's chunk). */
export const AUDIT_PAGES: CatalogPages = {
  '/audit': (row) => <AuditPage title={row.title} />,
};
