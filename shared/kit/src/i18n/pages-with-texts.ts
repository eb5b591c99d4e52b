import type { CatalogPages, I18nResources } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';

/**
 * A lazy page group's pages with their texts: the texts only those pages use arrive with them and are added to the
 * portal's one i18next instance before the pages draw (ADR 0115: every feature's texts in English and Turkish had come
 * with a remote's first visit). The remote module carries the texts of the pages it draws itself.
 */
export function pagesWithTexts(load: () => Promise<CatalogPages>, texts: () => Array<Promise<I18nResources>>): () => Promise<CatalogPages> {
  return async () => {
    const [pages, ...resources] = await Promise.all([load(), ...texts()]);
    for (const part of resources) addRemoteResources(part);
    return pages;
  };
}
