import type { CatalogRoute, PortalRouteHandle } from '@portal/contracts';

export interface Crumb {
  label: string;
  /** Where the crumb links; undefined for the last (current) crumb. */
  to?: string;
}

/** A matched route: the URL it matched and its handle. */
export interface MatchedHandle {
  pathname: string;
  handle: Partial<PortalRouteHandle> | undefined;
}

function isPrefix(path: string, pathname: string): boolean {
  return path === '/' || pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * Breadcrumbs for `pathname`: first 'Dashboard' (the user's landing page), then one crumb per
 * catalogue row above or at the path and per matched route handle (a handle wins over the row of the
 * same path), shortest first; hidden crumbs skipped; the last crumb is not a link.
 * `dynamicLabel` supplies labels of routes with `dynamicBreadcrumb` (kept in session storage).
 */
export function buildBreadcrumbs(options: {
  pathname: string;
  landingPath: string;
  catalog: readonly CatalogRoute[];
  matches?: readonly MatchedHandle[];
  dynamicLabel?: (pathname: string) => string | undefined;
}): Crumb[] {
  const pathname = options.pathname.replace(/\/+$/, '') || '/';
  const byPath = new Map<string, { label: string; hidden: boolean }>();
  for (const row of options.catalog) {
    if (isPrefix(row.path, pathname)) byPath.set(row.path, { label: row.title, hidden: !!row.hideBreadcrumb });
  }
  for (const match of options.matches ?? []) {
    const handle = match.handle;
    if (!handle?.breadcrumb) continue;
    const path = match.pathname.replace(/\/+$/, '') || '/';
    const label = (handle.dynamicBreadcrumb && options.dynamicLabel?.(path)) || handle.breadcrumb;
    byPath.set(path, { label, hidden: !!handle.hideBreadcrumb });
  }
  const trail = [...byPath.entries()]
    .filter(([path, crumb]) => !crumb.hidden && path !== options.landingPath)
    .sort(([a], [b]) => a.length - b.length)
    .map(([path, crumb]) => ({ label: crumb.label, to: path }));
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: options.landingPath }, ...trail];
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
