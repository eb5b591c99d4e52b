import { useTranslation } from 'react-i18next';
import { portalI18n, textTables } from '@portal/i18n';
import { CRM_EMAIL_MESSAGES, CRM_EMAIL_MESSAGES_TR, type I18nResources } from '@portal/contracts';

/** Namespace of the e-mail templates settings page (ADR 0090); keys are the English texts. */
export const CRM_EMAIL_TEMPLATES_NAMESPACE = 'crm-email-templates';

export const ET = {
  ...CRM_EMAIL_MESSAGES,
  name: 'Name',
  search: 'Name',
  subject: 'Subject',
  body: 'Text',
  bodyHelp: 'A blank line starts a paragraph, "- " a list item; **bold** and [text](https://...) make bold text and links. Anything else is sent as typed. Placeholders between double braces are filled in from the record when sent.',
  isActive: 'Active',
  Active: 'Active',
  Inactive: 'Inactive',
  sent: 'Sent',
  updatedAt: 'Updated',
  templatesIntro: 'Templates the sales team sends from customers, contacts and other records. Placeholders are filled in with the record\'s real values when sent; the preview shows sample values.',
  newTemplate: 'New template',
  editTemplate: 'Edit {{name}}',
  nameRequired: 'A template needs a name',
  save: 'Save',
  saved: 'Template {{name}} saved',
  placeholders: 'Placeholders',
  placeholdersIntro: 'Use these, with their double braces, in the subject or the text:',
  preview: 'Preview with sample values',
  previewEmpty: 'The preview appears as you type.',
  previewSubject: 'Subject',
};

const tr: Record<keyof typeof ET, string> = {
  ...CRM_EMAIL_MESSAGES_TR,
  name: 'Ad',
  search: 'Ad',
  subject: 'Konu',
  body: 'Metin',
  bodyHelp: 'Boş bir satır yeni paragraf, "- " liste maddesi başlatır; **kalın** ve [metin](https://...) kalın metin ve bağlantı yapar. Gerisi yazıldığı gibi gönderilir. Çift süslü parantez içindeki yer tutucular gönderilirken kayıttan doldurulur.',
  isActive: 'Etkin',
  Active: 'Etkin',
  Inactive: 'Etkin değil',
  sent: 'Gönderilen',
  updatedAt: 'Güncellenme',
  templatesIntro: 'Satış ekibinin müşteri, kişi ve diğer kayıtlardan gönderdiği şablonlar. Yer tutucular gönderilirken kaydın gerçek değerleriyle doldurulur; önizleme örnek değerler gösterir.',
  newTemplate: 'Yeni şablon',
  editTemplate: '{{name}} şablonunu düzenle',
  nameRequired: 'Şablonun bir adı olmalıdır',
  save: 'Kaydet',
  saved: '{{name}} şablonu kaydedildi',
  placeholders: 'Yer tutucular',
  placeholdersIntro: 'Konuda ya da metinde bunları çift süslü parantezleriyle kullanın:',
  preview: 'Örnek değerlerle önizleme',
  previewEmpty: 'Önizleme siz yazdıkça görünür.',
  previewSubject: 'Konu',
};

const tables = textTables(ET, tr);
export const CRM_EMAIL_TEMPLATES_RESOURCES: I18nResources = {
  en: { [CRM_EMAIL_TEMPLATES_NAMESPACE]: tables.en },
  tr: { [CRM_EMAIL_TEMPLATES_NAMESPACE]: tables.tr },
};

export function useEmailTemplatesTranslation() {
  return useTranslation(CRM_EMAIL_TEMPLATES_NAMESPACE, { i18n: portalI18n() });
}
