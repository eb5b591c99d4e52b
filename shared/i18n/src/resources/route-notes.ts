/**
 * Turkish of the notes under the versioned pages' titles (contracts VERSION_NOTES: what each version shows that
 * the others do not). Keys are the English notes (ADR 0009); route-notes.test.ts fails when one has no Turkish.
 */
export const routeNotesTr: Record<string, string> = {
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
