import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';
import { JOB_TYPE_NAMES_TR, JOB_TYPE_TEXTS, JOB_TYPES, type I18nResources } from '@portal/contracts';

/**
 * Namespace of the scheduler pages (recurring jobs, custom jobs, process logs; ADR 0103). Keys are the English
 * texts, so a sentence the server sends (a refusal) is found as is.
 */
export const SCHEDULER_NAMESPACE = 'scheduler';

const TR: Record<string, string> = {
  // Titles and columns
  'Recurring jobs': 'Yinelenen işler',
  'Custom jobs': 'Özel işler',
  'Process logs': 'İşlem günlükleri',
  'Scheduler recurring jobs': 'Zamanlayıcı: yinelenen işler',
  'Scheduler custom jobs': 'Zamanlayıcı: özel işler',
  'Scheduler process logs': 'Zamanlayıcı: işlem günlükleri',
  Job: 'İş',
  'Job type': 'İş türü',
  Kind: 'Tür',
  system: 'Sistem',
  custom: 'Özel',
  System: 'Sistem',
  Custom: 'Özel',
  Schedule: 'Zamanlama',
  'Cron (UTC)': 'Cron (UTC)',
  'Next run': 'Sonraki çalışma',
  'Next runs': 'Sonraki çalışmalar',
  'Last run': 'Son çalışma',
  Outcome: 'Sonuç',
  'Missed runs': 'Kaçırılan çalışmalar',
  'Missed-run policy': 'Kaçırılan çalışma kuralı',
  Paused: 'Duraklatıldı',
  Active: 'Etkin',
  Status: 'Durum',
  Never: 'Hiç',
  Merchants: 'Üye işyerleri',
  'Every merchant': 'Tüm üye işyerleri',
  Name: 'Ad',
  Updated: 'Güncellendi',
  Trigger: 'Tetikleyen',
  Date: 'Tarih',
  Queued: 'Sırada',
  Running: 'Çalışıyor',
  Succeeded: 'Başarılı',
  Failed: 'Başarısız',
  Skipped: 'Atlandı',
  schedule: 'Zamanlama',
  manual: 'Elle',
  'catch-up': 'Telafi',
  Started: 'Başladı',
  Ended: 'Bitti',
  Duration: 'Süre',
  'Log lines': 'Günlük satırları',
  'No lines': 'Satır yok',
  Error: 'Hata',
  'Output files': 'Çıktı dosyaları',
  'No files': 'Dosya yok',
  Download: 'İndir',
  Close: 'Kapat',
  'The run could not be loaded': 'Çalışma yüklenemedi',
  'The file could not be downloaded: only its owner may download it': 'Dosya indirilemedi: yalnızca sahibi indirebilir',
  // Policies
  skip: 'Atla',
  runOnce: 'Bir kez çalıştır',
  'Skip (record a skipped run)': 'Atla (atlanan bir çalışma kaydedilir)',
  'Run once (one catch-up run)': 'Bir kez çalıştır (bir telafi çalışması)',
  // Actions
  'Pause {{name}}': '{{name}} işini duraklat',
  'Resume {{name}}': '{{name}} işini sürdür',
  'Run {{name}} now': '{{name}} işini şimdi çalıştır',
  'Edit the schedule of {{name}}': '{{name}} işinin zamanlamasını düzenle',
  'Edit schedule: {{name}}': 'Zamanlamayı düzenle: {{name}}',
  'Save': 'Kaydet',
  Cancel: 'İptal',
  '{{name}} is paused': '{{name}} duraklatıldı',
  '{{name}} is resumed': '{{name}} sürdürüldü',
  'The schedule of {{name}} is saved': '{{name}} işinin zamanlaması kaydedildi',
  'Only platform staff change a system job': 'Sistem işlerini yalnızca platform personeli değiştirir',
  'The run is queued: its outcome appears in the process logs': 'Çalışma kuyruğa alındı: sonucu işlem günlüklerinde görünür',
  // Cron editor
  'Cron expression (UTC)': 'Cron ifadesi (UTC)',
  'Five fields: minute, hour, day of month, month, day of week (UTC). Example: 15 0 * * * is every day at 00:15.': 'Beş alan: dakika, saat, ayın günü, ay, haftanın günü (UTC). Örnek: 15 0 * * * her gün 00:15 demektir.',
  'In words': 'Sözcüklerle',
  'Next 5 runs (your clock)': 'Sonraki 5 çalışma (sizin saatiniz)',
  'Not a valid cron expression: give five fields (minute, hour, day of month, month, day of week), e.g. 15 0 * * *': 'Geçerli bir cron ifadesi değil: beş alan girin (dakika, saat, ayın günü, ay, haftanın günü), ör. 15 0 * * *',
  'A custom job runs at most once an hour': 'Özel bir iş en fazla saatte bir çalışır',
  'Give the job a name': 'İşe bir ad verin',
  'Merchant not found': 'Üye işyeri bulunamadı',
  // Job types: their names are in contracts (the server's search finds them); their descriptions here.
  ...Object.fromEntries(JOB_TYPES.map((type) => [JOB_TYPE_TEXTS[type].name, JOB_TYPE_NAMES_TR[type]])),
  'Deletes the sign-in, request and payment-link counters nobody has added to for a day':
    'Bir gündür artmayan oturum açma, istek ve ödeme bağlantısı sayaçlarını siler',
  'Tells each merchant once when an accepted boarding document has expired and is due again':
    'Kabul edilmiş bir katılım belgesinin süresi dolduğunda ve yeniden gerektiğinde her üye işyerine bir kez bildirir',
  "Reminds each assignee of an open task once, from 08:00 of the day before its due date on the assignee's clock":
    'Açık bir görevin atandığı kişiye, son tarihten önceki gün kendi saatine göre 08:00\'den itibaren bir kez hatırlatır',
  "Archives each tenant's transactions past its retention to a file and removes them; the reports keep their figures":
    'Her kiracının saklama süresini aşan işlemlerini bir dosyaya arşivler ve kaldırır; raporlar rakamlarını korur',
  "Creates the transactions' month partitions three months ahead and checks the rows that name a transaction":
    'İşlemlerin aylık bölümlerini üç ay önceden oluşturur ve bir işleme bağlı satırları denetler',
  "Writes yesterday's report files and deletes the files past their retention": 'Dünün rapor dosyalarını yazar ve saklama süresi geçen dosyaları siler',
  'Raises the decline pending ratio alerts of the windows that crossed a threshold': 'Eşiği aşan pencerelerin ret ve bekleme oranı uyarılarını oluşturur',
  'Deletes the runs older than 90 days': '90 günden eski çalışmaları siler',
  "Yesterday's transactions (Live) as a CSV file, sent to the job's owner as a notification": 'Dünün işlemleri (Canlı) CSV dosyası olarak, işin sahibine bildirim ile gönderilir',
  'Merchants (none: every merchant)': 'Üye işyerleri (boş: tüm üye işyerleri)',
  "Removes the expired entries of the tenant's blacklists and of its merchants' (or of the chosen merchants') and logs how many":
    'Kiracının ve üye işyerlerinin (veya seçilen üye işyerlerinin) kara listelerindeki süresi dolmuş kayıtları siler ve kaç tane olduğunu günlüğe yazar',
  "Sends again the failed deliveries of one of the tenant's webhook endpoints since a date":
    'Kiracının bir webhook uç noktasının bir tarihten bu yana başarısız teslimatlarını yeniden gönderir',
  "Runs a report (Live) for a period on the owner's clock and e-mails the owner a link to its CSV file":
    'Bir raporu (Canlı) sahibin saatine göre bir dönem için çalıştırır ve CSV dosyasının bağlantısını sahibine e-postayla gönderir',
  'Webhook endpoint (webhook replay)': 'Webhook uç noktası (webhook yeniden gönderimi)',
  'Failed deliveries since (webhook replay)': 'Başarısız teslimatların başlangıç tarihi (webhook yeniden gönderimi)',
  'Report (report file by e-mail)': 'Rapor (e-posta ile rapor dosyası)',
  'Period (report file by e-mail)': 'Dönem (e-posta ile rapor dosyası)',
  'Transactions summary': 'İşlem özeti',
  'Transactions daily': 'Günlük işlemler',
  'Declined transaction reasons': 'Reddedilen işlem nedenleri',
  'Decline reasons': 'Ret nedenleri',
  Alerts: 'Uyarılar',
  'Account statement': 'Hesap ekstresi',
  Yesterday: 'Dün',
  'The last 7 days': 'Son 7 gün',
  'The previous month': 'Önceki ay',
  'Choose the webhook endpoint whose failed deliveries are sent again': 'Başarısız teslimatları yeniden gönderilecek webhook uç noktasını seçin',
  'Webhook endpoint not found': 'Webhook uç noktası bulunamadı',
  'Give the date from which failed deliveries are sent again (YYYY-MM-DD)': 'Başarısız teslimatların yeniden gönderileceği başlangıç tarihini girin (YYYY-AA-GG)',
  'The date cannot be in the future': 'Tarih gelecekte olamaz',
  'Choose the report to send': 'Gönderilecek raporu seçin',
  'Choose the period the report covers': 'Raporun kapsadığı dönemi seçin',
  'Paused (no run until resumed)': 'Duraklatıldı (sürdürülene kadar çalışmaz)',
  'New custom job': 'Yeni özel iş',
  'Edit: {{name}}': 'Düzenle: {{name}}',
  // Intros
  recurringIntro: 'Zamanlanmış her iş: platformun sistem işleri (yalnızca platform personeli değiştirir) ve kiracınızın özel işleri. Cron UTC saatine göredir; sonraki çalışmalar sizin saatinizle gösterilir. Hizmet kapalıyken kaçırılan bir çalışma işin kuralına uyar: atla (atlanan bir çalışma kaydedilir) veya bir kez çalıştır (bir telafi çalışması).',
  customIntro: 'Kiracınız için bir iş zamanlayın. İşlem dışa aktarımı, dünün Canlı işlemlerini (sizin saatinize göre) CSV dosyası olarak yazar ve size bildirim olarak gönderir; dışa aktarma kotası geçerlidir. Kara liste temizliği süresi dolmuş kayıtları siler, webhook yeniden gönderimi bir uç noktanın başarısız teslimatlarını yeniden gönderir, e-posta ile rapor dosyası bir raporu yazar ve bağlantısını size e-postayla gönderir. Özel bir iş en fazla saatte bir çalışır.',
  jobTypeHelp: 'İşlem dışa aktarımı ve kara liste temizliği üye işyerlerini kullanır; webhook yeniden gönderimi bir uç nokta ve tarih, e-posta ile rapor dosyası bir rapor ve dönem ister.',
  noCustomJobs: 'Henüz özel iş yok. "Yeni" ile bir iş zamanlayın: işlem dışa aktarımı, kara liste temizliği, webhook yeniden gönderimi veya e-posta ile rapor dosyası.',
  noCustomJobsToRead: 'Henüz özel iş yok: kiracıların personeli kendi işlerini bu sayfada zamanlar.',
  logsIntro: 'Her işin her çalışması: tetikleyen, başlangıç, bitiş, süre ve sonuç. Bir çalışmayı açarak günlük satırlarını, hatasını ve çıktı dosyalarını görün. Çalışmalar 90 gün saklanır.',
};

