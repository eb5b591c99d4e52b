import type { ProfileLanguage } from '../shell';
import { BUILT_IN_CHECK_NAMES_TR } from '../antifraud/built-in-checks';
import { VALUE_LABELS_TR } from '../labels/value-labels';

/**
 * The texts the server's report definitions send (titles, descriptions, field labels, options, columns, messages),
 * with their Turkish; statuses and types are the portal's one value table (VALUE_LABELS_TR). The report pages read
 * them (the reports remote's texts) and a Turkish reader's export writes them.
 */
export const REPORT_DEFINITION_TEXTS_TR: Readonly<Record<string, string>> = {
  'Transactions summary': 'İşlem özeti',
  'Every transaction of the period by type and currency: how many, how many succeeded or were declined, and their amounts.':
    'Dönemin tüm işlemleri tür ve para birimine göre: kaç tane, kaçı başarılı oldu ya da reddedildi ve tutarları.',
  Period: 'Dönem',
  'Pick a period': 'Bir dönem seçin',
  Currency: 'Para birimi',
  'All currencies': 'Tüm para birimleri',
  Status: 'Durum',
  'All statuses': 'Tüm durumlar',
  Type: 'Tür',
  'All types': 'Tüm türler',
  Customer: 'Müşteri',
  'All customers': 'Tüm müşteriler',
  Transactions: 'İşlemler',
  Succeeded: 'Başarılı',
  'Success rate': 'Başarı oranı',
  Amount: 'Tutar',
  'Succeeded amount': 'Başarılı tutar',
  'Transactions summary (V1)': 'İşlem özeti (V1)',
  'The transactions of the period by payment method and currency.': 'Dönemin işlemleri ödeme yöntemi ve para birimine göre.',
  'Payment method': 'Ödeme yöntemi',
  'Transactions summary (V3)': 'İşlem özeti (V3)',
  'The transactions of the period by customer and currency.': 'Dönemin işlemleri müşteri ve para birimine göre.',
  'Transactions summary per day or month': 'Gün veya aya göre işlem özeti',
  'The transactions of the period per day or per month (your time zone) and currency.':
    'Dönemin işlemleri gün veya ay (saat diliminize göre) ve para birimine göre.',
  Per: 'Dağılım',
  Day: 'Gün',
  Month: 'Ay',
  'Transactions daily': 'Günlük işlemler',
  'The transactions of each day of the period (your time zone) by currency.': 'Dönemin her gününün işlemleri (saat diliminize göre) para birimine göre.',
  'Transactions daily (V1)': 'Günlük işlemler (V1)',
  'The last 24 hours hour by hour (your time zone), hours without transactions as zero.':
    'Son 24 saat, saat saat (saat diliminize göre); işlem olmayan saatler sıfır olarak.',
  Hour: 'Saat',
  'Declined transaction reasons': 'Reddedilen işlem nedenleri',
  'Declined transactions of the period by the reason recorded with the decline and who gave it.':
    'Dönemin reddedilen işlemleri, retle kaydedilen nedene ve nedeni verene göre.',
  'Reason code': 'Neden kodu',
  Reason: 'Neden',
  Source: 'Kaynak',
  Declines: 'Retler',
  'Decline reasons': 'Ret nedenleri',
  "Attempts the service providers declined or failed in the period, per provider and reason code, with their share of the provider's attempts.":
    'Hizmet sağlayıcıların dönemde reddettiği veya başarısız olan denemeler, sağlayıcı ve neden koduna göre, sağlayıcının denemeleri içindeki paylarıyla.',
  'Service provider': 'Hizmet sağlayıcı',
  Outcome: 'Sonuç',
  Attempts: 'Denemeler',
  'Share of provider attempts': 'Sağlayıcı denemelerindeki payı',
  'Channel reports': 'Kanal raporları',
  'Each payment channel: its customer, provider, method and currency, whether it is active, and its transactions in the period.':
    'Her ödeme kanalı: müşterisi, sağlayıcısı, yöntemi ve para birimi, etkin olup olmadığı ve dönemdeki işlemleri.',
  'Active channels only': 'Yalnızca etkin kanallar',
  Channel: 'Kanal',
  Active: 'Etkin',
  Inactive: 'Etkin değil',
  'Support analytics': 'Destek analizi',
  'Tickets opened in the period per category and priority: volumes, average hours to the first response and to resolution.':
    'Dönemde açılan talepler kategori ve önceliğe göre: sayılar, ilk yanıta ve çözüme kadar geçen ortalama saat.',
  Tickets: 'Talepler',
  'From customers': 'Müşterilerden',
  'To the platform': 'Platforma',
  Priority: 'Öncelik',
  Low: 'Düşük',
  Medium: 'Orta',
  High: 'Yüksek',
  Category: 'Kategori',
  Open: 'Açık',
  Closed: 'Kapalı',
  'First response (hours)': 'İlk yanıt (saat)',
  'Resolution (hours)': 'Çözüm (saat)',
  'API logs': 'API kayıtları',
  "The API calls of the period: the merchant's calls to the gateway and the gateway's calls to providers.":
    'Dönemin API çağrıları: üye işyerinin ağ geçidine ve ağ geçidinin sağlayıcılara yaptığı çağrılar.',
  All: 'Tümü',
  Merchant: 'Üye işyeri',
  Provider: 'Sağlayıcı',
  'HTTP status': 'HTTP durumu',
  'Success (200-299)': 'Başarılı (200-299)',
  'Error (400 and above)': 'Hata (400 ve üzeri)',
  'URL contains': 'URL şunu içeriyor',
  'At most 255 characters': 'En fazla 255 karakter',
  Time: 'Zaman',
  Transaction: 'İşlem',
  Method: 'Yöntem',
  URL: 'URL',
  'Elapsed (ms)': 'Geçen süre (ms)',
  'Webhook report': 'Webhook raporu',
  "Each webhook the period's transaction events sent to the merchant's endpoint and how its delivery went.":
    'Dönemin işlem olaylarının üye işyerinin uç noktasına gönderdiği her webhook ve teslimatının nasıl gittiği.',
  Delivery: 'Teslimat',
  Delivered: 'Teslim edildi',
  Event: 'Olay',
  'Response code': 'Yanıt kodu',
  'Last attempt': 'Son deneme',
  'Webhook report V2': 'Webhook raporu V2',
  'Webhook deliveries of the period per event type: delivered, failed, pending, and the delivery rate.':
    'Dönemin webhook teslimatları olay türüne göre: teslim edilen, başarısız, bekleyen ve teslimat oranı.',
  Events: 'Olaylar',
  'Not configured': 'Yapılandırılmadı',
  'Delivery rate': 'Teslimat oranı',
  'Webhook destinations status': 'Webhook hedefleri durumu',
  "Each customer's webhook endpoint: not configured, configured, delivering or not delivering in the period.":
    'Her müşterinin webhook uç noktası: dönemde yapılandırılmamış, yapılandırılmış, teslim ediyor veya teslim etmiyor.',
  Configured: 'Yapılandırıldı',
  Delivering: 'Teslim ediyor',
  'Webhook destinations statistics': 'Webhook hedefleri istatistikleri',
  'Webhook deliveries of the period per customer endpoint.': 'Dönemin webhook teslimatları müşteri uç noktasına göre.',
  'Resend webhooks': 'Webhook\'ları yeniden gönder',
  "Webhooks whose delivery failed in the period. Pick some and resend them to the merchant's endpoint.":
    'Dönemde teslimatı başarısız olan webhook\'lar. Bazılarını seçip üye işyerinin uç noktasına yeniden gönderin.',
  Alerts: 'Uyarılar',
  'Antifraud checks that did not pass, webhooks that were not delivered, and customer windows whose declined or pending payments crossed the decline pending ratio thresholds.':
    'Geçmeyen dolandırıcılık kontrolleri, teslim edilmeyen webhook\'lar ve reddedilen ya da bekleyen ödemeleri ret ve bekleme oranı eşiklerini aşan müşteri pencereleri.',
  Alert: 'Uyarı',
  'Blocked by antifraud': 'Dolandırıcılık önleme tarafından engellendi',
  'Antifraud review': 'Dolandırıcılık incelemesi',
  'Webhook not delivered': 'Webhook teslim edilmedi',
  'Decline and pending ratio': 'Ret ve bekleme oranı',
  Severity: 'Önem',
  Subject: 'Konu',
  Detail: 'Ayrıntı',
  'Account statement': 'Hesap ekstresi',
  'The merchant payable account per customer and currency: opening balance, credits and debits of the period, closing balance.':
    'Üye işyerine borç hesabı müşteri ve para birimine göre: açılış bakiyesi, dönemin alacak ve borçları, kapanış bakiyesi.',
  'Opening balance': 'Açılış bakiyesi',
  Credits: 'Alacaklar',
  Debits: 'Borçlar',
  'Closing balance': 'Kapanış bakiyesi',
  Entries: 'Kayıtlar',
  Invoices: 'Faturalar',
  "The fees charged per month, customer and currency, by fee type, with the monthly minimum, VAT and due date of the tenant's billing settings.":
    'Ay, müşteri ve para birimine göre alınan ücretler, ücret türüne göre; kiracının faturalama ayarlarındaki aylık asgari tutar, KDV ve son ödeme tarihiyle.',
  'Processing fees': 'İşlem ücretleri',
  'Scheme fees': 'Kart şeması ücretleri',
  'Refund fees': 'İade ücretleri',
  'Chargeback fees': 'Ters ibraz ücretleri',
  'Payout fees': 'Ödeme ücretleri',
  'Total fees': 'Toplam ücretler',
  'Fees charged': 'Alınan ücretler',
  'Monthly minimum top-up': 'Aylık asgari tamamlama',
  VAT: 'KDV',
  'Amount due': 'Ödenecek tutar',
  'Due date': 'Son ödeme tarihi',
  'Login history': 'Oturum açma geçmişi',
  'Sign-ins of your users in the period: who, when, from where, and whether the sign-in succeeded.':
    'Kullanıcılarınızın dönemdeki oturum açmaları: kim, ne zaman, nereden ve oturum açmanın başarılı olup olmadığı.',
  WrongPassword: 'Yanlış parola',
  Locked: 'Kilitli',
  Unconfirmed: 'Onaylanmamış',
  Users: 'Kullanıcılar',
  Staff: 'Personel',
  Merchants: 'Üye işyerleri',
  'E-mail contains': 'E-posta şunu içeriyor',
  'At most 254 characters': 'En fazla 254 karakter',
  Name: 'Ad',
  User: 'Kullanıcı',
  'IP address': 'IP adresi',
  Browser: 'Tarayıcı',
  Calls: 'Çağrılar',
  Customers: 'Müşteriler',
  'Sign-ins': 'Oturum açmalar',
};

