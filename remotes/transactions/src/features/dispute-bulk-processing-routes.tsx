import type { CatalogPages } from '@portal/contracts';
import { BulkUpdateHistoryPage } from './bulk-update/BulkUpdateHistoryPage';
import { BulkUpdateRequestPage } from './bulk-update/BulkUpdateRequestPage';
import { DisputesPage } from './disputes/DisputesPage';
import { ProcessingSetupPage } from './processing-setup/ProcessingSetupPage';

/** Disputes, platform bulk status updates and the processing setup tool, by route path (ADR 0050). */
export const DISPUTE_BULK_PROCESSING_PAGES: CatalogPages = {
  '/crm/disputes': (row) => <DisputesPage key={row.path} title={row.title} />,
  '/transaction-management/disputes/disputes-lookup': (row) => <DisputesPage key={row.path} title={row.title} />,
  '/platform/transaction-management/transaction-bulk-update-request': (row) => <BulkUpdateRequestPage title={row.title} />,
  '/platform/transaction-management/transaction-bulk-update-history': (row) => <BulkUpdateHistoryPage title={row.title} />,
  '/transaction-management/processing-setup-tool': (row) => <ProcessingSetupPage key={row.path} title={row.title} />,
  '/platform/transaction-management/processing-setup-tool': (row) => <ProcessingSetupPage key={row.path} title={row.title} />,
  '/merchant/transaction-management/processing-setup-tool': (row) => <ProcessingSetupPage key={row.path} title={row.title} />,
};
