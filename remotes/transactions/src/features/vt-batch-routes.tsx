import type { CatalogPages } from '@portal/contracts';
import { BatchPaymentPage } from './payments/batches/BatchPaymentPage';
import { BatchSummaryPage } from './payments/batches/BatchSummaryPage';
import { VirtualTerminalPage } from './virtual-terminal/VirtualTerminalPage';

/** Issue 13's virtual terminal and batch payment pages (ADR 0054) by route path. */
export const VT_BATCH_PAGES: CatalogPages = {
  '/transaction-management/virtual-terminal': (row) => <VirtualTerminalPage key={row.path} title={row.title} />,
  '/merchant/transaction-management/virtual-terminal': (row) => <VirtualTerminalPage key={row.path} title={row.title} />,
  '/merchant/payments/batch-payment': (row) => <BatchPaymentPage title={row.title} />,
  '/merchant/payments/batch-summary': (row) => <BatchSummaryPage title={row.title} />,
};
