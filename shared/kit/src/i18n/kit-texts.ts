import { useTranslation } from 'react-i18next';
import { SAVED_FILTER_LIMITS, SAVED_FILTER_MESSAGES } from '@portal/contracts';
import { addRemoteResources, portalI18n } from '@portal/i18n';

/** i18n namespace of the kit's own texts; keys are the English texts (spec texts exactly). */
export const KIT_NAMESPACE = 'kit';

export const KIT_TEXTS = {
  rows: 'Rows:',
  columns: 'Columns',
  showColumns: 'Shown columns',
  resetColumns: 'Default columns',
  columnsNotSaved: 'The column choice could not be saved',
  apply: 'Apply',
  reset: 'Reset',
  filters: 'Filters',
  noData: 'No data',
  // The filter bar's rows and chips, an empty result's wider search (issue 27).
  moreFilters: 'More filters',
  moreFiltersActive: 'More filters ({{n}})',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter {{filter}}',
  nothingFoundFor: 'Nothing found for {{filters}}.',
  searchLastDays: 'Search the last {{n}} days',
  rangeOfTotal: '{{from}}-{{to}} of {{total}}',
  rangeOfMore: '{{from}}-{{to}} of more than {{total}}',
  download: 'Download',
  table: 'Table',
  // Saved filters (spec part 2 section 4, ADR 0043).
  savedFilter: 'Saved filter',
  chooseSavedFilter: 'Saved filters',
  noSavedFilters: 'No saved filters yet',
  saveAsNew: 'Save as new',
  saveFilterTitle: 'Save the current filters',
  filterName: 'Filter name',
  filterNameRequired: 'Filter name is required',
  filterNameTooLong: 'Filter name must be at most {{n}} characters',
  filterNameTaken: 'You already have a saved filter with this name',
  updateFilter: 'Update the selected filter with the current filters',
  deleteFilter: 'Delete the selected filter',
  deleteFilterConfirm: 'Delete the saved filter "{{name}}"?',
  delete: 'Delete',
  cancel: 'Cancel',
  filterSaved: 'Filter "{{name}}" saved',
  filterUpdated: 'Filter "{{name}}" updated',
  filterDeleted: 'Filter "{{name}}" deleted',
  // The server's refusals (SAVED_FILTER_MESSAGES), shown in the portal's language.
  duplicateFilterName: SAVED_FILTER_MESSAGES.duplicateName,
  tooManyFilters: SAVED_FILTER_MESSAGES.limitReached,
  // Resource pages and their actions (ADR 0063).
  tenant: 'Tenant',
  pickTenant: 'Pick a tenant',
  pickTenantFirst: 'Pick a tenant to see its rows.',
  retry: 'Retry',
  notThrough: 'The action did not go through ({{reason}}). Retry sends the same request again: it is never done twice.',
  loadFailed: 'The list could not be loaded',
  create: 'New',
  edit: 'Edit',
  save: 'Save',
  rowActions: 'Actions',
  createTitle: 'New: {{title}}',
  editTitle: 'Edit: {{title}}',
  deleteRowConfirm: 'Delete this {{title}}?',
  deleteRowLabel: 'Delete {{name}}',
  editRowLabel: 'Edit {{name}}',
  created: '{{title}} created',
  updated: '{{title}} saved',
  deleted: '{{title}} deleted',
  fieldRequired: '{{label}} is required',
  fieldTooLong: '{{label}} must be at most {{n}} characters',
  fieldTooShort: '{{label}} must be at least {{n}} characters',
  fieldMin: '{{label}} must be at least {{n}}',
  fieldMax: '{{label}} must be at most {{n}}',
  fieldPattern: '{{label}} is not in the expected format',
} as const;

