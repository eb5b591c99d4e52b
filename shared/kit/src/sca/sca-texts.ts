import { textTables } from '@portal/i18n';

/** The code dialog's texts (ADR 0080; keys are the English texts) and their Turkish. */
export const SCA_TEXTS = {
  title: 'Confirm with your authenticator',
  intro: 'Enter the 6-digit code your authenticator app shows for the payments portal.',
  code: 'Code',
  verify: 'Confirm',
  cancel: 'Cancel',
  invalid: 'Invalid code',
  digitsOnly: 'The code has 6 digits',
  lockedTitle: 'Strong authentication is locked',
  locked: 'Too many wrong codes. Try again after {{time}}.',
  enrolTitle: 'Set up an authenticator first',
  enrol: 'This action needs a code from an authenticator app. Set one up on your profile page, then try again.',
  enrolNow: 'Set up now',
  close: 'Close',
} as const;

type Key = keyof typeof SCA_TEXTS;

const tr: Record<Key, string> = {
  title: 'Doğrulama uygulamanızla onaylayın',
  intro: 'Doğrulama uygulamanızın ödeme portalı için gösterdiği 6 haneli kodu girin.',
  code: 'Kod',
  verify: 'Onayla',
  cancel: 'İptal',
  invalid: 'Geçersiz kod',
  digitsOnly: 'Kod 6 hanelidir',
  lockedTitle: 'Güçlü kimlik doğrulama kilitlendi',
  locked: 'Çok fazla yanlış kod. {{time}} sonrasında yeniden deneyin.',
  enrolTitle: 'Önce bir doğrulama uygulaması kurun',
  enrol: 'Bu işlem bir doğrulama uygulamasından kod gerektirir. Profil sayfanızda bir tane kurun, sonra yeniden deneyin.',
  enrolNow: 'Şimdi kur',
  close: 'Kapat',
};

export const { en: scaEn, tr: scaTr } = textTables(SCA_TEXTS, tr);
