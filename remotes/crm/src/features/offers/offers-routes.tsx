import type { CatalogPages } from '@portal/contracts';
import { OffersPage } from './OffersPage';

/** The merchant's proposals and agreements by route path (their lazy group's chunk; ADR 0094). */
export const OFFERS_PAGES: CatalogPages = {
  '/boarding/proposal': (row) => <OffersPage kind="proposal" title={row.title} />,
  '/boarding/agreement': (row) => <OffersPage kind="agreement" title={row.title} />,
};