/**
 * A report's text as a reader of `language` reads it: a column title, a status, or a text cell's known text (a type, a
 * source, an alert kind): the report's own words, else the portal's value table; names and URLs as they are.
 */
export const reportTextIn = (text: string, language: ProfileLanguage): string =>
  (language === 'tr' ? knownTurkish(text) ?? composedTurkish(text) ?? text : text);

/** Whether a text cell holds a text the portal names (so it reads in the reader's language), not a name or a URL. */
export const isKnownReportText = (text: string): boolean => knownTurkish(text) !== undefined || composedTurkish(text) !== undefined;

const BUILT_IN_CHECKS_TR: Readonly<Record<string, string>> = BUILT_IN_CHECK_NAMES_TR;
const knownTurkish = (text: string): string | undefined => REPORT_DEFINITION_TEXTS_TR[text] ?? VALUE_LABELS_TR[text] ?? BUILT_IN_CHECKS_TR[text];

/** A share as Turkish writes it: the sign first, a decimal comma ("%2,50"). */
const turkishShare = (share: string): string => `%${share.replace('.', ',')}`;

/**
 * The texts the server composes with figures (the alerts report's details), each sentence with its Turkish; a part that
 * is itself a text the portal names (a built-in check) reads in Turkish too, an operator's own rule name as written.
 */
const COMPOSED_TEXTS_TR: ReadonlyArray<readonly [RegExp, (parts: string[]) => string]> = [
  [/^(.+) \(score (\d+)\)$/, ([rule, score]) => `${knownTurkish(rule!) ?? rule} (puan ${score})`],
  [/^(\d+) declined \(([\d.]+) %\) and (\d+) pending \(([\d.]+) %\) of (\d+) payments$/,
    ([declined, declinedShare, pending, pendingShare, payments]) =>
      `${payments} ödemeden ${declined} reddedildi (${turkishShare(declinedShare!)}), ${pending} beklemede (${turkishShare(pendingShare!)})`],
];

function composedTurkish(text: string): string | undefined {
  for (const [pattern, turkish] of COMPOSED_TEXTS_TR) {
    const match = pattern.exec(text);
    if (match) return turkish(match.slice(1));
  }
  return undefined;
}
