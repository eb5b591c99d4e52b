import type { CatalogPages } from '@portal/contracts';
import { ApiReferencePage } from './ApiReferencePage';
import { DocumentationPage } from './DocumentationPage';

/**
 * The documentation pages by route path, tenant staff's and merchants' (their lazy group's chunk; ADR 0099). The merchant
 * menu's Documentation group as a page (`/documentation`) is a section index (SECTION_INDEX_PAGES).
 */
export const DOCUMENTATION_PAGES: CatalogPages = {
  '/crm/documentation/wiki/details': (row) => <DocumentationPage section="wiki" audience="staff" title={row.title} />,
  '/crm/documentation/section/user-manuals/details': (row) => <DocumentationPage section="user-manuals" audience="staff" title={row.title} />,
  '/crm/documentation/section/faq/details': (row) => <DocumentationPage section="faq" audience="staff" title={row.title} />,
  '/crm/documentation/api-references/details': (row) => <ApiReferencePage title={row.title} />,
  '/documentation/wiki/details': (row) => <DocumentationPage section="wiki" audience="merchants" title={row.title} />,
  '/documentation/section/user-manuals/details': (row) => <DocumentationPage section="user-manuals" audience="merchants" title={row.title} />,
  '/documentation/section/faq/details': (row) => <DocumentationPage section="faq" audience="merchants" title={row.title} />,
  '/documentation/api-references/details': (row) => <ApiReferencePage title={row.title} />,
};
