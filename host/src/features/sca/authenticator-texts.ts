import { useTranslation } from 'react-i18next';
import { addRemoteResources, portalI18n, textTables } from '@portal/i18n';

/** The profile page's authenticator enrolment (ADR 0080; keys are the English texts) and their Turkish. */
export const A = {
  title: 'Strong authentication',
  intro: 'Some actions (roles, CRM users, and what your role marks) ask for a code from an authenticator app such as Google Authenticator, Microsoft Authenticator or 1Password.',
  notEnrolled: 'No authenticator is set up yet.',
  enrolled: 'Your authenticator app is set up. Recovery codes left: {{n}}.',
  locked: 'Too many wrong codes: strong authentication is locked until {{time}}.',
  setUp: 'Set up authenticator',
  replace: 'Replace authenticator',
  scan: '1. Scan this QR code with your authenticator app.',
  qrAlt: 'QR code for your authenticator app',
  orType: 'Or type this key into the app:',
  enterCode: '2. Enter the 6-digit code the app shows now.',
  code: 'Code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  invalid: 'Invalid code',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro: 'Keep these 10 codes somewhere safe. Each works once in place of a code from the app, if you lose it. They are not shown again.',
  done: 'I have saved them',
  copy: 'Copy the codes',
  recoveryLow: 'Only {{n}} recovery codes left. Create new ones, so that you can still confirm actions if you lose the app.',
  recoveryNone: 'No recovery codes left. Create new ones, so that you can still confirm actions if you lose the app.',
  newRecoveryCodes: 'Create new recovery codes',
  recoveryReplaced: 'Your earlier recovery codes no longer work.',
} as const;

type Key = keyof typeof A;

const tr: Record<Key, string> = {
  title: 'Güçlü kimlik doğrulama',
  intro: 'Bazı işlemler (roller, CRM kullanıcıları ve rolünüzün işaretledikleri) Google Authenticator, Microsoft Authenticator veya 1Password gibi bir doğrulama uygulamasından kod ister.',
  notEnrolled: 'Henüz bir doğrulama uygulaması kurulmadı.',
  enrolled: 'Doğrulama uygulamanız kurulu. Kalan kurtarma kodu: {{n}}.',
  locked: 'Çok fazla yanlış kod: güçlü kimlik doğrulama {{time}} saatine kadar kilitli.',
  setUp: 'Doğrulama uygulaması kur',
  replace: 'Doğrulama uygulamasını değiştir',
  scan: '1. Bu QR kodunu doğrulama uygulamanızla okutun.',
  qrAlt: 'Doğrulama uygulamanız için QR kodu',
  orType: 'Ya da bu anahtarı uygulamaya yazın:',
  enterCode: '2. Uygulamanın şu an gösterdiği 6 haneli kodu girin.',
  code: 'Kod',
  confirm: 'Onayla',
  cancel: 'İptal',
  invalid: 'Geçersiz kod',
  recoveryTitle: 'Kurtarma kodlarınız',
  recoveryIntro: 'Bu 10 kodu güvenli bir yerde saklayın. Uygulamayı kaybederseniz her biri bir kez, uygulamanın kodu yerine geçer. Bir daha gösterilmezler.',
  done: 'Kaydettim',
  copy: 'Kodları kopyala',
  recoveryLow: 'Yalnızca {{n}} kurtarma kodu kaldı. Uygulamayı kaybederseniz de işlemleri onaylayabilmek için yenilerini oluşturun.',
  recoveryNone: 'Hiç kurtarma kodu kalmadı. Uygulamayı kaybederseniz de işlemleri onaylayabilmek için yenilerini oluşturun.',
  newRecoveryCodes: 'Yeni kurtarma kodları oluştur',
  recoveryReplaced: 'Önceki kurtarma kodlarınız artık geçerli değil.',
};

const NAMESPACE = 'authenticator';
const { en, tr: trTable } = textTables(A, tr);
let registered = false;

/** The card's texts as i18n resources (its Turkish checked against the shell's words: authenticator-texts.test.ts). */
export const authenticatorResources = () => ({ en: { [NAMESPACE]: en }, tr: { [NAMESPACE]: trTable } });

export function useAuthenticatorTranslation() {
  if (!registered) {
    addRemoteResources(authenticatorResources());
    registered = true;
  }
  return useTranslation(NAMESPACE, { i18n: portalI18n() });
}