const tr: Record<string, string> = {
  [KIT_TEXTS.rows]: 'Satır:',
  [KIT_TEXTS.columns]: 'Sütunlar',
  [KIT_TEXTS.showColumns]: 'Gösterilen sütunlar',
  [KIT_TEXTS.resetColumns]: 'Varsayılan sütunlar',
  [KIT_TEXTS.columnsNotSaved]: 'Sütun seçimi kaydedilemedi',
  [KIT_TEXTS.apply]: 'Uygula',
  [KIT_TEXTS.reset]: 'Sıfırla',
  [KIT_TEXTS.filters]: 'Filtreler',
  [KIT_TEXTS.noData]: 'Veri yok',
  [KIT_TEXTS.moreFilters]: 'Diğer filtreler',
  [KIT_TEXTS.moreFiltersActive]: 'Diğer filtreler ({{n}})',
  [KIT_TEXTS.activeFilters]: 'Etkin filtreler',
  [KIT_TEXTS.removeFilter]: '{{filter}} filtresini kaldır',
  [KIT_TEXTS.nothingFoundFor]: '{{filters}} için sonuç bulunamadı.',
  [KIT_TEXTS.searchLastDays]: 'Son {{n}} günde ara',
  [KIT_TEXTS.rangeOfTotal]: '{{from}}-{{to}} / {{total}}',
  [KIT_TEXTS.rangeOfMore]: '{{from}}-{{to}} / {{total}} üzeri',
  [KIT_TEXTS.download]: 'İndir',
  [KIT_TEXTS.table]: 'Tablo',
  [KIT_TEXTS.savedFilter]: 'Kayıtlı filtre',
  [KIT_TEXTS.chooseSavedFilter]: 'Kayıtlı filtreler',
  [KIT_TEXTS.noSavedFilters]: 'Henüz kayıtlı filtre yok',
  [KIT_TEXTS.saveAsNew]: 'Yeni olarak kaydet',
  [KIT_TEXTS.saveFilterTitle]: 'Geçerli filtreleri kaydet',
  [KIT_TEXTS.filterName]: 'Filtre adı',
  [KIT_TEXTS.filterNameRequired]: 'Filtre adı zorunludur',
  [KIT_TEXTS.filterNameTooLong]: 'Filtre adı en fazla {{n}} karakter olabilir',
  [KIT_TEXTS.filterNameTaken]: 'Bu adla kayıtlı bir filtreniz zaten var',
  [KIT_TEXTS.updateFilter]: 'Seçili filtreyi geçerli filtrelerle güncelle',
  [KIT_TEXTS.deleteFilter]: 'Seçili filtreyi sil',
  [KIT_TEXTS.deleteFilterConfirm]: '"{{name}}" kayıtlı filtresi silinsin mi?',
  [KIT_TEXTS.delete]: 'Sil',
  [KIT_TEXTS.cancel]: 'Vazgeç',
  [KIT_TEXTS.filterSaved]: '"{{name}}" filtresi kaydedildi',
  [KIT_TEXTS.filterUpdated]: '"{{name}}" filtresi güncellendi',
  [KIT_TEXTS.filterDeleted]: '"{{name}}" filtresi silindi',
  [KIT_TEXTS.duplicateFilterName]: 'Bu arama ekranında bu adla kayıtlı bir filtreniz zaten var',
  [KIT_TEXTS.tenant]: 'Kiracı',
  [KIT_TEXTS.pickTenant]: 'Bir kiracı seçin',
  [KIT_TEXTS.pickTenantFirst]: 'Satırlarını görmek için bir kiracı seçin.',
  [KIT_TEXTS.retry]: 'Tekrar gönder',
  [KIT_TEXTS.notThrough]: 'İşlem tamamlanamadı ({{reason}}). Tekrar gönder aynı isteği yeniden gönderir: işlem asla iki kez yapılmaz.',
  [KIT_TEXTS.loadFailed]: 'Liste yüklenemedi',
  [KIT_TEXTS.create]: 'Yeni',
  [KIT_TEXTS.edit]: 'Düzenle',
  [KIT_TEXTS.save]: 'Kaydet',
  [KIT_TEXTS.rowActions]: 'İşlemler',
  [KIT_TEXTS.createTitle]: 'Yeni: {{title}}',
  [KIT_TEXTS.editTitle]: 'Düzenle: {{title}}',
  [KIT_TEXTS.deleteRowConfirm]: 'Bu {{title}} silinsin mi?',
  [KIT_TEXTS.deleteRowLabel]: '{{name}} sil',
  [KIT_TEXTS.editRowLabel]: '{{name}} düzenle',
  [KIT_TEXTS.created]: '{{title}} oluşturuldu',
  [KIT_TEXTS.updated]: '{{title}} kaydedildi',
  [KIT_TEXTS.deleted]: '{{title}} silindi',
  [KIT_TEXTS.fieldRequired]: '{{label}} zorunludur',
  [KIT_TEXTS.fieldTooLong]: '{{label}} en fazla {{n}} karakter olabilir',
  [KIT_TEXTS.fieldTooShort]: '{{label}} en az {{n}} karakter olmalıdır',
  [KIT_TEXTS.fieldMin]: '{{label}} en az {{n}} olmalıdır',
  [KIT_TEXTS.fieldMax]: '{{label}} en fazla {{n}} olabilir',
  [KIT_TEXTS.fieldPattern]: '{{label}} beklenen biçimde değil',
  [KIT_TEXTS.tooManyFilters]: `En fazla ${SAVED_FILTER_LIMITS.maxPerUser} kayıtlı filtre tutabilirsiniz; önce birini silin`,
};

let registered = false;

/** Adds the kit's texts to the portal's one i18next instance (once per bundle; the kit is bundled into each app). */
export function registerKitTexts(): void {
  if (registered) return;
  const en = Object.fromEntries(Object.values(KIT_TEXTS).map((text) => [text, text]));
  addRemoteResources({ en: { [KIT_NAMESPACE]: en }, tr: { [KIT_NAMESPACE]: tr } });
  registered = true;
}

/** The kit's texts through the portal's i18next instance. */
export function useKitTranslation() {
  registerKitTexts();
  return useTranslation(KIT_NAMESPACE, { i18n: portalI18n() });
}
