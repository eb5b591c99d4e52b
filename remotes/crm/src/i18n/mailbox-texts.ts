import { textTables } from '@portal/i18n';

/** Texts of the development mailbox (ADR 0075; keys are the English texts) and their Turkish. */
export const MB = {
  intro: 'The e-mail this backend sent (invitations, password resets, registration confirmations), newest first. It is kept because the backend runs with DEV_MAILBOX=true; in production mail leaves through SMTP only.',
  sent: 'Sent',
  to: 'To',
  subject: 'Subject',
  recipient: 'Recipient',
  search: 'Search',
  message: 'Message',
  openLink: 'Open the link in a new tab',
  linkNote: 'Open it in a private window to act as the recipient: in this window you stay signed in as yourself.',
  empty: 'No e-mail has been sent yet.',
  close: 'Close',
  mailOf: 'E-mail to {{to}}',
} as const;

type Key = keyof typeof MB;

const byKey: Record<Key, string> = {
  intro: 'Bu arka ucun gönderdiği e-postalar (davetler, parola sıfırlamaları, kayıt onayları), en yenisi önce. Arka uç DEV_MAILBOX=true ile çalıştığı için saklanır; canlı ortamda e-posta yalnızca SMTP ile gider.',
  sent: 'Gönderilme',
  to: 'Alıcı',
  subject: 'Konu',
  recipient: 'Alıcı',
  search: 'Ara',
  message: 'İleti',
  openLink: 'Bağlantıyı yeni sekmede aç',
  linkNote: 'Alıcı olarak işlem yapmak için gizli bir pencerede açın: bu pencerede kendi hesabınızla oturumunuz açık kalır.',
  empty: 'Henüz e-posta gönderilmedi.',
  close: 'Kapat',
  mailOf: '{{to}} adresine e-posta',
};

export const { en: mailboxEn, tr: mailboxTr } = textTables(MB, byKey);
