import { useTranslation } from 'react-i18next';
import { addRemoteResources, portalI18n, textTables } from '@portal/i18n';
import { CRM_EMAIL_MESSAGES, type I18nResources } from '@portal/contracts';

/** Namespace of the CRM's e-mails page and send dialog (ADR 0090); keys are the English texts. */
export const CRM_EMAILS_NAMESPACE = 'crm-emails';

export const EM = {
  ...CRM_EMAIL_MESSAGES,
  search: 'Subject or recipient',
  status: 'Status',
  relatedType: 'Record type',
  relatedId: 'Record',
  Queued: 'Queued',
  Sent: 'Sent',
  Failed: 'Failed',
  organization: 'Customer',
  contact: 'Contact',
  lead: 'Lead',
  opportunity: 'Opportunity',
  project: 'Project',
  subject: 'Subject',
  to: 'To',
  record: 'Record',
  template: 'Template',
  sender: 'Sent by',
  createdAt: 'Created',
  sentAt: 'Sent at',
  message: 'Message',
  close: 'Close',
  openEmail: 'Open {{subject}}',
  openRecord: 'Open the record',
  emailsIntro: 'E-mails sent from customers, contacts and other CRM records, as they went out through the mail transport.',
  sendEmail: 'Send e-mail',
  sendEmailTitle: 'Send an e-mail',
  sendEmailTo: 'Send an e-mail to {{name}}',
  noTemplate: 'No template: write it',
  body: 'Text',
  templateHelp: 'The template\'s subject and text are filled with the record\'s values when sent.',
  placeholdersHelp: 'Placeholders such as {{example}} are filled in from the record.',
  preview: 'Preview',
  previewIntro: 'As it will be sent:',
  send: 'Send',
  cancel: 'Cancel',
  sending: 'Sending…',
  sentTo: 'E-mail sent to {{to}}',
  failedTo: 'The e-mail to {{to}} could not be handed to the mail transport: it is logged as Failed',
  loadFailed: 'The e-mail could not be loaded. Try again.',
};

const tr: Record<keyof typeof EM, string> = {
  templateNameTaken: '{{name}} adlı bir şablon zaten var: başka bir ad seçin',
  unknownPlaceholder: 'Bilinmeyen yer tutucu {{placeholder}}: listedeki yer tutuculardan birini kullanın',
  unknownTemplate: 'Bilinmeyen e-posta şablonu',
  inactiveTemplate: '{{name}} şablonu pasif',
  subjectRequired: 'E-postanın bir konusu olmalıdır',
  bodyRequired: 'E-postanın bir metni olmalıdır',
  unknownRecord: 'Bilinmeyen kayıt',
  noRecipient: 'Bu kaydın e-posta adresi olan bir kişisi yok: önce bir tane ekleyin',
  unsupportedRecord: 'Bir {{type}} kaydından henüz e-posta gönderilemez',
  placeholderEmpty: '{{placeholder}} yer tutucusunun bu kayıt için değeri yok',
  search: 'Konu ya da alıcı',
  status: 'Durum',
  relatedType: 'Kayıt türü',
  relatedId: 'Kayıt',
  Queued: 'Sırada',
  Sent: 'Gönderildi',
  Failed: 'Başarısız',
  organization: 'Müşteri',
  contact: 'Kişi',
  lead: 'Aday',
  opportunity: 'Fırsat',
  project: 'Proje',
  subject: 'Konu',
  to: 'Alıcı',
  record: 'Kayıt',
  template: 'Şablon',
  sender: 'Gönderen',
  createdAt: 'Oluşturulma',
  sentAt: 'Gönderilme',
  message: 'İleti',
  close: 'Kapat',
  openEmail: '{{subject}} iletisini aç',
  openRecord: 'Kaydı aç',
  emailsIntro: 'Müşteri, kişi ve diğer CRM kayıtlarından gönderilen, posta aktarımından çıktığı hâliyle e-postalar.',
  sendEmail: 'E-posta gönder',
  sendEmailTitle: 'E-posta gönder',
  sendEmailTo: '{{name}} kaydına e-posta gönder',
  noTemplate: 'Şablon yok: kendiniz yazın',
  body: 'Metin',
  templateHelp: 'Şablonun konusu ve metni gönderilirken kaydın değerleriyle doldurulur.',
  placeholdersHelp: '{{example}} gibi yer tutucular kayıttan doldurulur.',
  preview: 'Önizleme',
  previewIntro: 'Gönderileceği hâliyle:',
  send: 'Gönder',
  cancel: 'Vazgeç',
  sending: 'Gönderiliyor…',
  sentTo: 'E-posta {{to}} adresine gönderildi',
  failedTo: '{{to}} adresine e-posta posta aktarımına verilemedi: Başarısız olarak kaydedildi',
  loadFailed: 'E-posta yüklenemedi. Yeniden deneyin.',
};

const tables = textTables(EM, tr);
export const CRM_EMAILS_RESOURCES: I18nResources = {
  en: { [CRM_EMAILS_NAMESPACE]: tables.en },
  tr: { [CRM_EMAILS_NAMESPACE]: tables.tr },
};
// Registered when a page that uses these texts loads, not with the remote: its first visit stays within its budget
// (the simple area's 60 KB, scripts/lib/shell-budget.mjs).
addRemoteResources(CRM_EMAILS_RESOURCES);

export function useCrmEmailsTranslation() {
  return useTranslation(CRM_EMAILS_NAMESPACE, { i18n: portalI18n() });
}
