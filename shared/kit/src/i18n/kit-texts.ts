import { useTranslation } from 'react-i18next';
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
  rangeOfTotal: '{{from}}-{{to}} of {{total}}',
  rangeOfMore: '{{from}}-{{to}} of more than {{total}}',
  download: 'Download',
  table: 'Table',
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
  [KIT_TEXTS.rangeOfTotal]: '{{from}}-{{to}} / {{total}}',
  [KIT_TEXTS.rangeOfMore]: '{{from}}-{{to}} / {{total}} üzeri',
  [KIT_TEXTS.download]: 'İndir',
  [KIT_TEXTS.table]: 'Tablo',
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
