import type { CatalogPages } from '@portal/contracts';
import { HolidaysPage } from './HolidaysPage';
import { LeaveEmployeesPage } from './LeaveEmployeesPage';

/** The leave settings pages by route path (their lazy group's chunk; ADR 0084). */
export const LEAVE_SETTINGS_PAGES: CatalogPages = {
  '/crm/settings/leave-settings/holidays': (row) => <HolidaysPage title={row.title} />,
  '/crm/settings/leave-settings/employees': (row) => <LeaveEmployeesPage title={row.title} />,
};
