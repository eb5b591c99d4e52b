import { addRemoteResources } from '@portal/i18n';
import { transactionsTexts } from './use-transactions-translation';

/** Texts of the approvals page and dialog (ADR 0071; keys are the English texts) and their Turkish. */
export const AP = {
  intro: 'Refunds and payouts above the four-eyes threshold that wait for a second person, oldest first. You cannot decide a request you asked for.',
  reference: 'Reference',
  type: 'Type',
  merchant: 'Merchant',
  amount: 'Amount',
  requestedBy: 'Requested by',
  reason: 'Reason',
  parentPayment: 'Payment',
  leftToRefund: 'Left to refund after this',
  waiting: 'Waiting since',
  mode: 'Mode',
  modeTest: 'Test',
  modeLive: 'Live',
  unknownRequester: 'Not recorded',
  noReason: 'None given',
  none: '-',
  dialogTitle: 'Approve or decline {{externalId}}',
  approve: 'Approve',
  decline: 'Decline',
  cancel: 'Cancel',
  declineTitle: 'Decline {{externalId}}',
  ownRequest: 'You asked for this: another approver decides it.',
  liveWarning: 'This request is in Live mode: approving moves real money.',
  notWaiting: 'This request is no longer waiting for approval: someone decided it, or it was never yours to see.',
  loading: 'Loading the request',
  approved: '{{externalId}} was approved',
  declined: '{{externalId}} was declined',
  empty: 'Nothing waits for approval.',
} as const;

type Key = keyof typeof AP;
const byKey: Record<Key, string> = {
  intro: 'Dört göz eşiğini aşan ve ikinci bir kişiyi bekleyen iadeler ve ödemeler, en eskisi önce. Kendi istediğiniz bir talebe karar veremezsiniz.',
  reference: 'Referans',
  type: 'Tür',
  merchant: 'Üye işyeri',
  amount: 'Tutar',
  requestedBy: 'İsteyen',
  reason: 'Gerekçe',
  parentPayment: 'Ödeme',
  leftToRefund: 'Bundan sonra iade edilebilecek',
  waiting: 'Bekleme başlangıcı',
  mode: 'Mod',
  modeTest: 'Test',
  modeLive: 'Canlı',
  unknownRequester: 'Kaydedilmemiş',
  noReason: 'Belirtilmemiş',
  none: '-',
  dialogTitle: '{{externalId}} onaylansın mı, reddedilsin mi',
  approve: 'Onayla',
  decline: 'Reddet',
  cancel: 'İptal',
  declineTitle: '{{externalId}} reddet',
  ownRequest: 'Bunu siz istediniz: başka bir onaylayıcı karar verir.',
  liveWarning: 'Bu talep Canlı modda: onaylamak gerçek para hareketi yapar.',
  notWaiting: 'Bu talep artık onay beklemiyor: biri karar verdi ya da görmeniz gereken bir talep değildi.',
  loading: 'Talep yükleniyor',
  approved: '{{externalId}} onaylandı',
  declined: '{{externalId}} reddedildi',
  empty: 'Onay bekleyen bir şey yok.',
};

export const approvalEn: Record<string, string> = Object.fromEntries(Object.values(AP).map((text) => [text, text]));
export const approvalTr: Record<string, string> = Object.fromEntries((Object.keys(AP) as Key[]).map((key) => [AP[key], byKey[key]]));

// Only lazy parts show these (the approvals queues, the drawer's approval facts and dialog): the texts register as
// this file is evaluated, in the chunk of the first of them to load, not with the lookup (ADR 0115 "Session 63").
addRemoteResources(transactionsTexts(approvalEn, approvalTr));