/** English texts of the keys that are not the English text themselves. */
const EN: Record<string, string> = {
  recurringIntro: "Every scheduled job: the platform's system jobs (changed by platform staff only) and your tenant's custom jobs. The cron is on the UTC clock; the next runs are shown on yours. A run missed while the service was down follows the job's policy: skip (a skipped run is recorded) or run once (one catch-up run).",
  customIntro: "Schedule a job for your tenant. The transactions export writes yesterday's Live transactions (on your clock) as a CSV file and sends it to you as a notification; the export quota applies. The blacklist sweep removes expired entries, the webhook replay sends an endpoint's failed deliveries again, the report file by e-mail writes a report and e-mails you its link. A custom job runs at most once an hour.",
  jobTypeHelp: 'The transactions export and the blacklist sweep use the merchants; a webhook replay needs an endpoint and a date, a report file by e-mail a report and a period.',
  noCustomJobs: 'No custom jobs yet. Schedule one with "New": a transactions export, a blacklist sweep, a webhook replay or a report file by e-mail.',
  noCustomJobsToRead: 'No custom jobs yet: tenant staff schedule their own on this page.',
  logsIntro: 'Every run of every job: its trigger, start, end, duration and outcome. Open a run for its log lines, its error and its output files. Runs are kept 90 days.',
};

export const SCHEDULER_RESOURCES: I18nResources = {
  en: { [SCHEDULER_NAMESPACE]: { ...Object.fromEntries(Object.keys(TR).map((key) => [key, key])), ...EN } },
  tr: { [SCHEDULER_NAMESPACE]: TR },
};

export function useSchedulerTranslation() {
  return useTranslation(SCHEDULER_NAMESPACE, { i18n: portalI18n() });
}
