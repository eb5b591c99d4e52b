import { useTranslation } from 'react-i18next';
import type { I18nResources } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';
import { REPORTS_NAMESPACE } from '../../reports/i18n/use-reports-translation';

/**
 * The Data Analytics page's and pop-up's texts (issue 12, ADR 0056), in the reports' namespace (the pop-up also
 * shows the report's column titles, whose Turkish is there); keys are the English texts (ADR 0009).
 */
export const DATA_ANALYTICS_NAMESPACE = REPORTS_NAMESPACE;

export const A = {
  // The portal's page.
  intro: "Explore a report's figures in a pivot: pick the report and its period here, then arrange rows, columns and the measure in the Data Analytics window.",
  report: 'Report',
  open: 'Open Data Analytics',
  reopen: 'Open Data Analytics again',
  opening: 'Opening the Data Analytics window…',
  isOpen: 'The Data Analytics window is open. Changes you make there are saved here.',
  closed: 'The Data Analytics window was closed.',
  blockedTitle: 'The browser blocked the Data Analytics window',
  blocked: 'Allow pop-ups for this portal in your browser (the icon at the end of the address bar), then try again.',
  openFailed: 'Data Analytics could not be opened: {{message}}',
  saved: 'Layout saved at {{time}}: {{layout}}',
  saveFailed: 'The layout was not saved: {{message}}',
  noReports: 'You have no report that Data Analytics can open.',
  layoutRows: 'rows {{fields}}',
  layoutColumns: 'columns {{fields}}',
  // The pop-up (window title "Data Analytics", spec part 2 section 2.3).
  windowTitle: 'Data Analytics',
  waiting: 'Waiting for the report from the portal…',
  figuresFor: 'Figures for {{scope}}',
  noOpener: 'Open Data Analytics from the portal: this window receives its report from there.',
  layout: 'Layout',
  rowsLevel: 'Rows, level {{level}}',
  columnsLevel: 'Columns, level {{level}}',
  none: '(none)',
  measure: 'Measure',
  rowCount: 'Number of rows',
  aggregation: 'Aggregation',
  sum: 'Sum',
  count: 'Count',
  average: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  total: 'Total',
  blank: '(empty)',
  mixedCurrencies: 'Amounts in different currencies are not added together: their totals show a dash.',
  tableCaption: '{{measure}} ({{aggregation}}) of {{report}}',
  rowsShown: '{{rows}} report rows',
  truncated: 'Data Analytics shows the first {{rows}} of {{count}} report rows: narrow the period to see them all.',
  tooManyGroups: 'Only the first {{limit}} groups are shown; place fewer fields to see all.',
  noData: 'No data for these filters',
  sending: 'Sending the layout to the portal…',
  sent: 'Layout sent to the portal.',
  signFailed: 'The layout was not sent to the portal: {{message}}',
} as const;

type Key = keyof typeof A;
const tr: Record<Key, string> = {
  intro: 'Bir raporun rakamlarını pivot tabloda inceleyin: raporu ve dönemini burada seçin, ardından satırları, sütunları ve ölçüyü Data Analytics penceresinde düzenleyin.',
  report: 'Rapor',
  open: "Data Analytics'i aç",
  reopen: "Data Analytics'i yeniden aç",
  opening: 'Data Analytics penceresi açılıyor…',
  isOpen: 'Data Analytics penceresi açık. Orada yaptığınız değişiklikler burada kaydedilir.',
  closed: 'Data Analytics penceresi kapatıldı.',
  blockedTitle: 'Tarayıcı Data Analytics penceresini engelledi',
  blocked: 'Tarayıcınızda bu portal için açılır pencerelere izin verin (adres çubuğunun sonundaki simge), sonra yeniden deneyin.',
  openFailed: 'Data Analytics açılamadı: {{message}}',
  saved: 'Düzen {{time}} saatinde kaydedildi: {{layout}}',
  saveFailed: 'Düzen kaydedilmedi: {{message}}',
  noReports: "Data Analytics'in açabileceği bir raporunuz yok.",
  layoutRows: 'satırlar {{fields}}',
  layoutColumns: 'sütunlar {{fields}}',
  windowTitle: 'Data Analytics',
  waiting: 'Rapor portaldan bekleniyor…',
  figuresFor: 'Rakamların kapsamı: {{scope}}',
  noOpener: "Data Analytics'i portaldan açın: bu pencere raporunu oradan alır.",
  layout: 'Düzen',
  rowsLevel: 'Satırlar, {{level}}. düzey',
  columnsLevel: 'Sütunlar, {{level}}. düzey',
  none: '(yok)',
  measure: 'Ölçü',
  rowCount: 'Satır sayısı',
  aggregation: 'Toplama',
  sum: 'Toplam',
  count: 'Adet',
  average: 'Ortalama',
  min: 'En küçük',
  max: 'En büyük',
  total: 'Toplam',
  blank: '(boş)',
  mixedCurrencies: 'Farklı para birimlerindeki tutarlar toplanmaz: toplamlarında tire gösterilir.',
  tableCaption: '{{report}} için {{measure}} ({{aggregation}})',
  rowsShown: '{{rows}} rapor satırı',
  truncated: 'Data Analytics, {{count}} rapor satırının ilk {{rows}} tanesini gösteriyor: hepsini görmek için dönemi daraltın.',
  tooManyGroups: 'Yalnızca ilk {{limit}} grup gösteriliyor; hepsini görmek için daha az alan yerleştirin.',
  noData: 'Bu filtreler için veri yok',
  sending: 'Düzen portala gönderiliyor…',
  sent: 'Düzen portala gönderildi.',
  signFailed: 'Düzen portala gönderilmedi: {{message}}',
};

export const dataAnalyticsEn: Record<string, string> = Object.fromEntries(Object.values(A).map((text) => [text, text]));
export const dataAnalyticsTr: Record<string, string> = Object.fromEntries((Object.keys(A) as Key[]).map((key) => [A[key], tr[key]]));

/** The page's texts, added to the reports' namespace when its page group loads (not with the remote module). */
export const DATA_ANALYTICS_RESOURCES: I18nResources = { en: { [DATA_ANALYTICS_NAMESPACE]: dataAnalyticsEn }, tr: { [DATA_ANALYTICS_NAMESPACE]: dataAnalyticsTr } };

/** The page's texts through the portal's one i18next instance. */
export function useDataAnalyticsTranslation() {
  return useTranslation(DATA_ANALYTICS_NAMESPACE, { i18n: portalI18n() });
}
