/**
 * The column choice of a lookup (`transaction-lookup-columns`, V2): per user and per lookup, kept on the
 * server (GET/PUT TRANSACTION_PATHS.*Columns). `columns` lists the visible columns in display order.
 */
import { inPinnedOrder, type ColumnPin } from '../columns/column-pin';
import type { TransactionLookupKind } from './paths';

/** Every column a lookup can show; `card` shows cardFirst6 ****** cardLast4, `amount` with its currency. */
export const TRANSACTION_COLUMNS = [
  'externalId', 'createdAt', 'tenantName', 'merchantName', 'websiteName', 'type', 'status', 'amount', 'currency',
  'paymentMethod', 'serviceProviderName', 'paymentChannelName', 'card', 'cardCountry', 'customerEmail', 'customerIp',
  'mode', 'parentExternalId',
] as const;
export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number];

/** Columns each lookup may show (tenantName only across tenants, merchantName not for a merchant). */
export const TRANSACTION_LOOKUP_COLUMNS: Record<TransactionLookupKind, readonly TransactionColumn[]> = {
  platform: TRANSACTION_COLUMNS,
  tenant: TRANSACTION_COLUMNS.filter((c) => c !== 'tenantName'),
  merchant: TRANSACTION_COLUMNS.filter((c) => c !== 'tenantName' && c !== 'merchantName'),
};

/** What a user sees before choosing. */
export const DEFAULT_TRANSACTION_COLUMNS: Record<TransactionLookupKind, readonly TransactionColumn[]> = {
  platform: ['externalId', 'createdAt', 'tenantName', 'merchantName', 'type', 'status', 'amount', 'paymentMethod', 'serviceProviderName'],
  tenant: ['externalId', 'createdAt', 'merchantName', 'type', 'status', 'amount', 'paymentMethod', 'serviceProviderName', 'card'],
  merchant: ['externalId', 'createdAt', 'websiteName', 'type', 'status', 'amount', 'paymentMethod', 'card', 'customerEmail'],
};

/**
 * Where a lookup's columns stay while its table scrolls sideways (issue 27: the key columns kept in view at 1280 px):
 * the external id a payment is known by on the left, its status and amount on the right. The screen and the export
 * both read this table.
 */
export const TRANSACTION_COLUMN_PINS: Readonly<Partial<Record<TransactionColumn, ColumnPin>>> = {
  externalId: 'left', status: 'right', amount: 'right',
};

/**
 * Columns in the order the lookup shows them: as chosen (the page lists them in TRANSACTION_COLUMNS' order), the
 * pinned ones moved to their edges. The export writes its columns in this order, so the file's header is the screen's.
 */
export function transactionColumnsOnScreen<Column extends TransactionColumn>(columns: readonly Column[]): Column[] {
  return inPinnedOrder(columns, (column) => TRANSACTION_COLUMN_PINS[column]);
}

/** GET answer. `isDefault` = the user never chose (columns are DEFAULT_TRANSACTION_COLUMNS[lookup]). */
export interface TransactionColumnChoice {
  lookup: TransactionLookupKind;
  columns: TransactionColumn[];
  isDefault: boolean;
}

/** PUT body: at least one column, each once, each allowed for the lookup (400 otherwise). */
export interface TransactionColumnChoiceUpdate {
  columns: TransactionColumn[];
}
