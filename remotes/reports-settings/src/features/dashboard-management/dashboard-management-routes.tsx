import type { ReactElement } from 'react';
import { CategoriesPage } from './categories/CategoriesPage';
import { RolesPage } from './roles/RolesPage';
import { WidgetsPage } from './widgets/WidgetsPage';

/** The dashboard management pages by their route path (route catalogue, crm/settings/dashboard/management/...). */
export const DASHBOARD_MANAGEMENT_ROUTES: Record<string, (title: string) => ReactElement> = {
  '/crm/settings/dashboard/management/categories-settings': (title) => <CategoriesPage title={title} />,
  '/crm/settings/dashboard/management/Widgets-settings': (title) => <WidgetsPage title={title} />,
  '/crm/settings/dashboard/management/tenant/roles': (title) => <RolesPage key="Tenant" title={title} kind="Tenant" />,
  '/crm/settings/dashboard/management/merchant/roles': (title) => <RolesPage key="Merchant" title={title} kind="Merchant" />,
};
