import type { RouteObject } from 'react-router';
import type { CatalogRoute } from './route-catalog';
import { UNAUTHORIZED_PATH, routesOwnedBy } from './route-catalog';
import { guardRulesOf, type AccessRule } from './route-access';
import type { PortalRouteHandle, RemoteName } from './remote-module';

/**
 * Turning catalogue rows into route objects, and route handles into guard settings, in one place:
 * every remote builds its routes with catalogRouteObjects, the host and the dev shell guard them
 * with guardRouteTree, so all of them read a route's handle the same way.
 */

/** The handle a catalogue row gives its route (breadcrumb = title). */
export function routeHandleFor(row: CatalogRoute): PortalRouteHandle {
  const handle: PortalRouteHandle = { breadcrumb: row.title, permissions: [...row.permissions] };
  if (row.hideBreadcrumb) handle.hideBreadcrumb = true;
  if (row.redirectTo) handle.redirectTo = row.redirectTo;
  if (row.userTypes) handle.userTypes = [...row.userTypes];
  if (row.requiresMerchant) handle.requiresMerchant = true;
  const areaRules = guardRulesOf(row);
  if (areaRules.length > 0) handle.areaRules = areaRules;
  return handle;
}

/** One route object (absolute path + handle) per catalogue row of `owner`; `elementFor` renders the page. */
export function catalogRouteObjects(
  owner: RemoteName | 'host',
  elementFor: (row: CatalogRoute) => RouteObject['element'],
): RouteObject[] {
  return routesOwnedBy(owner).map((row) => ({ path: row.path, handle: routeHandleFor(row), element: elementFor(row) }));
}

/** A remote's built pages by catalogue path: each draws its row (title, path). One map per feature, spread into one. */
export type CatalogPages = Readonly<Record<string, (row: CatalogRoute) => RouteObject['element']>>;

/**
 * The route objects of `owner` whose pages are in `pages`; a row without one (a page not built yet) is drawn by
 * `unbuilt` (the placeholder naming the issue that fills it).
 */
export function catalogPageRoutes(
  owner: RemoteName | 'host',
  pages: CatalogPages,
  unbuilt: (row: CatalogRoute) => RouteObject['element'],
): RouteObject[] {
  return catalogRouteObjects(owner, (row) => (pages[row.path] ?? unbuilt)(row));
}

/** What a permission guard needs from a handle (defaults applied). */
export interface RouteGuardSettings {
  permissions: string[];
  userTypes?: PortalRouteHandle['userTypes'];
  requiresMerchant?: boolean;
  redirectTo: string;
  /** The area roots' guards, checked before the route's own (ADR 0076). */
  areaRules: AccessRule[];
}

/** The guard a handle asks for, or undefined when signed-in is enough. */
export function guardSettingsFor(handle: unknown): RouteGuardSettings | undefined {
  const h = handle as Partial<PortalRouteHandle> | undefined;
  if (!h) return undefined;
  const permissions = h.permissions ?? [];
  const areaRules = h.areaRules ?? [];
  if (permissions.length === 0 && !h.userTypes?.length && !h.requiresMerchant && areaRules.length === 0) return undefined;
  const settings: RouteGuardSettings = { permissions, userTypes: h.userTypes, redirectTo: h.redirectTo ?? UNAUTHORIZED_PATH, areaRules };
  if (h.requiresMerchant) settings.requiresMerchant = true;
  return settings;
}

/**
 * Copies a route tree, wrapping each element whose handle asks for a guard with `guard(element, settings)`.
 * The guard component itself comes from @portal/auth (contracts stays free of React).
 */
export function guardRouteTree(
  routes: RouteObject[],
  guard: (element: RouteObject['element'], settings: RouteGuardSettings) => RouteObject['element'],
): RouteObject[] {
  return routes.map((route) => {
    const settings = guardSettingsFor(route.handle);
    const element = settings && route.element !== undefined ? guard(route.element, settings) : route.element;
    const children = route.children ? guardRouteTree(route.children, guard) : undefined;
    return { ...route, element, ...(children ? { children } : {}) } as RouteObject;
  });
}

/** 'reports-settings' -> 'reports_settings': the Module Federation container name of a remote. */
export function federationNameOf(remote: RemoteName): string {
  return remote.replace(/[^A-Za-z0-9_$]/g, '_');
}
