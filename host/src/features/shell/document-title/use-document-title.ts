import { useEffect } from 'react';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useBreadcrumbTrail } from '../breadcrumbs/use-breadcrumb-trail';

/** "Transaction lookup · Acme Payments": the page, then whose portal it is. */
export function documentTitle(pageTitle: string, portalName: string): string {
  return `${pageTitle} · ${portalName}`;
}

/**
 * The browser tab (and the first thing a screen reader says after a navigation) names the page and the tenant:
 * the current breadcrumb, which is the route catalogue's or the route's title, and the tenant's name (users
 * without a tenant, platform staff, see the portal's name). The sign-in pages' title comes back on sign-out.
 */
export function useDocumentTitle(landingPath: string, tenantName: string | undefined): void {
  const { t } = useShellTranslation();
  const trail = useBreadcrumbTrail(landingPath);
  const pageTitle = trail[trail.length - 1]?.label ?? t(SHELL_TEXTS.dashboard);
  const title = documentTitle(pageTitle, tenantName || t(SHELL_TEXTS.paymentsPortal));

  // First: it keeps the title from before the shell, to put it back on sign-out.
  useEffect(() => {
    const before = document.title;
    return () => { document.title = before; };
  }, []);

  useEffect(() => {
    document.title = title;
  }, [title]);
}
