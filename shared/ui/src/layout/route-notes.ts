import { useTranslation } from 'react-i18next';
import { addRemoteResources, portalI18n } from '@portal/i18n';

/**
 * The spec's versioned pages sit side by side in the menus (part 2 sections 2.1, 2.2): each says under its title
 * what it shows that its other versions do not. By the route's last path segment: the tenant's, platform's and
 * merchant's pages alike. Here, not in the route catalogue: pages load them, the shell's start does not.
 */
export const VERSION_NOTES: Readonly<Record<string, string>> = {
  'transaction-lookup': 'Version 1: a fixed set of columns. On the version 2 page you choose the columns.',
  'transaction-lookup-columns': 'Version 2: the same transactions; you choose and order the columns, and your choice is kept for your next visit.',
  'transaction-lookup-v2': 'The same search as Transaction lookup, answered by the reporting service instead of the transaction service.',
  'transaction-lookup-apm': 'Payments by alternative payment methods (APM) only, searched in the field you pick.',
  'transaction-lookup-v3': 'Version 3 (BDT): bank deposits credited for bank transfers, and the payment each was matched to.',
  'transactions-summary-v1': 'Version 1: grouped by payment method and currency.',
  'transactions-summary': 'Grouped by transaction type and currency; version 1 groups by payment method.',
  'transactions-summary-v3': 'Version 3: grouped by customer (merchant) and currency.',
  'transactions-daily-v1': 'Version 1: the last 24 hours, hour by hour.',
  'transactions-daily': 'Day by day over the period you choose; version 1 shows the last 24 hours hour by hour.',
  webhookreport: 'One row per webhook with its delivery; Webhook report V2 counts deliveries per event type.',
  webhookreportV2: 'Version 2: deliveries counted per event type (delivered, failed, pending, delivery rate), not one row per webhook.',
};

const tr: Record<string, string> = {
  'Version 1: a fixed set of columns. On the version 2 page you choose the columns.': 'Sürüm 1: sabit sütunlar. Sürüm 2 sayfasında sütunları siz seçersiniz.',
  'Version 2: the same transactions; you choose and order the columns, and your choice is kept for your next visit.':
    'Sürüm 2: aynı işlemler; sütunları siz seçer ve sıralarsınız, seçiminiz sonraki ziyaretiniz için saklanır.',
  'The same search as Transaction lookup, answered by the reporting service instead of the transaction service.':
    'İşlem sorgulama ile aynı arama; işlem servisi yerine raporlama servisi yanıtlar.',
  'Payments by alternative payment methods (APM) only, searched in the field you pick.':
    'Yalnızca alternatif ödeme yöntemleriyle (APM) yapılan ödemeler; seçtiğiniz alanda aranır.',
  'Version 3 (BDT): bank deposits credited for bank transfers, and the payment each was matched to.':
    'Sürüm 3 (BDT): banka havaleleri için hesaba geçen yatırımlar ve her birinin eşleştiği ödeme.',
  'Version 1: grouped by payment method and currency.': 'Sürüm 1: ödeme yöntemine ve para birimine göre gruplanır.',
  'Grouped by transaction type and currency; version 1 groups by payment method.': 'İşlem türüne ve para birimine göre gruplanır; sürüm 1 ödeme yöntemine göre gruplar.',
  'Version 3: grouped by customer (merchant) and currency.': 'Sürüm 3: müşteriye (üye işyeri) ve para birimine göre gruplanır.',
  'Version 1: the last 24 hours, hour by hour.': 'Sürüm 1: son 24 saat, saat saat.',
  'Day by day over the period you choose; version 1 shows the last 24 hours hour by hour.': 'Seçtiğiniz dönem gün gün; sürüm 1 son 24 saati saat saat gösterir.',
  'One row per webhook with its delivery; Webhook report V2 counts deliveries per event type.':
    'Her webhook için teslim durumuyla bir satır; Webhook raporu V2 teslimleri olay türüne göre sayar.',
  'Version 2: deliveries counted per event type (delivered, failed, pending, delivery rate), not one row per webhook.':
    'Sürüm 2: teslimler olay türüne göre sayılır (teslim edilen, başarısız, bekleyen, teslim oranı); webhook başına bir satır yoktur.',
};

/** i18n namespace of the notes; keys are the English notes (ADR 0009). */
export const ROUTE_NOTES_NAMESPACE = 'route-notes';

/** The notes' Turkish (a test fails for a note without it). */
export const ROUTE_NOTES_TR: Readonly<Record<string, string>> = tr;

let registered = false;

/** The notes through the portal's one i18next instance (registered on first use). */
export function useRouteNotesTranslation() {
  const i18n = portalI18n();
  if (!registered) {
    addRemoteResources({ en: { [ROUTE_NOTES_NAMESPACE]: Object.fromEntries(Object.values(VERSION_NOTES).map((note) => [note, note])) }, tr: { [ROUTE_NOTES_NAMESPACE]: tr } });
    registered = true;
  }
  return useTranslation(ROUTE_NOTES_NAMESPACE, { i18n });
}
