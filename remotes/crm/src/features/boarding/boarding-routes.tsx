import type { CatalogPages } from '@portal/contracts';
import { DocumentsPage } from './DocumentsPage';
import { PrecheckFormPage } from './PrecheckFormPage';

/** The merchant's boarding pages by route path (their lazy group's chunk; ADR 0098). */
export const BOARDING_PAGES: CatalogPages = {
  '/boarding/precheckform': (row) => <PrecheckFormPage title={row.title} />,
  '/boarding/documents': (row) => <DocumentsPage title={row.title} />,
};
