import { SESSION_STORAGE_KEYS } from '@portal/contracts';

/**
 * Dynamic breadcrumb labels live in session storage under "breadcrumbs" as { [pathname]: label }
 * (spec part 1 section 2); the shell reads them for routes whose handle has dynamicBreadcrumb.
 */
export function rememberCrumb(pathname: string, label: string): void {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.breadcrumbs) ?? '{}') as Record<string, string>;
    stored[pathname] = label;
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.breadcrumbs, JSON.stringify(stored));
  } catch {
    // storage blocked: the crumb shows its static label
  }
}
