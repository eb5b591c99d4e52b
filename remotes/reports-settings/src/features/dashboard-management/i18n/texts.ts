import { useTranslation } from 'react-i18next';
import { portalI18n } from '@portal/i18n';
import type { I18nResources } from '@portal/contracts';
import { DASHBOARD_TEXT_RESOURCES } from '@portal/dashboard-widgets';

/** Namespace of the dashboard management pages (issue 11, ADR 0052); keys are the English texts. */
export const DASHBOARD_MANAGEMENT_NAMESPACE = 'dashboard-management';

export const M = {
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  actions: 'Actions',
  name: 'Name',
  userType: 'User type',
  Tenant: 'Tenant staff',
  Merchant: 'Merchants',
  Platform: 'Platform staff',
  order: 'Order',
  loadFailed: 'This page could not be loaded',
  retry: 'Try again',
  saved: 'Saved',
  deleted: 'Deleted',
  saveFailed: 'Not saved: {{message}}',
  required: '{{field}} is required',
  tooLong: '{{field}} must be at most {{max}} characters',
  // Page titles (the route catalogue's).
  categoriesTitle: 'Dashboard categories',
  widgetsTitle: 'Dashboard widgets',
  tenantRolesTitle: 'Tenant dashboard roles',
  merchantRolesTitle: 'Merchant dashboard roles',
  // Categories.
  addCategory: 'Add category',
  renameCategory: 'Rename category',
  deleteCategoryConfirm: 'Delete the category "{{name}}" and its widgets?',
  noCategories: 'No categories yet',
  widgetCount: 'Widgets',
  categoriesIntro: 'Categories are the tabs of a dashboard. Tenant staff see the categories for tenant staff on their dashboard, merchants see the categories for merchants.',
  // Widgets.
  addWidget: 'Add widget',
  editWidget: 'Edit widget',
  deleteWidgetConfirm: 'Delete the widget "{{name}}"?',
  noWidgets: 'No widgets yet',
  category: 'Category',
  dataSource: 'Data source',
  widgetType: 'Widget type',
  shownInTenant: 'Shown in this tenant',
  shownInTenantHelp: 'A widget is shown to the roles given it only while it is shown in this tenant.',
  chartSettings: 'Chart',
  tableSettings: 'Table',
  figureSettings: 'Figure',
  chartType: 'Chart type',
  xAxisColumn: 'X axis column',
  xAxisColumnName: 'X axis title',
  yAxisColumn: 'Y axis column',
  yAxisColumnName: 'Y axis title',
  tooltipValue: 'Tooltip column',
  tooltipType: 'Tooltip format',
  tableDataProperties: 'Row properties (comma list)',
  tableDataColumns: 'Column titles (comma list)',
  pipes: 'Column formats (comma list, empty for automatic)',
  customTemplate: 'First column template',
  navigationUrl: 'Row link',
  navigationUrlHelp: 'A portal path; {property} takes the clicked row\'s value, e.g. /merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}',
  customPipe: 'Figure format',
  description: 'Captions (comma list)',
  isLast24Hours: 'Hourly over the last 24 hours',
  width: 'Width',
  small: 'Narrow',
  medium: 'Half',
  large: 'Full width',
  none: 'None',
  automatic: 'Automatic',
  columnsMismatch: 'Give one column title per row property',
  pipeUnknown: 'Unknown column format: {{pipe}}',
  pathRequired: 'The row link must be a path of this portal, starting with a single /',
  sourceNotForUserType: 'This data source is not available on dashboards of {{userType}}',
  columnsOfSource: 'Columns of this source: {{columns}}',
  preview: 'Preview',
  previewHint: 'Fill in what the widget needs to see it with real data.',
  previewScope: "Your tenant's Live data of the last 7 days (every merchant's); each user's dashboard shows their own.",
  previewFailed: 'The preview could not be drawn',
  // Roles.
  role: 'Role',
  noRoles: 'No roles of this kind yet',
  widgetsOfRole: 'Widgets given to {{role}}',
  tenantRolesIntro: 'A tenant staff member sees a widget of a category for tenant staff when it is given to their role.',
  merchantRolesIntro: 'A merchant user sees a widget of a category for merchants when it is given to their role.',
  givenCount: '{{given}} of {{total}} widgets',
  notShownInTenant: 'not shown in this tenant',
  // Merchant dashboard template (ADR 0058).
  templateTitle: 'Merchant dashboard template',
  templateIntro: 'Publishing makes the merchant dashboard as it is now (categories for merchants, the widgets shown in this tenant, their order and width) the template your merchants start from. Merchants who have not arranged their dashboard get each new version; merchants who arranged their own keep it and may reset to the template. Each role still sees only the widgets given to it.',
  templateNone: 'Not published yet: merchants see every merchant widget as soon as it is shown in this tenant and given to their role.',
  templateStatus: 'Version {{version}}, published {{date}}. {{following}} merchant users follow it; {{customised}} arranged their own.',
  templateNote: 'Note',
  templateNotePlaceholder: 'What changed (optional)',
  templatePublish: 'Publish as template',
  templatePublishConfirm: 'Publish the merchant dashboard as version {{version}}?',
  templatePublished: 'Version {{version}} published',
  templateRefused: 'Not published: {{message}}',
  templateVersion: 'Version',
  templatePublishedAt: 'Published',
  templatePublishedBy: 'Published by',
  templateKeptBy: 'Kept by',
} as const;

