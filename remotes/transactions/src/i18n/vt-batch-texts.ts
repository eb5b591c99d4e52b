import { CARD_MESSAGES } from '@portal/contracts';

/**
 * The virtual terminal's and batch payments' texts (issue 13, ADR 0054; keys are the English texts, namespace
 * "transactions") and their Turkish, with the card rules' messages the browser and the server both show.
 */
export const VT = {
  merchant: 'Merchant',
  chooseMerchant: 'Choose the merchant',
  website: 'Website',
  chooseWebsite: 'Choose the website',
  cardNumber: 'Card number',
  enterCard: 'Enter the card number',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  chooseExpiry: 'Choose the expiry month and year',
  cvc: 'CVC',
  enterCvc: 'Enter the CVC (3 or 4 digits)',
  cardholder: 'Cardholder name',
  enterCardholder: 'Enter the cardholder name',
  currency: 'Currency',
  chooseCurrency: 'Choose a currency',
  amount: 'Amount',
  takePayment: 'Take payment',
  introStaff: 'Take a card payment by mail or telephone for a merchant: it is routed and screened as every payment of the merchant.',
  introMerchant: 'Take a card payment by mail or telephone: it is routed and screened as every payment of yours.',
  cvcNote: 'The CVC is sent to the card provider with the payment and never stored. Only the first 6 and last 4 digits of the card are kept.',
  notThrough: 'The payment did not go through ({{reason}}). Take payment again: the same request is sent, the card is not charged twice.',
  resultTaken: 'Payment {{externalId}} taken',
  resultNotTaken: 'Payment {{externalId}} was not taken',
  status: 'Status',
  card: 'Card',
  routedTo: 'Routed to',
  antifraud: 'Antifraud',
  score: 'Score {{score}}',
  declineReason: 'Decline reason',
  mode: 'Mode',
  openTransaction: 'Open {{externalId}} in the transaction lookup',
  Passed: 'Passed',
  Review: 'Review',
  'Velocity: card used 5 or more times in an hour': 'Velocity: card used 5 or more times in an hour',
  "Amount well above the merchant's average": "Amount well above the merchant's average",
  'Default risk model': 'Default risk model',
};

type VtKey = keyof typeof VT;

const vtTr: Record<VtKey, string> = {
  merchant: 'Üye işyeri',
  chooseMerchant: 'Üye işyerini seçin',
  website: 'Web sitesi',
  chooseWebsite: 'Web sitesini seçin',
  cardNumber: 'Kart numarası',
  enterCard: 'Kart numarasını girin',
  expiryMonth: 'Son kullanma ayı',
  expiryYear: 'Son kullanma yılı',
  chooseExpiry: 'Son kullanma ayını ve yılını seçin',
  cvc: 'CVC',
  enterCvc: 'CVC kodunu girin (3 veya 4 hane)',
  cardholder: 'Kart sahibinin adı',
  enterCardholder: 'Kart sahibinin adını girin',
  currency: 'Para birimi',
  chooseCurrency: 'Bir para birimi seçin',
  amount: 'Tutar',
  takePayment: 'Ödemeyi al',
  introStaff: 'Bir üye işyeri için posta veya telefonla kartlı ödeme alın: işyerinin her ödemesi gibi yönlendirilir ve taranır.',
  introMerchant: 'Posta veya telefonla kartlı ödeme alın: her ödemeniz gibi yönlendirilir ve taranır.',
  cvcNote: 'CVC ödemeyle birlikte kart sağlayıcısına gönderilir ve asla saklanmaz. Kartın yalnızca ilk 6 ve son 4 hanesi tutulur.',
  notThrough: 'Ödeme gerçekleşmedi ({{reason}}). Ödemeyi yeniden alın: aynı istek gönderilir, kart iki kez çekilmez.',
  resultTaken: '{{externalId}} ödemesi alındı',
  resultNotTaken: '{{externalId}} ödemesi alınamadı',
  status: 'Durum',
  card: 'Kart',
  routedTo: 'Yönlendirildiği kanal',
  antifraud: 'Dolandırıcılık önleme',
  score: 'Puan {{score}}',
  declineReason: 'Ret nedeni',
  mode: 'Mod',
  openTransaction: '{{externalId}} işlemini işlem sorgusunda açın',
  Passed: 'Geçti',
  Review: 'İncelemede',
  'Velocity: card used 5 or more times in an hour': 'Hız kuralı: kart bir saatte 5 veya daha fazla kez kullanıldı',
  "Amount well above the merchant's average": 'Tutar işyerinin ortalamasının çok üzerinde',
  'Default risk model': 'Varsayılan risk modeli',
};

const cardTr: Record<keyof typeof CARD_MESSAGES, string> = {
  cardNumberRequired: 'Kart numarasını girin',
  cardNumberLength: 'Kart numarası 12 ile 19 hane arasındadır',
  cardNumberLuhn: 'Kart numarası geçerli değil: yazım hatası olup olmadığını kontrol edin',
  expiryRequired: 'Son kullanma ayını ve yılını seçin',
  expiryPast: 'Kartın süresi dolmuş: son kullanma tarihini kontrol edin',
  expiryTooFar: 'Son kullanma tarihi 20 yıldan daha ileride: yılı kontrol edin',
  cvcShape: 'CVC 3 veya 4 hanedir',
  cardholderRequired: 'Kart sahibinin adını girin',
  cardholderTooLong: 'Kart sahibinin adı en fazla 100 karakterdir',
};

const textsEn = [...Object.values(VT), ...Object.values(CARD_MESSAGES)];
export const vtBatchEn: Record<string, string> = Object.fromEntries(textsEn.map((text) => [text, text]));
export const vtBatchTr: Record<string, string> = Object.fromEntries([
  ...(Object.keys(vtTr) as VtKey[]).map((key) => [VT[key], vtTr[key]]),
  ...(Object.keys(cardTr) as Array<keyof typeof CARD_MESSAGES>).map((key) => [CARD_MESSAGES[key], cardTr[key]]),
]);
