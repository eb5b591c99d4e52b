/**
 * The public payment page's texts, English and Turkish (ADR 0108): chosen by `?lang=` or Accept-Language. The page
 * is not part of the portal's SPA, so it has no i18next: the server picks one table and hands the script what it needs.
 */
import { CARD_MESSAGES, PAY_PAGE_REFUSALS, PAYER_DECLINE_REASONS } from '@portal/contracts';

export const PAY_LANGUAGES = ['en', 'tr'] as const;
export type PayLanguage = (typeof PAY_LANGUAGES)[number];

const en = {
  title: 'Pay {{merchant}}',
  testMode: 'Test mode: no real money moves',
  amount: 'Amount',
  amountRange: 'Between {{min}} and {{max}}',
  amountInvalid: 'Enter an amount such as 12.50',
  cardNumber: 'Card number',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  expiry: 'Expiry date',
  choose: 'Choose',
  cvc: 'CVC',
  cvcHint: 'The 3 or 4 digits on the back of the card',
  cardholderName: 'Name on the card',
  pay: 'Pay {{amount}}',
  payAmount: 'Pay',
  paying: 'Paying…',
  cancel: 'Cancel and go back',
  paidTitle: 'Payment received',
  paidBody: 'Thank you. {{amount}} was paid to {{merchant}}. Your reference is {{reference}}.',
  declinedTitle: 'The payment was declined',
  declinedBody: 'Your card was not charged ({{reason}}). Check the details or try another card.',
  errorsTitle: 'Check the highlighted fields',
  failed: 'The payment could not be made: {{message}}',
  network: 'The payment page could not reach the server. Check your connection and try again; you were not charged twice.',
  unavailableTitle: 'This payment link cannot be paid',
  tooManyTitle: 'Please wait before trying again',
  noScript: 'This page needs JavaScript to take the card securely.',
  language: 'Türkçe',
  languageHref: 'tr',
  secured: 'Card details go straight to the payment service; the merchant never sees the full number.',
  ...Object.fromEntries(Object.values(CARD_MESSAGES).map((m) => [m, m])),
  ...Object.fromEntries(Object.values(PAY_PAGE_REFUSALS).map((r) => [r.code, r.error])),
  ...Object.fromEntries(Object.values(PAYER_DECLINE_REASONS).map((m) => [m, m])),
} as const;

type Texts = { [K in keyof typeof en]: string } & Record<string, string>;

const tr: Texts = {
  title: '{{merchant}} ödemesi',
  testMode: 'Test modu: gerçek para hareket etmez',
  amount: 'Tutar',
  amountRange: '{{min}} ile {{max}} arasında',
  amountInvalid: '12,50 gibi bir tutar girin',
  cardNumber: 'Kart numarası',
  expiryMonth: 'Son kullanma ayı',
  expiryYear: 'Son kullanma yılı',
  expiry: 'Son kullanma tarihi',
  choose: 'Seçin',
  cvc: 'CVC',
  cvcHint: 'Kartın arkasındaki 3 veya 4 haneli kod',
  cardholderName: 'Kart üzerindeki ad',
  pay: '{{amount}} öde',
  payAmount: 'Öde',
  paying: 'Ödeniyor…',
  cancel: 'İptal et ve geri dön',
  paidTitle: 'Ödeme alındı',
  paidBody: 'Teşekkürler. {{merchant}} için {{amount}} ödendi. Referansınız: {{reference}}.',
  declinedTitle: 'Ödeme reddedildi',
  declinedBody: 'Kartınızdan ücret alınmadı ({{reason}}). Bilgileri kontrol edin veya başka bir kart deneyin.',
  errorsTitle: 'İşaretli alanları kontrol edin',
  failed: 'Ödeme yapılamadı: {{message}}',
  network: 'Ödeme sayfası sunucuya ulaşamadı. Bağlantınızı kontrol edip yeniden deneyin; iki kez ücret alınmaz.',
  unavailableTitle: 'Bu ödeme bağlantısı ödenemez',
  tooManyTitle: 'Yeniden denemeden önce lütfen bekleyin',
  noScript: 'Bu sayfanın kartı güvenle alabilmesi için JavaScript gerekir.',
  language: 'English',
  languageHref: 'en',
  secured: 'Kart bilgileri doğrudan ödeme hizmetine gider; satıcı kart numarasının tamamını görmez.',
  [CARD_MESSAGES.cardNumberRequired]: 'Kart numarasını girin',
  [CARD_MESSAGES.cardNumberLength]: 'Kart numarası 12 ile 19 hane arasındadır',
  [CARD_MESSAGES.cardNumberLuhn]: 'Kart numarası geçerli değil: yazım hatasını kontrol edin',
  [CARD_MESSAGES.expiryRequired]: 'Son kullanma ayını ve yılını seçin',
  [CARD_MESSAGES.expiryPast]: 'Kartın süresi dolmuş: son kullanma tarihini kontrol edin',
  [CARD_MESSAGES.expiryTooFar]: 'Son kullanma tarihi 20 yıldan daha ileride: yılı kontrol edin',
  [CARD_MESSAGES.cvcShape]: 'CVC 3 veya 4 hanedir',
  [CARD_MESSAGES.cardholderRequired]: 'Kart üzerindeki adı girin',
  [CARD_MESSAGES.cardholderTooLong]: 'Kart üzerindeki ad en fazla 100 karakterdir',
  [PAY_PAGE_REFUSALS.notFound.code]: 'Böyle bir ödeme bağlantısı yok',
  [PAY_PAGE_REFUSALS.expired.code]: 'Bu ödeme bağlantısının süresi doldu',
  [PAY_PAGE_REFUSALS.usedUp.code]: 'Bu ödeme bağlantısı izin verilen en fazla sayıda kullanıldı',
  [PAY_PAGE_REFUSALS.inactive.code]: 'Bu ödeme bağlantısı artık etkin değil',
  [PAY_PAGE_REFUSALS.amountOutOfRange.code]: 'Tutar {{min}} ile {{max}} arasında olmalıdır',
  [PAY_PAGE_REFUSALS.tooManyAttempts.code]: 'Çok fazla ödeme denemesi yapıldı. {{minutes}} dakika sonra yeniden deneyin',
  [PAYER_DECLINE_REASONS.generic]: 'Bankanız ödemeyi reddetti',
  [PAYER_DECLINE_REASONS.insufficientFunds]: 'Kartta yeterli bakiye yok',
  [PAYER_DECLINE_REASONS.expired]: 'Kartın süresi dolmuş',
  [PAYER_DECLINE_REASONS.invalidNumber]: 'Banka bu kart numarasını tanımıyor',
  [PAYER_DECLINE_REASONS.issuerUnavailable]: 'Bankanıza ulaşılamadı: birkaç dakika sonra yeniden deneyin',
} as Texts;

export type PayTexts = Texts;
export const PAY_TEXTS: Record<PayLanguage, Texts> = { en: en as Texts, tr };

/** `?lang=` first, then the first of Accept-Language the page speaks, else English. */
export function languageOf(query: string | undefined, acceptLanguage: string | undefined): PayLanguage {
  if (query === 'tr' || query === 'en') return query;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().slice(0, 2);
    if (tag === 'tr' || tag === 'en') return tag;
  }
  return 'en';
}

export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
