import type { CatalogPages } from '@portal/contracts';
import { SectionIndexPage } from '@portal/kit';

/** The area roots of this remote: each lists the entries of its menu group that the user may open. */
export const SECTION_INDEX_PAGES: CatalogPages = Object.fromEntries(
  ['/crm/users', '/crm/tenant-management', '/crm/leave-management', '/merchant/users', '/boarding']
    .map((path) => [path, (row) => <SectionIndexPage key={row.path} basePath={row.path} title={row.title} />]),
);
