import { DATA_ANALYTICS } from '@portal/contracts';

declare const __webpack_public_path__: string | undefined;

/** Where this remote's files are served (its runtime public path), else the one-machine layout's folder. */
function remoteBase(): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/remotes/reports-settings/';
  return new URL(base, window.location.href).href;
}

/**
 * The tool page's address, told the language; its origin is the only one the portal answers. The page takes its own
 * origin for the portal's (never a parameter, ADR 0074): the remote is served on the portal's origin.
 */
export function toolAddress(language: string): { url: string; origin: string } {
  const url = new URL(DATA_ANALYTICS.toolPage, remoteBase());
  url.searchParams.set('lang', language.startsWith('tr') ? 'tr' : 'en');
  return { url: url.href, origin: url.origin };
}
