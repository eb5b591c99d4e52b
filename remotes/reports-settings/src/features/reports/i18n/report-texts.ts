/**
 * The reports' texts (namespace "reports-settings"; keys are the English texts, ADR 0009): the report page's own,
 * and every text the server's report definitions send (titles, descriptions, field labels, options, columns,
 * messages), each with its Turkish: those are in contracts (REPORT_DEFINITION_TEXTS_TR), which the server's exports
 * write too. backend/test/reports.test.ts fails when a definition sends a text missing there.
 */
import { EXPORT_QUOTA, REPORT_DEFINITION_TEXTS_TR } from '@portal/contracts';

export const R = {
  totals: 'Totals',
  loadFailed: 'The report could not be loaded',
  chartOf: 'Chart of {{name}}',
  chartTable: 'The chart\'s figures',
  showChart: 'Show the chart',
  hideChart: 'Hide the chart',
  noData: 'No data for these filters',
  resend: 'Resend selected webhooks',
  resent: '{{resent}} webhooks resent, {{skipped}} skipped',
  resendFailed: 'Resending failed: {{message}}',
  selectRow: 'Select {{externalId}}',
  selectAll: 'Select every row of this page',
  last24Hours: 'The last 24 hours',
  exportButton: 'Export',
  exportLabel: 'Export the report as shown as a CSV file',
  exportQueued: 'The export has more than {{limit}} rows: it is being prepared, and the file will arrive as a notification.',
  exportFailed: 'The export failed: {{message}}',
  exportQuota: EXPORT_QUOTA.message,
  exportTenantQuota: EXPORT_QUOTA.tenantMessage,
  invoice: 'Invoice',
  download: 'Download',
  downloadInvoice: 'Download the invoice of {{customer}} for {{month}} in {{currency}}',
  downloadFailed: 'The download failed: {{message}}',
  dailyFiles: 'Daily files',
  dailyFilesIntro: 'Each night the portal writes the previous day\'s figures (UTC) as a CSV file: one for all customers and one per customer with transactions.',
  noDailyFiles: 'No daily file yet',
  day: 'Day (UTC)',
  covers: 'Covers',
  allCustomers: 'All customers',
  fileRows: 'Rows',
  fileSize: 'Size',
  downloadFile: 'Download {{name}}',
} as const;

type PageKey = keyof typeof R;
const pageTr: Record<PageKey, string> = {
  totals: 'Toplamlar',
  loadFailed: 'Rapor yüklenemedi',
  chartOf: '{{name}} grafiği',
  chartTable: 'Grafiğin rakamları',
  showChart: 'Grafiği göster',
  hideChart: 'Grafiği gizle',
  noData: 'Bu filtreler için veri yok',
  resend: 'Seçilen webhook\'ları yeniden gönder',
  resent: '{{resent}} webhook yeniden gönderildi, {{skipped}} atlandı',
  resendFailed: 'Yeniden gönderme başarısız oldu: {{message}}',
  selectRow: '{{externalId}} seç',
  selectAll: 'Bu sayfanın tüm satırlarını seç',
  last24Hours: 'Son 24 saat',
  exportButton: 'Dışa aktar',
  exportLabel: 'Raporu gösterildiği gibi CSV dosyası olarak dışa aktar',
  exportQueued: 'Dışa aktarım {{limit}} satırdan fazla: hazırlanıyor, dosya bir bildirim olarak gelecek.',
  exportFailed: 'Dışa aktarım başarısız oldu: {{message}}',
  exportQuota: 'Yolda olan 3 dışa aktarımınız var: her biri bir bildirim olarak gelir. Biri geldiğinde yenisini isteyin.',
  exportTenantQuota: 'Kuruluşunuzun yolda olan 20 dışa aktarımı var: her biri isteyene bir bildirim olarak gelir. Bir dakika sonra yeniden isteyin.',
  invoice: 'Fatura',
  download: 'İndir',
  // A button's name starts with what it shows (WCAG 2.5.3): "İndir: ...".
  downloadInvoice: 'İndir: {{customer}} için {{month}} dönemi {{currency}} faturası',
  downloadFailed: 'İndirme başarısız oldu: {{message}}',
  dailyFiles: 'Günlük dosyalar',
  dailyFilesIntro: 'Portal her gece bir önceki günün rakamlarını (UTC) CSV dosyası olarak yazar: tüm müşteriler için bir dosya ve işlemi olan her müşteri için bir dosya.',
  noDailyFiles: 'Henüz günlük dosya yok',
  day: 'Gün (UTC)',
  covers: 'Kapsam',
  allCustomers: 'Tüm müşteriler',
  fileRows: 'Satırlar',
  fileSize: 'Boyut',
  downloadFile: 'İndir: {{name}}',
};


export const reportEn: Record<string, string> = Object.fromEntries(
  [...Object.values(R), ...Object.keys(REPORT_DEFINITION_TEXTS_TR)].map((text) => [text, text]),
);
export const reportTr: Record<string, string> = {
  ...REPORT_DEFINITION_TEXTS_TR,
  ...Object.fromEntries((Object.keys(pageTr) as PageKey[]).map((key) => [R[key], pageTr[key]])),
};
