import type { CatalogPages } from '@portal/contracts';
import { ContactsPage } from './ContactsPage';
import { CustomersPage } from './CustomersPage';

/** The CRM's customers pages by route path (their lazy group's chunk; ADR 0087). */
export const CUSTOMERS_PAGES: CatalogPages = {
  '/crm/organizations': (row) => <CustomersPage title={row.title} />,
  '/crm/contacts': (row) => <ContactsPage title={row.title} />,
};
