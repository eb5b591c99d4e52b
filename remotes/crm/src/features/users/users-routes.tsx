import type { CatalogPages } from '@portal/contracts';
import { RolesPage } from '../roles/RolesPage';
import { UsersPage } from './UsersPage';

/** User administration's and role editing's pages by route path (their lazy group's chunk; ADR 0077). */
export const USERS_PAGES: CatalogPages = {
  '/crm/users/crm': (row) => <UsersPage kind="crm" title={row.title} />,
  '/crm/users/managment': (row) => <UsersPage kind="platform" title={row.title} />,
  '/crm/users/merchant': (row) => <UsersPage kind="merchant" title={row.title} />,
  // The merchant's own users: the same page, the merchant from the caller's own account.
  '/merchant/users/merchant-management': (row) => <UsersPage kind="merchant" title={row.title} />,
  // Roles and their permission sets (ADR 0079): the tenant's CRM and merchant roles, a merchant's own.
  '/crm/users/roles': (row) => <RolesPage title={row.title} />,
  '/merchant/users/roles': (row) => <RolesPage types={['merchant']} title={row.title} />,
};
