import type { CatalogPages } from '@portal/contracts';
import { EmailsPage } from './EmailsPage';

/** The CRM's e-mails page by route path (its lazy group's chunk; ADR 0090). */
export const EMAILS_PAGES: CatalogPages = {
  '/crm/emails': (row) => <EmailsPage title={row.title} />,
};
