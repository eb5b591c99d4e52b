/**
 * Transaction exports (issue 10 deliverable 4, ADR 0045): `GET <lookup>/csv` with the lookup's filters and
 * sort, the chosen columns and the browser's time-zone offset. A result of at most EXPORT_SYNC_LIMIT rows
 * answers the CSV file itself (200, streamed); a larger one answers 202 with the background job, whose file
 * arrives as a ReportGenerated notification.
 */
import type { ProfileLanguage } from '../shell';
import type { TransactionColumn } from './columns';
import type { TransactionLookupKind } from './paths';

/** Rows an export answers at once; beyond it the export runs as a background job (EXPORT_SYNC_LIMIT overrides it on the server). */
export const EXPORT_SYNC_LIMIT = 10_000;

/**
 * Large exports (a background job) one user may have on their way at once, transaction lookups and reports together;
 * past it the server answers 429 with Retry-After and this sentence (translated in the portal).
 */
export const EXPORT_QUOTA = {
  perUser: 3,
  /** A tenant's users and its merchants' together: one organisation cannot fill the export workers for everyone. */
  perTenant: 20,
  retryAfterSeconds: 30,
  message: 'You have 3 exports on their way: each arrives as a notification. Ask for another when one has arrived.',
  tenantMessage: 'Your organisation has 20 exports on their way: each arrives as a notification to whoever asked. Ask again in a minute.',
} as const;

/** `Date.prototype.getTimezoneOffset()`'s range in minutes (UTC-12:00 .. UTC+14:00). */
export const TIMEZONE_OFFSET_RANGE = { min: -840, max: 720 } as const;

/** Export call paths, beside each lookup's list path. */
export const TRANSACTION_EXPORT_PATHS: Record<TransactionLookupKind, string> = {
  tenant: 'api/crm/transactions/csv',
  platform: 'api/crm/platform/transactions/csv',
  merchant: 'api/transactions/csv',
};

/** Header labels of the exported columns: the English titles the lookup's table shows. */
export const TRANSACTION_COLUMN_TITLES: Record<TransactionColumn, string> = {
  externalId: 'External id', createdAt: 'Created', tenantName: 'Tenant', merchantName: 'Merchant', websiteName: 'Website',
  type: 'Type', status: 'Status', amount: 'Amount', currency: 'Currency', paymentMethod: 'Payment method',
  serviceProviderName: 'Service provider', paymentChannelName: 'Payment channel', card: 'Card', cardCountry: 'Card country',
  customerEmail: 'Customer e-mail', customerIp: 'Customer IP', mode: 'Mode', parentExternalId: 'Parent transaction',
};

/**
 * The same titles in Turkish: the lookup's table reads them (the transactions remote's Turkish texts) and a Turkish
 * reader's export writes them, so the file's header is the screen's.
 */
export const TRANSACTION_COLUMN_TITLES_TR: Record<TransactionColumn, string> = {
  externalId: 'Harici kimlik', createdAt: 'Oluşturulma', tenantName: 'Kiracı', merchantName: 'Üye işyeri', websiteName: 'Web sitesi',
  type: 'Tür', status: 'Durum', amount: 'Tutar', currency: 'Para birimi', paymentMethod: 'Ödeme yöntemi',
  serviceProviderName: 'Hizmet sağlayıcı', paymentChannelName: 'Ödeme kanalı', card: 'Kart', cardCountry: 'Kart ülkesi',
  customerEmail: 'Müşteri e-postası', customerIp: 'Müşteri IP', mode: 'Mod', parentExternalId: 'Ana işlem',
};

/** An exported column's title in the reader's language. */
export const transactionColumnTitle = (column: TransactionColumn, language: ProfileLanguage): string =>
  (language === 'tr' ? TRANSACTION_COLUMN_TITLES_TR : TRANSACTION_COLUMN_TITLES)[column];

/** The 202 answer: the export was handed to a background job; its file arrives as a ReportGenerated notification. */
export interface TransactionExportJob {
  jobId: string;
  /** The name the file will have. */
  fileName: string;
  /** Always true: the file is announced by a notification to the caller. */
  notifies: true;
}

/**
 * The offset as people write it: `Date.getTimezoneOffset()` is minutes to add to local time to get UTC
 * (UTC+03:00 gives -180), so the sign flips. 0 -> "UTC", -180 -> "UTC+03:00", 300 -> "UTC-05:00".
 */
export function utcOffsetLabel(timezoneOffset: number): string {
  if (timezoneOffset === 0) return 'UTC';
  const east = -timezoneOffset;
  const abs = Math.abs(east);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${east > 0 ? '+' : '-'}${hh}:${mm}`;
}
