import type { CatalogPages } from '@portal/contracts';
import { TRANSACTION_TOOL_ENDPOINTS } from '@portal/contracts';
import { TransactionLookupPage, type TransactionLookupPageProps } from '../lookup/TransactionLookupPage';
import { ToolList } from './tool-list';
import { APM_LOOKUP, APM_REQUESTS } from './apm/apm-pages';
import { BDT_LOOKUP } from './bdt/bdt-page';
import { BankOrderUploadsPage } from './bank-orders/BankOrderUploadsPage';
import { TerminalToolPage } from './terminals/TerminalToolPage';
import { TERMINAL_CONVERSIONS, TERMINAL_SETTLEMENTS, TERMINAL_TRANSACTIONS } from './terminals/terminal-pages';

/**
 * The tenant's other lookups and tools (issue 13 part C), by route: each a declaration on the kits. The
 * reporting service's lookup is the tenant lookup with its own list call; its answer has the same shape.
 */
const lookupV2 = TRANSACTION_TOOL_ENDPOINTS.lookupV2 as unknown as NonNullable<TransactionLookupPageProps['listEndpoint']>;

export const TOOL_PAGES: CatalogPages = {
  '/transaction-management/transaction-lookup-v2': (row) => <TransactionLookupPage key={row.path} kind="tenant" columnChoice={false} title={row.title} listEndpoint={lookupV2} />,
  '/transaction-management/transaction-lookup-apm': (row) => <ToolList key={row.path} definition={APM_LOOKUP} title={row.title} />,
  '/transaction-management/transaction-lookup-v3': (row) => <ToolList key={row.path} definition={BDT_LOOKUP} title={row.title} />,
  '/transaction-management/terminal-transaction-lookup': (row) => <TerminalToolPage key={row.path} definition={TERMINAL_TRANSACTIONS} title={row.title} />,
  '/transaction-management/terminal-currency-conversions': (row) => <TerminalToolPage key={row.path} definition={TERMINAL_CONVERSIONS} title={row.title} />,
  '/transaction-management/terminal-settlements': (row) => <TerminalToolPage key={row.path} definition={TERMINAL_SETTLEMENTS} title={row.title} />,
  '/transaction-management/bank-order-uploads': (row) => <BankOrderUploadsPage key={row.path} title={row.title} />,
  '/transaction-management/vrtransaction-lookup': (row) => <ToolList key={row.path} definition={APM_REQUESTS} title={row.title} />,
};
