import type { CatalogPages } from '@portal/contracts';
import { BoardingQueuePage } from './BoardingQueuePage';

/** The tenant's boarding queue by route path (its lazy group's chunk; ADR 0098). */
export const BOARDING_QUEUE_PAGES: CatalogPages = {
  '/crm/boarding-queue': (row) => <BoardingQueuePage title={row.title} />,
};
