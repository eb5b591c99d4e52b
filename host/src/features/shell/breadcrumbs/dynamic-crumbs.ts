import { SESSION_STORAGE_KEYS } from '@portal/contracts';

/**
 * Labels of dynamic routes (e.g. a ticket's subject) live in session storage under "breadcrumbs" as
 * { [pathname]: label }; the page that knows the label writes it, the shell reads it.
 */
export function readDynamicCrumb(pathname: string): string | undefined {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEYS.breadcrumbs) ?? '{}') as Record<string, unknown>;
    const label = stored[pathname];
    return typeof label === 'string' ? label : undefined;
  } catch {
    return undefined;
  }
}
