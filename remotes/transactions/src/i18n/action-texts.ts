import { ACTION_QUOTA } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { transactionsTexts } from './use-transactions-translation';

/**
 * The transaction actions' texts (keys are the English texts; namespace "transactions") and their Turkish.
 * Capture, Refund and Void are also the transaction types' names (texts.ts): one key, one Turkish text.
 */
export const A = {
  actions: 'Actions',
  moreActions: 'More actions',
  // One name per action (TRANSACTION_ACTIONS)
  capture: 'Capture',
  void: 'Void',
  refund: 'Refund',
  statusChangeRefund: 'Change to refunded',
  reversal: 'Reverse',
  dispute: 'Open dispute',
  payout: 'Send payout',
  approve: 'Approve',
  decline: 'Decline',
  checkStatus: 'Check status',
  resetRestriction: 'Reset restriction',
  // Dialogs
  dialogTitle: '{{action}}: {{externalId}}',
  subject: '{{externalId}} · {{amount}} · {{status}}',
  // The mode the action runs in (issue 27: visible wherever an action depends on it).
  testModeAction: 'Test mode — no real money moves',
  liveModeAction: 'Live mode — real money moves',
  amountLabel: 'Amount ({{currency}})',
  reasonLabel: 'Reason (optional)',
  reasonTooLong: 'Write at most {{n}} characters',
  reasonCodeLabel: 'Dispute reason code',
  reasonCodeRequired: 'Choose a reason code',
  enterAmount: 'Enter an amount',
  amountPositive: 'Enter an amount greater than zero',
  amountDecimals: '{{currency}} amounts have at most {{n}} decimals',
  amountNoDecimals: '{{currency}} amounts have no decimals',
  captureLimit: 'At most {{amount}} can be captured',
  refundLimit: 'At most {{amount}} can be refunded',
  disputeLimit: 'At most {{amount}} can be disputed',
  confirmApprove: 'Approve this transaction?',
  confirmCheckStatus: "Ask the provider for this transaction's status?",
  confirmPayout: 'Send this payout?',
  confirmResetRestriction: 'Lift the antifraud restriction this payment put on its card at the merchant?',
  confirmVoid: 'Release the funds this authorisation holds?',
  confirmReversal: 'Reverse the whole capture?',
  confirmStatusChangeRefund: 'Record a refund made outside the gateway for what remains ({{amount}})?',
  declineTitle: 'Decline {{externalId}}',
  // Events tab
  resendWebhook: 'Resend webhook',
  // Relationships tab
  deallocate: 'Deallocate',
  deallocateLabel: 'Deallocate {{reference}}',
  confirmDeallocate: 'End the allocation to {{reference}}?',
  deallocated: 'The allocation to {{reference}} has ended',
  // Batch payouts (lookup)
  payoutBatch: 'Payouts waiting for approval',
  approveSelected: 'Approve selected ({{n}})',
  declineSelected: 'Decline selected ({{n}})',
  confirmBatchApprove: 'Approve the selected payouts ({{n}})?',
  batchDeclineTitle: 'Decline the selected payouts ({{n}})',
  batchOutcomes: 'Outcome of each payout',
  subjectColumn: 'Transaction',
  outcomeColumn: 'Outcome',
  messageColumn: 'Message',
  batchSummary: '{{done}} of {{n}} done, {{refused}} refused',
  Refused: 'Refused',
  // The server's 429 past the action quota (ADR 0102): shown as the reason of a Retry banner.
  actionQuota: ACTION_QUOTA.message,
} as const;

type Key = keyof typeof A;