/** Data sources, widget types, chart types and formats by their keys, for the pickers. */
export const SOURCE_LABELS: Record<string, string> = {
  summary: 'Payments and volume',
  'success-rate': 'Success rate',
  'volume-by-time': 'Payments and volume over time',
  'status-split': 'Payments by status',
  'method-split': 'Payment methods',
  'card-countries': 'Card countries',
  'top-merchants': 'Top merchants',
  'declines-by-reason': 'Declines by reason',
  refunds: 'Refunds',
  'webhook-status': 'Webhook status',
  alerts: 'Alerts',
  pipeline: 'Onboarding pipeline',
};

/** The columns each source answers with (what a chart or table may name). */
export const SOURCE_COLUMNS: Record<string, string[]> = {
  summary: ['payments', 'successful', 'volume'],
  'success-rate': ['successful', 'unsuccessful', 'successRate'],
  'volume-by-time': ['period', 'count', 'volume'],
  'status-split': ['status', 'count'],
  'method-split': ['paymentMethod', 'paymentMethodName', 'count', 'volume', 'successRate'],
  'card-countries': ['country', 'count', 'volume'],
  'top-merchants': ['merchantId', 'merchantName', 'count', 'volume', 'successRate'],
  'declines-by-reason': ['code', 'reason', 'count'],
  refunds: ['status', 'count'],
  'webhook-status': ['status', 'delivered', 'failed', 'pending'],
  alerts: ['kind', 'externalId', 'detail', 'createdAt'],
  pipeline: ['stage', 'count', 'state'],
};

export const TYPE_LABELS: Record<string, string> = {
  CHART_WIDGET: 'Chart',
  BANNER_WIDGET: 'Alert banner',
  TABLE_WIDGET: 'Table',
  PIPELINE_CHART: 'Pipeline chart',
  MAP_WIDGET: 'World map',
  WEBHOOK_STATUS: 'Webhook status',
  COUNT_WIDGET: 'Count',
  SUCCESS_RATE_WIDGET: 'Success rate figure',
};

export const CHART_LABELS: Record<string, string> = {
  PieChart: 'Pie chart', LineChart: 'Line chart', BarChart: 'Bar chart', ComboChart: 'Bars and line', GeoChart: 'Map',
};

export const PIPE_LABELS: Record<string, string> = {
  count: 'Count', volume: 'Volume', successRate: 'Percentage', money: 'Money', date: 'Date', dateTime: 'Date and time', hour: 'Hour',
  paymentMethod: 'Payment method', status: 'Status', country: 'Country', text: 'Text',
};

