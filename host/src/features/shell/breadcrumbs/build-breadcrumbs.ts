import type { CatalogRoute, PortalRouteHandle } from '@portal/contracts';

export interface Crumb {
  label: string;
  /** Where the crumb links; undefined for the last (current) crumb. */
  to?: string;
  /** A label from session storage (e.g. a ticket's subject): user data, shown as is, not translated. */
  dynamic?: true;
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
  const byPath = new Map<string, { label: string; hidden: boolean; dynamic?: true }>();
  for (const row of options.catalog) {
    if (isPrefix(row.path, pathname)) byPath.set(row.path, { label: row.title, hidden: !!row.hideBreadcrumb });
  }
  for (const match of options.matches ?? []) {
    const handle = match.handle;
    if (!handle?.breadcrumb) continue;
    const path = match.pathname.replace(/\/+$/, '') || '/';
    const stored = handle.dynamicBreadcrumb ? options.dynamicLabel?.(path) : undefined;
    const hidden = !!handle.hideBreadcrumb;
    byPath.set(path, stored ? { label: stored, hidden, dynamic: true } : { label: handle.breadcrumb, hidden });
  }
  const trail = [...byPath.entries()]
    .filter(([path, crumb]) => !crumb.hidden && path !== options.landingPath)
    .sort(([a], [b]) => a.length - b.length)
    .map(([path, crumb]): Crumb => (crumb.dynamic ? { label: crumb.label, to: path, dynamic: true } : { label: crumb.label, to: path }));
  const crumbs: Crumb[] = [{ label: 'Dashboard', to: options.landingPath }, ...trail];
  const { to: _link, ...last } = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = last;
  return crumbs;
}
