import type { CatalogPages } from '@portal/contracts';
import { OpenBankingConnectionsPage } from './open-banking/OpenBankingConnectionsPage';
import { OpenBankingHistoryPage } from './open-banking/OpenBankingHistoryPage';
import { RDR_BATCHES } from './rdr/rdr-page';
import { ToolList } from './tools/tool-list';
import { TenantPendingPaymentsPage } from './tenant-payments/TenantPendingPaymentsPage';
import { UtrResubmissionsPage } from './utr/UtrResubmissionsPage';

/** Open banking, UTR resubmissions, tenant pending payments and RDR batches (ADR 0055), by route path. */
export const BANK_PAYMENT_PAGES: CatalogPages = {
  '/merchant/payments/open-banking-connections': (row) => <OpenBankingConnectionsPage title={row.title} />,
  '/merchant/payments/open-banking-history': (row) => <OpenBankingHistoryPage title={row.title} />,
  '/transaction-management/utr-resubmissions': (row) => <UtrResubmissionsPage key={row.path} side="tenant" title={row.title} />,
  '/transaction-management/rdr/batch-summary': (row) => <ToolList key={row.path} definition={RDR_BATCHES} title={row.title} />,
  '/transaction-management/pending-payments': (row) => <TenantPendingPaymentsPage title={row.title} />,
  '/merchant/transaction-management/utr-resubmissions': (row) => <UtrResubmissionsPage key={row.path} side="merchant" title={row.title} />,
};
