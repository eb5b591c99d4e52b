import type { CatalogPages } from '@portal/contracts';
import { OpenBankingConnectionsPage } from './open-banking/OpenBankingConnectionsPage';
import { OpenBankingHistoryPage } from './open-banking/OpenBankingHistoryPage';

/** Pages of issue 13's open banking, UTR resubmissions, tenant pending payments and RDR batches (ADR 0055), by route path. */
export const ISSUE13B_PAGES: CatalogPages = {
  '/merchant/payments/open-banking-connections': (row) => <OpenBankingConnectionsPage title={row.title} />,
  '/merchant/payments/open-banking-history': (row) => <OpenBankingHistoryPage title={row.title} />,
};
