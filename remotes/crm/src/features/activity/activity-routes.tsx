import type { CatalogPages } from '@portal/contracts';
import { CrmHomePage } from '../home/CrmHomePage';
import { TasksPage } from './TasksPage';

/** The CRM's home and tasks by route path (their lazy group's chunk; ADR 0092). */
export const ACTIVITY_PAGES: CatalogPages = {
  '/crm': (row) => <CrmHomePage title={row.title} />,
  '/crm/tasks': (row) => <TasksPage title={row.title} />,
};
