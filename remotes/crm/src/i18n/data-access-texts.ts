import { textTables } from '@portal/i18n';

/** Texts of a CRM user's data permissions (ADR 0082; keys are the English texts) and their Turkish. */
export const D = {
  open: 'Data access of {{name}}',
  title: 'Data access: {{name}}',
  intro: 'What this user sees in lookups, reports, dashboards and exports. Their role still decides which pages they open.',
  merchants: 'Merchants',
  paymentMethods: 'Payment methods',
  serviceProviders: 'Service providers',
  all: 'All',
  only: 'Only these',
  allMerchants: 'All merchants of the tenant',
  allPaymentMethods: 'All payment methods',
  allServiceProviders: 'All service providers',
  pickMerchants: 'Choose merchants',
  pickPaymentMethods: 'Choose payment methods',
  pickServiceProviders: 'Choose service providers',
  pickAtLeastOne: 'Choose at least one, or allow all',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Data access of {{name}} saved',
  loadFailed: 'The data access of this user could not be loaded.',
  self: 'You cannot change your own data permissions',
} as const;

type Key = keyof typeof D;
const byKey: Record<Key, string> = {
  open: '{{name}} veri erişimi',
  title: 'Veri erişimi: {{name}}',
  intro: 'Bu kullanıcının işlem aramalarında, raporlarda, panolarda ve dışa aktarmalarda gördükleri. Hangi sayfaları açabileceğini yine rolü belirler.',
  merchants: 'Üye işyerleri',
  paymentMethods: 'Ödeme yöntemleri',
  serviceProviders: 'Hizmet sağlayıcılar',
  all: 'Tümü',
  only: 'Yalnızca bunlar',
  allMerchants: 'Kiracının tüm üye işyerleri',
  allPaymentMethods: 'Tüm ödeme yöntemleri',
  allServiceProviders: 'Tüm hizmet sağlayıcılar',
  pickMerchants: 'Üye işyerlerini seçin',
  pickPaymentMethods: 'Ödeme yöntemlerini seçin',
  pickServiceProviders: 'Hizmet sağlayıcıları seçin',
  pickAtLeastOne: 'En az birini seçin ya da tümüne izin verin',
  save: 'Kaydet',
  cancel: 'İptal',
  saved: '{{name}} veri erişimi kaydedildi',
  loadFailed: 'Bu kullanıcının veri erişimi yüklenemedi.',
  self: 'Kendi veri izinlerinizi değiştiremezsiniz',
};

export const { en: dataAccessEn, tr: dataAccessTr } = textTables(D, byKey);
