import type { CatalogPages } from '@portal/contracts';
import { OffersPage } from './OffersPage';
import { TenantProposalsPage } from './TenantProposalsPage';

/** The merchant's proposals and agreements, and the tenant's proposals, by route path (their lazy group's chunk; ADR 0094). */
export const OFFERS_PAGES: CatalogPages = {
  '/boarding/proposal': (row) => <OffersPage kind="proposal" title={row.title} />,
  '/boarding/agreement': (row) => <OffersPage kind="agreement" title={row.title} />,
  // Every proposal of the tenant (ADR 0111).
  '/crm/proposals': (row) => <TenantProposalsPage title={row.title} />,
};
