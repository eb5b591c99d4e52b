import { useTranslation } from 'react-i18next';
import { addRemoteResources, portalI18n } from '@portal/i18n';

/** i18n namespace of the field/form kit; keys are the English texts (ADR 0009). */
export const FORM_KIT_NAMESPACE = 'kit-forms';

export const FORM_KIT_TEXTS = {
  required: 'This field is required',
  invalidEmail: 'Enter a valid e-mail address',
  invalidUrl: 'Enter a valid address starting with http, https, ftp or mailto',
  invalidPhone: 'Enter a valid phone number',
  invalidNumber: 'Enter a valid number',
  rangeTooLong: 'Pick at most {{n}} days',
  rangeEndBeforeStart: 'The end date must not be before the start date',
  startDate: 'Start date',
  endDate: 'End date',
  loadOptionsFailed: 'The options could not be loaded',
  noOptions: 'No options',
  today: 'Today',
  yesterday: 'Yesterday',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  close: 'Close',
  save: 'Save',
  cancel: 'Cancel',
  rejectReason: 'Reject reason',
  rejectReasonRequired: 'Reject reason is required',
  success: 'Success',
  failed: 'Failed',
  warning: 'Warning',
  info: 'Information',
  elapsedSeconds: '{{seconds}} s',
} as const;

export const formKitTr: Record<string, string> = {
  [FORM_KIT_TEXTS.required]: 'Bu alan zorunludur',
  [FORM_KIT_TEXTS.invalidEmail]: 'Geçerli bir e-posta adresi girin',
  [FORM_KIT_TEXTS.invalidUrl]: 'http, https, ftp veya mailto ile başlayan geçerli bir adres girin',
  [FORM_KIT_TEXTS.invalidPhone]: 'Geçerli bir telefon numarası girin',
  [FORM_KIT_TEXTS.invalidNumber]: 'Geçerli bir sayı girin',
  [FORM_KIT_TEXTS.rangeTooLong]: 'En fazla {{n}} gün seçin',
  [FORM_KIT_TEXTS.rangeEndBeforeStart]: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  [FORM_KIT_TEXTS.startDate]: 'Başlangıç tarihi',
  [FORM_KIT_TEXTS.endDate]: 'Bitiş tarihi',
  [FORM_KIT_TEXTS.loadOptionsFailed]: 'Seçenekler yüklenemedi',
  [FORM_KIT_TEXTS.noOptions]: 'Seçenek yok',
  [FORM_KIT_TEXTS.today]: 'Bugün',
  [FORM_KIT_TEXTS.yesterday]: 'Dün',
  [FORM_KIT_TEXTS.last7Days]: 'Son 7 gün',
  [FORM_KIT_TEXTS.last30Days]: 'Son 30 gün',
  [FORM_KIT_TEXTS.thisMonth]: 'Bu ay',
  [FORM_KIT_TEXTS.lastMonth]: 'Geçen ay',
  [FORM_KIT_TEXTS.close]: 'Kapat',
  [FORM_KIT_TEXTS.save]: 'Kaydet',
  [FORM_KIT_TEXTS.cancel]: 'İptal',
  [FORM_KIT_TEXTS.rejectReason]: 'Ret nedeni',
  [FORM_KIT_TEXTS.rejectReasonRequired]: 'Ret nedeni zorunludur',
  [FORM_KIT_TEXTS.success]: 'Başarılı',
  [FORM_KIT_TEXTS.failed]: 'Başarısız',
  [FORM_KIT_TEXTS.warning]: 'Uyarı',
  [FORM_KIT_TEXTS.info]: 'Bilgi',
  [FORM_KIT_TEXTS.elapsedSeconds]: '{{seconds}} sn',
};

let registered = false;

/** Registers the kit's texts (en and tr) on the portal's one i18next instance, once. */
export function registerFormKitTexts(extraEn: Record<string, string> = {}, extraTr: Record<string, string> = {}) {
  if (registered && Object.keys(extraEn).length === 0) return;
  const en = Object.fromEntries(Object.values(FORM_KIT_TEXTS).map((text) => [text, text]));
  addRemoteResources({ en: { [FORM_KIT_NAMESPACE]: { ...en, ...extraEn } }, tr: { [FORM_KIT_NAMESPACE]: { ...formKitTr, ...extraTr } } });
  registered = true;
}

/**
 * The kit's translation function. A text missing from the catalogue (a label or message a server sent)
 * is shown as is: i18next returns the key, and keys are English texts.
 */
export function useFormKitTranslation() {
  registerFormKitTexts();
  return useTranslation(FORM_KIT_NAMESPACE, { i18n: portalI18n() });
}
