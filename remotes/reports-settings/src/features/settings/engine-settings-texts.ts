import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';
import type { I18nResources } from '@portal/contracts';

/**
 * Namespace of the tenant engine settings pages (fees, billing settings, whitelisting import, decline pending
 * ratio; ADR 0066); keys are the English texts, so a text the server sends (a refusal) is found as is.
 */
export const ENGINE_SETTINGS_NAMESPACE = 'engine-settings';

const TR: Record<string, string> = {
  // Titles
  'Fee receivers': 'Ücret alıcıları',
  'Billing settings': 'Faturalama ayarları',
  'Accounting billing settings': 'Muhasebe: faturalama ayarları',
  'Whitelisting import': 'Beyaz liste içe aktarma',
  'Decline pending ratio': 'Ret ve bekleme oranı',
  // Shared
  Active: 'Etkin',
  Yes: 'Evet',
  No: 'Hayır',
  Any: 'Tümü',
  Updated: 'Güncellendi',
  Merchant: 'Üye işyeri',
  Merchants: 'Üye işyerleri',
  // Fees
  feesIntro: 'Kimin hangi ücreti aldığı: kiracı, bir iş ortağı (ISO) veya platform. İşlem eylemlerinin kaydettiği ücretler bu kurallardan hesaplanır; her ücret türü ve alıcı için en özel etkin kural geçerlidir (yöntem ve para birimi, yöntem, para birimi, tümü). Kurallar Test ve Canlı mod için ayrıdır.',
  'Fee type': 'Ücret türü',
  Receiver: 'Alıcı',
  Partner: 'İş ortağı',
  'Partner name': 'İş ortağının adı',
  Tenant: 'Kiracı',
  Platform: 'Platform',
  Processing: 'İşlem',
  Scheme: 'Şema',
  Refund: 'İade',
  Chargeback: 'Ters ibraz',
  Payout: 'Ödeme',
  'Payment method': 'Ödeme yöntemi',
  Currency: 'Para birimi',
  Rate: 'Oran',
  'Rate in basis points (140 = 1,40%)': 'Baz puan olarak oran (140 = %1,40)',
  'Fixed amount': 'Sabit tutar',
  'Fixed amount in minor units of the currency (20 = 0.20)': 'Para biriminin küçük biriminde sabit tutar (20 = 0,20)',
  'Name the partner that receives this fee': 'Bu ücreti alan iş ortağını adlandırın',
  'Only a partner receiver has a partner name': 'Yalnızca iş ortağı alıcının iş ortağı adı olur',
  'Give a rate, a fixed amount or both': 'Bir oran, sabit bir tutar ya da ikisini girin',
  // Billing
  billingIntro: 'Kiracının müşterilerini nasıl faturalandırdığı. Faturalar raporu ve fatura belgeleri bu ayarları kullanır: düzenlenme ve son ödeme tarihi, aylık asgari tutara tamamlama, KDV, adres ve KDV numarası.',
  'Billing currency': 'Faturalama para birimi',
  'Invoice day': 'Fatura günü',
  'Invoice day of the month after the period (1-28)': 'Dönemden sonraki ayın fatura günü (1-28)',
  'Payment terms': 'Ödeme vadesi',
  'Payment terms in days': 'Gün olarak ödeme vadesi',
  '{{days}} days': '{{days}} gün',
  'VAT rate': 'KDV oranı',
  'VAT rate in basis points (2000 = 20 %)': 'Baz puan olarak KDV oranı (2000 = %20)',
  'VAT number': 'KDV numarası',
  'Invoice address': 'Fatura adresi',
  'Monthly minimum': 'Aylık asgari tutar',
  'Monthly minimum in minor units of the billing currency': 'Faturalama para biriminin küçük biriminde aylık asgari tutar',
  'This tenant has its billing settings already: edit them': 'Bu kiracının faturalama ayarları zaten var: onları düzenleyin',
  // Whitelisting import
  whitelistIntro: 'Üye işyerlerinin beyaz liste kayıtlarını bir CSV dosyasından içe aktarın. Ya tüm satırlar içe aktarılır ya da hiçbiri: hatalı bir satır varsa hiçbir şey kaydedilmez ve her hatalı satır numarası, sütunu ve nedeniyle gösterilir.',
  fileFormat: 'Başlık satırı: merchant,type,value,note. merchant: üye işyerinin kimliği veya tam adı; type: CardBin, CardHash, Email, Ip veya CustomerId. En fazla {{lines}} satır ve {{size}}.',
  'CSV file': 'CSV dosyası',
  Import: 'İçe aktar',
  Importing: 'İçe aktarılıyor',
  'Checked: {{count}} lines, ready to import': 'Denetlendi: {{count}} satır, içe aktarılmaya hazır',
  'Nothing was imported: {{count}} lines need fixing': 'Hiçbir şey içe aktarılmadı: {{count}} satırın düzeltilmesi gerekiyor',
  'Imported {{imported}} entries ({{unchanged}} were there already)': '{{imported}} kayıt içe aktarıldı ({{unchanged}} tanesi zaten vardı)',
  'Lines to fix': 'Düzeltilecek satırlar',
  Line: 'Satır',
  Column: 'Sütun',
  Reason: 'Neden',
  'Whole line': 'Tüm satır',
  Type: 'Tür',
  Value: 'Değer',
  Note: 'Not',
  'Imported by': 'İçe aktaran',
  'Imported at': 'İçe aktarma zamanı',
  CardBin: 'Kart BIN',
  CardHash: 'Kart özeti',
  Email: 'E-posta',
  Ip: 'IP',
  CustomerId: 'Müşteri kimliği',
  'The file has no lines to import': 'Dosyada içe aktarılacak satır yok',
  'The first line must be the header: merchant,type,value,note': 'İlk satır başlık olmalıdır: merchant,type,value,note',
  'The file has more than {{max}} lines': 'Dosyada {{max}} satırdan fazlası var',
  'The file is larger than {{max}} bytes': 'Dosya {{max}} bayttan büyük',
  'Choose a CSV file (.csv, plain text)': 'Bir CSV dosyası seçin (.csv, düz metin)',
  'Expected 3 or 4 values, found {{found}}': '3 veya 4 değer bekleniyordu, {{found}} bulundu',
  'The merchant is missing': 'Üye işyeri eksik',
  'No merchant of this tenant has the id or name {{merchant}}': 'Bu kiracının {{merchant}} kimlikli veya adlı bir üye işyeri yok',
  'The type must be one of CardBin, CardHash, Email, Ip, CustomerId': 'Tür CardBin, CardHash, Email, Ip veya CustomerId olmalıdır',
  'A card BIN is 6 to 8 digits': 'Kart BIN 6 ile 8 rakamdır',
  'A card hash is 64 hexadecimal characters (SHA-256)': 'Kart özeti 64 onaltılık karakterdir (SHA-256)',
  'Not an e-mail address': 'E-posta adresi değil',
  'Not an IPv4 or IPv6 address': 'IPv4 veya IPv6 adresi değil',
  'A customer id is 1 to 64 letters, digits, dots, dashes or underscores': 'Müşteri kimliği 1 ile 64 harf, rakam, nokta, tire veya alt çizgidir',
  'The note is longer than 200 characters': 'Not 200 karakterden uzun',
  'The same entry is on line {{line}} already': 'Aynı kayıt {{line}}. satırda zaten var',
  // Decline pending ratio
  ratioIntro: 'Bir müşterinin bir penceredeki ödemelerinin ne kadarının reddedilebileceği veya beklemede kalabileceği. Eşiği aşan her pencere Uyarılar raporunda görünür ve kiracı personeline pencere başına bir kez bildirilir. Üye işyerine özel eşik, kiracı genelindekinin yerine geçer.',
  'Whole tenant': 'Tüm kiracı',
  'Declined share that alerts (%)': 'Uyarı veren ret payı (%)',
  'Pending share that alerts (%)': 'Uyarı veren bekleme payı (%)',
  Declined: 'Reddedilen',
  Pending: 'Bekleyen',
  Window: 'Pencere',
  'Minimum payments': 'Asgari ödeme sayısı',
  'Minimum payments in a window': 'Bir penceredeki asgari ödeme sayısı',
  'Not watched': 'İzlenmiyor',
  '15 minutes': '15 dakika',
  '1 hour': '1 saat',
  '4 hours': '4 saat',
  '1 day': '1 gün',
  'Give a declined or a pending threshold (or both)': 'Bir ret veya bekleme eşiği girin (ya da ikisini)',
  'There is a threshold for this merchant already (one for the whole tenant when no merchant is picked): edit it': 'Bu üye işyeri için zaten bir eşik var (üye işyeri seçilmediğinde tüm kiracı için bir tane): onu düzenleyin',
};

