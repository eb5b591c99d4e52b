import { UTR_MESSAGES } from '@portal/contracts';

/** Texts of the UTR resubmission pages (ADR 0055; keys are the English texts) and their Turkish, with the server's messages. */
export const UT = {
  intro: 'A bank transfer stays pending until its credit reaches the account and is matched to it. When the payer left out or mistyped the payment reference, submit the UTR from the payer’s bank receipt: it is matched to the credit of that UTR, amount and currency.',
  pendingTitle: 'Waiting for a UTR',
  historyTitle: 'Submitted UTRs',
  searchLabel: 'Search by external id',
  created: 'Created',
  merchant: 'Merchant',
  amount: 'Amount',
  payer: 'Payer e-mail',
  utr: 'UTR',
  lastUtr: 'Last UTR',
  lastOutcome: 'Last outcome',
  noneYet: 'None yet',
  attempts: 'Attempts',
  actions: 'Actions',
  submit: 'Submit UTR',
  // A button's name holds what it shows (WCAG 2.5.3): "Submit UTR: TX-...".
  submitNamed: 'Submit UTR: {{externalId}}',
  submitTitle: 'Submit the UTR of {{externalId}}',
  dialogHelp: 'The UTR is the 12-digit reference on the payer’s bank receipt of this transfer.',
  enterUtr: 'Enter the UTR',
  outcome: 'Outcome',
  submittedAt: 'Submitted',
  submittedBy: 'Submitted by',
  noPending: 'No bank transfer is waiting for a UTR. A transfer appears here while it is pending and no bank credit has been matched to it.',
  noPendingFor: 'No bank transfer waiting for a UTR matches "{{search}}".',
  noHistory: 'No UTR submitted yet. Each UTR submitted for a pending transfer appears here, newest first, with what it came to.',
  loadFailed: 'The list could not be loaded',
  Matched: 'Matched',
  NotFound: 'Not found',
  AmountDiffers: 'Amount differs',
  AlreadyMatched: 'Already matched',
  Returned: 'Returned',
} as const;

type Key = keyof typeof UT;
const byKey: Record<Key, string> = {
  intro: 'Havale, alacak hesaba ulaşıp eşleşene kadar beklemede kalır. Ödeyen ödeme açıklamasını yazmadıysa veya yanlış yazdıysa, ödeyenin banka dekontundaki UTR’yi gönderin: aynı UTR, tutar ve para birimindeki alacakla eşleştirilir.',
  pendingTitle: 'UTR bekleyenler',
  historyTitle: 'Gönderilen UTR’ler',
  searchLabel: 'Harici kimliğe göre ara',
  created: 'Oluşturulma',
  merchant: 'Üye işyeri',
  amount: 'Tutar',
  payer: 'Ödeyen e-postası',
  utr: 'UTR',
  lastUtr: 'Son UTR',
  lastOutcome: 'Son sonuç',
  noneYet: 'Henüz yok',
  attempts: 'Deneme',
  actions: 'İşlemler',
  submit: 'UTR gönder',
  submitNamed: 'UTR gönder: {{externalId}}',
  submitTitle: '{{externalId}} için UTR gönder',
  dialogHelp: 'UTR, ödeyenin bu havaleye ait banka dekontundaki 12 haneli referanstır.',
  enterUtr: 'UTR’yi girin',
  outcome: 'Sonuç',
  submittedAt: 'Gönderilme',
  submittedBy: 'Gönderen',
  noPending: 'UTR bekleyen havale yok. Bir havale, beklemedeyken ve henüz bir banka alacağıyla eşleşmemişken burada görünür.',
  noPendingFor: '"{{search}}" ile eşleşen, UTR bekleyen havale yok.',
  noHistory: 'Henüz UTR gönderilmedi. Bekleyen bir havale için gönderilen her UTR, en yenisi başta, sonucuyla birlikte burada görünür.',
  loadFailed: 'Liste yüklenemedi',
  Matched: 'Eşleşti',
  NotFound: 'Bulunamadı',
  AmountDiffers: 'Tutar farklı',
  AlreadyMatched: 'Zaten eşleşmiş',
  Returned: 'İade edildi',
};

const SERVER_TR: Array<[string, string]> = [
  [UTR_MESSAGES.utrShape, 'UTR 12 hanelidir'],
  [UTR_MESSAGES.notWaiting, 'Yalnızca bekleyen bir havale UTR bekler'],
  [UTR_MESSAGES.Matched, 'UTR eşleşti: ödeme tahsil edildi'],
  [UTR_MESSAGES.NotFound, 'Bu UTR ile bir alacak henüz üye işyerinin hesabına ulaşmadı: numarayı kontrol edin veya banka ekstresinde görünce tekrar deneyin'],
  [UTR_MESSAGES.AmountDiffers, 'Bu UTR’ye ait alacak başka bir tutar veya para biriminde'],
  [UTR_MESSAGES.AlreadyMatched, 'Bu UTR zaten başka bir ödemeyle eşleşmiş'],
  [UTR_MESSAGES.Returned, 'Bu UTR’ye ait alacak ödeyene iade edildi'],
  ['Transaction not found', 'İşlem bulunamadı'],
];

export const utrEn: Record<string, string> = Object.fromEntries([...Object.values(UT), ...SERVER_TR.map(([en]) => en)].map((text) => [text, text]));
export const utrTr: Record<string, string> = {
  ...Object.fromEntries((Object.keys(UT) as Key[]).map((key) => [UT[key], byKey[key]])),
  ...Object.fromEntries(SERVER_TR),
};