const tr: Record<string, string> = {
  Add: 'Ekle', Edit: 'Düzenle', Delete: 'Sil', Save: 'Kaydet', Cancel: 'İptal', Actions: 'İşlemler', Name: 'Ad', 'User type': 'Kullanıcı türü',
  'Tenant staff': 'Kiracı personeli', Merchants: 'Üye işyerleri', 'Platform staff': 'Platform personeli', Order: 'Sıra',
  'This page could not be loaded': 'Bu sayfa yüklenemedi', 'Try again': 'Tekrar dene', Saved: 'Kaydedildi', Deleted: 'Silindi',
  'Not saved: {{message}}': 'Kaydedilmedi: {{message}}', '{{field}} is required': '{{field}} zorunludur',
  '{{field}} must be at most {{max}} characters': '{{field}} en fazla {{max}} karakter olabilir',
  'Dashboard categories': 'Gösterge paneli kategorileri', 'Dashboard widgets': 'Gösterge paneli bileşenleri',
  'Tenant dashboard roles': 'Kiracı gösterge paneli rolleri', 'Merchant dashboard roles': 'Üye işyeri gösterge paneli rolleri',
  'Add category': 'Kategori ekle', 'Rename category': 'Kategoriyi yeniden adlandır',
  'Delete the category "{{name}}" and its widgets?': '"{{name}}" kategorisi ve bileşenleri silinsin mi?', 'No categories yet': 'Henüz kategori yok',
  Widgets: 'Bileşenler',
  'Categories are the tabs of a dashboard. Tenant staff see the categories for tenant staff on their dashboard, merchants see the categories for merchants.':
    'Kategoriler gösterge panelinin sekmeleridir. Kiracı personeli kiracı personeline ait kategorileri, üye işyerleri üye işyerlerine ait kategorileri görür.',
  'Add widget': 'Bileşen ekle', 'Edit widget': 'Bileşeni düzenle', 'Delete the widget "{{name}}"?': '"{{name}}" bileşeni silinsin mi?',
  'No widgets yet': 'Henüz bileşen yok', Category: 'Kategori', 'Data source': 'Veri kaynağı', 'Widget type': 'Bileşen türü',
  'Shown in this tenant': 'Bu kiracıda gösterilir',
  'A widget is shown to the roles given it only while it is shown in this tenant.': 'Bir bileşen, verildiği rollere yalnızca bu kiracıda gösterildiği sürece görünür.',
  Chart: 'Grafik', Table: 'Tablo', Figure: 'Sayı', 'Chart type': 'Grafik türü', 'X axis column': 'X ekseni sütunu', 'X axis title': 'X ekseni başlığı',
  'Y axis column': 'Y ekseni sütunu', 'Y axis title': 'Y ekseni başlığı', 'Tooltip column': 'İpucu sütunu', 'Tooltip format': 'İpucu biçimi',
  'Row properties (comma list)': 'Satır alanları (virgülle ayrılmış)', 'Column titles (comma list)': 'Sütun başlıkları (virgülle ayrılmış)',
  'Column formats (comma list, empty for automatic)': 'Sütun biçimleri (virgülle ayrılmış, otomatik için boş)', 'First column template': 'İlk sütun şablonu',
  'Row link': 'Satır bağlantısı',
  "A portal path; {property} takes the clicked row's value, e.g. /merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}":
    'Bir portal yolu; {property} tıklanan satırın değerini alır, örn. /merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}',
  'Figure format': 'Sayı biçimi', 'Captions (comma list)': 'Açıklamalar (virgülle ayrılmış)', 'Hourly over the last 24 hours': 'Son 24 saat, saatlik',
  Width: 'Genişlik', Narrow: 'Dar', Half: 'Yarım', 'Full width': 'Tam genişlik', None: 'Yok', Automatic: 'Otomatik',
  'Give one column title per row property': 'Her satır alanı için bir sütun başlığı girin', 'Unknown column format: {{pipe}}': 'Bilinmeyen sütun biçimi: {{pipe}}',
  'The row link must be a path of this portal, starting with a single /': 'Satır bağlantısı bu portalın tek bir / ile başlayan bir yolu olmalıdır',
  'This data source is not available on dashboards of {{userType}}': 'Bu veri kaynağı {{userType}} gösterge panellerinde kullanılamaz',
  'Columns of this source: {{columns}}': 'Bu kaynağın sütunları: {{columns}}',
  Preview: 'Önizleme', 'Fill in what the widget needs to see it with real data.': 'Gerçek verilerle görmek için bileşenin gerektirdiklerini doldurun.',
  "Your tenant's Live data of the last 7 days (every merchant's); each user's dashboard shows their own.":
    'Kiracınızın son 7 günlük canlı verileri (tüm üye işyerlerinin); her kullanıcının gösterge paneli kendi verilerini gösterir.',
  'The preview could not be drawn': 'Önizleme çizilemedi',
  Role: 'Rol', 'No roles of this kind yet': 'Bu türde henüz rol yok', 'Widgets given to {{role}}': '{{role}} rolüne verilen bileşenler',
  'A tenant staff member sees a widget of a category for tenant staff when it is given to their role.':
    'Kiracı personeli, kiracı personeline ait bir kategorideki bileşeni, bileşen rolüne verildiğinde görür.',
  'A merchant user sees a widget of a category for merchants when it is given to their role.':
    'Üye işyeri kullanıcısı, üye işyerlerine ait bir kategorideki bileşeni, bileşen rolüne verildiğinde görür.',
  '{{given}} of {{total}} widgets': '{{total}} bileşenden {{given}}', 'not shown in this tenant': 'bu kiracıda gösterilmiyor',
  'Merchant dashboard template': 'Üye işyeri gösterge paneli şablonu',
  'Publishing makes the merchant dashboard as it is now (categories for merchants, the widgets shown in this tenant, their order and width) the template your merchants start from. Merchants who have not arranged their dashboard get each new version; merchants who arranged their own keep it and may reset to the template. Each role still sees only the widgets given to it.':
    'Yayımlamak, üye işyeri gösterge panelinin şu anki hâlini (üye işyerlerine ait kategoriler, bu kiracıda gösterilen bileşenler, sıraları ve genişlikleri) üye işyerlerinizin başladığı şablon yapar. Gösterge panelini düzenlememiş üye işyerleri her yeni sürümü alır; kendi düzenini yapanlar onu korur ve şablona dönebilir. Her rol yine yalnızca kendisine verilen bileşenleri görür.',
  'Not published yet: merchants see every merchant widget as soon as it is shown in this tenant and given to their role.':
    'Henüz yayımlanmadı: üye işyerleri, bu kiracıda gösterilen ve rollerine verilen her bileşeni hemen görür.',
  'Version {{version}}, published {{date}}. {{following}} merchant users follow it; {{customised}} arranged their own.':
    'Sürüm {{version}}, {{date}} tarihinde yayımlandı. {{following}} üye işyeri kullanıcısı bu sürümü izliyor; {{customised}} kullanıcı kendi düzenini yaptı.',
  Note: 'Not', 'What changed (optional)': 'Neler değişti (isteğe bağlı)', 'Publish as template': 'Şablon olarak yayımla',
  'Publish the merchant dashboard as version {{version}}?': 'Üye işyeri gösterge paneli sürüm {{version}} olarak yayımlansın mı?',
  'Version {{version}} published': 'Sürüm {{version}} yayımlandı', 'Not published: {{message}}': 'Yayımlanmadı: {{message}}',
  Version: 'Sürüm', Published: 'Yayımlandı', 'Published by': 'Yayımlayan', 'Kept by': 'Koruyan',
  // Pickers.
  'Payments and volume': 'Ödemeler ve hacim', 'Success rate': 'Başarı oranı', 'Payments and volume over time': 'Zamana göre ödemeler ve hacim',
  'Payments by status': 'Duruma göre ödemeler', 'Payment methods': 'Ödeme yöntemleri', 'Card countries': 'Kart ülkeleri', 'Top merchants': 'En büyük üye işyerleri',
  'Declines by reason': 'Nedene göre retler', Refunds: 'İadeler', 'Webhook status': 'Webhook durumu', Alerts: 'Uyarılar', 'Onboarding pipeline': 'Üye işyeri kazanım hattı',
  'Alert banner': 'Uyarı bandı', 'Pipeline chart': 'Hat grafiği', 'World map': 'Dünya haritası', Count: 'Sayı', 'Success rate figure': 'Başarı oranı',
  'Pie chart': 'Pasta grafik', 'Line chart': 'Çizgi grafik', 'Bar chart': 'Çubuk grafik', 'Bars and line': 'Çubuk ve çizgi', Map: 'Harita',
  Volume: 'Hacim', Percentage: 'Yüzde', Money: 'Tutar', Date: 'Tarih', 'Date and time': 'Tarih ve saat', Hour: 'Saat', 'Payment method': 'Ödeme yöntemi',
  Status: 'Durum', Country: 'Ülke', Text: 'Metin',
};

const allEnglish = [...Object.values(M), ...Object.values(SOURCE_LABELS), ...Object.values(TYPE_LABELS), ...Object.values(CHART_LABELS), ...Object.values(PIPE_LABELS)];

/**
 * The management pages' texts in en and tr, merged into the remote's resources by one line of ../../i18n.ts;
 * with them the dashboard's texts (namespace "dashboard"), which the preview's widget renderers speak: the
 * settings pages may be opened before the dashboard remote ever loaded.
 */
export const DASHBOARD_MANAGEMENT_RESOURCES: I18nResources = {
  en: { [DASHBOARD_MANAGEMENT_NAMESPACE]: Object.fromEntries(allEnglish.map((text) => [text, text])), ...DASHBOARD_TEXT_RESOURCES.en },
  tr: { [DASHBOARD_MANAGEMENT_NAMESPACE]: tr, ...DASHBOARD_TEXT_RESOURCES.tr },
};

export function useManagementTranslation() {
  return useTranslation(DASHBOARD_MANAGEMENT_NAMESPACE, { i18n: portalI18n() });
}
