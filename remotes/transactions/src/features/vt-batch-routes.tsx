import type { CatalogPages } from '@portal/contracts';
import { VirtualTerminalPage } from './virtual-terminal/VirtualTerminalPage';

/** Issue 13's virtual terminal and batch payment pages (ADR 0054) by route path. */
export const VT_BATCH_PAGES: CatalogPages = {
  '/transaction-management/virtual-terminal': (row) => <VirtualTerminalPage key={row.path} title={row.title} />,
  '/merchant/transaction-management/virtual-terminal': (row) => <VirtualTerminalPage key={row.path} title={row.title} />,
};
