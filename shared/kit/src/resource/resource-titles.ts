import { RESOURCE_TITLES_TR } from '@portal/contracts';
import { addRemoteResources, portalI18n, SHELL_NAMESPACE } from '@portal/i18n';

/** The i18n instances that have the titles (tests make a new one now and then). */
const registered = new WeakSet<object>();

/**
 * Puts the resources' titles into the shell's namespace, where every namespace falls back, once: the kit's dialogs and
 * saved lines ("Yeni: Potansiyel müşteri durumu") and a page's own `translate` find them. A title the shell already
 * translates keeps its text.
 */
export function registerResourceTitles(): void {
  const i18n = portalI18n();
  if (registered.has(i18n)) return;
  registered.add(i18n);
  const missing = Object.keys(RESOURCE_TITLES_TR).filter((title) => i18n.getResource('tr', SHELL_NAMESPACE, title) === undefined);
  addRemoteResources({
    en: { [SHELL_NAMESPACE]: Object.fromEntries(missing.map((title) => [title, title])) },
    tr: { [SHELL_NAMESPACE]: Object.fromEntries(missing.map((title) => [title, RESOURCE_TITLES_TR[title]!])) },
  });
}
