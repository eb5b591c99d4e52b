import type { CatalogPages } from '@portal/contracts';
import { CategoriesPage } from './categories/CategoriesPage';
import { RolesPage } from './roles/RolesPage';
import { WidgetsPage } from './widgets/WidgetsPage';

/** The dashboard management pages by their route path (route catalogue, crm/settings/dashboard/management/...). */
export const DASHBOARD_MANAGEMENT_PAGES: CatalogPages = {
  '/crm/settings/dashboard/management/categories-settings': (row) => <CategoriesPage title={row.title} />,
  '/crm/settings/dashboard/management/Widgets-settings': (row) => <WidgetsPage title={row.title} />,
  '/crm/settings/dashboard/management/tenant/roles': (row) => <RolesPage key="Tenant" title={row.title} kind="Tenant" />,
  '/crm/settings/dashboard/management/merchant/roles': (row) => <RolesPage key="Merchant" title={row.title} kind="Merchant" />,
};