const tr: Record<Key, string> = {
  actions: 'İşlemler',
  moreActions: 'Diğer işlemler',
  capture: 'Tahsilat',
  void: 'İptal',
  refund: 'İade',
  statusChangeRefund: 'İade edildi olarak işaretle',
  reversal: 'Ters kayıt yap',
  dispute: 'İtiraz aç',
  payout: 'Ödemeyi gönder',
  approve: 'Onayla',
  decline: 'Reddet',
  checkStatus: 'Durumu sorgula',
  resetRestriction: 'Kısıtlamayı kaldır',
  dialogTitle: '{{action}}: {{externalId}}',
  subject: '{{externalId}} · {{amount}} · {{status}}',
  testModeAction: 'Test modu — gerçek para hareketi olmaz',
  liveModeAction: 'Canlı mod — gerçek para hareketi olur',
  amountLabel: 'Tutar ({{currency}})',
  reasonLabel: 'Neden (isteğe bağlı)',
  reasonTooLong: 'En fazla {{n}} karakter yazın',
  reasonCodeLabel: 'İtiraz neden kodu',
  reasonCodeRequired: 'Bir neden kodu seçin',
  enterAmount: 'Bir tutar girin',
  amountPositive: 'Sıfırdan büyük bir tutar girin',
  amountDecimals: '{{currency}} tutarlarında en fazla {{n}} ondalık basamak olur',
  amountNoDecimals: '{{currency}} tutarlarında ondalık basamak olmaz',
  captureLimit: 'En fazla {{amount}} tahsil edilebilir',
  refundLimit: 'En fazla {{amount}} iade edilebilir',
  disputeLimit: 'En fazla {{amount}} için itiraz açılabilir',
  confirmApprove: 'Bu işlem onaylansın mı?',
  confirmCheckStatus: 'İşlemin durumu sağlayıcıdan sorgulansın mı?',
  confirmPayout: 'Bu ödeme gönderilsin mi?',
  confirmResetRestriction: 'Bu ödemenin kartına üye işyerinde konan dolandırıcılık kısıtlaması kaldırılsın mı?',
  confirmVoid: 'Bu provizyonun tuttuğu tutar serbest bırakılsın mı?',
  confirmReversal: 'Tahsilatın tamamı ters kayıtla geri alınsın mı?',
  confirmStatusChangeRefund: 'Ödeme sistemi dışında yapılan bir iade kalan tutar için ({{amount}}) kaydedilsin mi?',
  declineTitle: '{{externalId}} reddet',
  resendWebhook: "Webhook'u yeniden gönder",
  deallocate: 'Tahsisi kaldır',
  deallocateLabel: 'Tahsisi kaldır: {{reference}}',
  confirmDeallocate: '{{reference}} hesabına tahsis sonlandırılsın mı?',
  deallocated: '{{reference}} hesabına tahsis sonlandırıldı',
  payoutBatch: 'Onay bekleyen ödemeler',
  approveSelected: 'Seçilenleri onayla ({{n}})',
  declineSelected: 'Seçilenleri reddet ({{n}})',
  confirmBatchApprove: 'Seçilen ödemeler onaylansın mı ({{n}})?',
  batchDeclineTitle: 'Seçilen ödemeler reddediliyor ({{n}})',
  batchOutcomes: 'Her ödemenin sonucu',
  subjectColumn: 'İşlem',
  outcomeColumn: 'Sonuç',
  messageColumn: 'Mesaj',
  batchSummary: '{{n}} ödemeden {{done}} tanesi tamamlandı, {{refused}} tanesi reddedildi',
  Refused: 'Reddedildi',
  actionQuota: 'Bir dakikada çok fazla işlem: hiçbir şey yapılmadı. Biraz bekleyip yeniden deneyin.',
};

export const actionEn: Record<string, string> = Object.fromEntries(Object.values(A).map((text) => [text, text]));
export const actionTr: Record<string, string> = Object.fromEntries((Object.keys(tr) as Key[]).map((key) => [A[key], tr[key]]));

// Only lazy parts show these (the drawer's actions, the batch bar, the disputes', payments' and virtual terminal's
// forms): the texts register as this file is evaluated, in the chunk of the first of them to load, not with the lookup
// (ADR 0115 "Session 63").
addRemoteResources(transactionsTexts(actionEn, actionTr));
