/**
 * The column choice of a lookup (`transaction-lookup-columns`, V2): per user and per lookup, kept on the
 * server (GET/PUT TRANSACTION_PATHS.*Columns). `columns` lists the visible columns in display order.
 */
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