/** English texts of the keys that are not the English text themselves. */
const EN: Record<string, string> = {
  feesIntro: 'Who receives which fee: the tenant, a partner (ISO) or the platform. The fees the transaction actions post are computed from these rules; for each fee type and receiver the most specific active rule applies (method and currency, method, currency, any). Test and Live mode have their own rules.',
  billingIntro: 'How the tenant invoices its customers. The invoices report and the invoice documents use these settings: issue and due date, the top-up to the monthly minimum, VAT, the address and the VAT number.',
  whitelistIntro: 'Import your merchants\' whitelist entries from a CSV file. All lines or none: when a line is bad, nothing is stored and every bad line is shown with its number, column and reason.',
  fileFormat: 'Header line: merchant,type,value,note. merchant: the merchant\'s id or exact name; type: CardBin, CardHash, Email, Ip or CustomerId. At most {{lines}} lines and {{size}}.',
  ratioIntro: 'How much of a customer\'s payments in a window may be declined or stay pending. Each window over a threshold shows in the Alerts report and is told to the tenant\'s staff once per window. A merchant\'s own threshold replaces the tenant-wide one.',
};

export const ENGINE_SETTINGS_RESOURCES: I18nResources = {
  en: { [ENGINE_SETTINGS_NAMESPACE]: { ...Object.fromEntries(Object.keys(TR).map((key) => [key, key])), ...EN } },
  tr: { [ENGINE_SETTINGS_NAMESPACE]: TR },
};

export function useEngineSettingsTranslation() {
  return useTranslation(ENGINE_SETTINGS_NAMESPACE, { i18n: portalI18n() });
}
