import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTE_CATALOG, remoteForPath, type PortalRouteHandle } from '@portal/contracts';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useRemoteState } from '../../../app/federation/remote-loader-context';
import { appRoutes } from '../../../app/router/app-routes';
import { buildBreadcrumbs, type MatchedHandle } from './build-breadcrumbs';
import { readDynamicCrumb } from './dynamic-crumbs';

/** A crumb as shown: its label in the user's language, its link (none for the current page). */
export interface ShownCrumb {
  label: string;
  to?: string;
}

/** Handles of the host's matched routes plus, once the remote is loaded, of the remote's matched routes. */
function useMatchedHandles(pathname: string): MatchedHandle[] {
  const remote = remoteForPath(pathname);
  const remoteState = useRemoteState(remote);
  return useMemo(() => {
    const handles: MatchedHandle[] = (matchRoutes(appRoutes(), pathname) ?? [])
      .map((m) => ({ pathname: m.pathname, handle: m.route.handle as Partial<PortalRouteHandle> | undefined }));
    if (remoteState.status === 'loaded') {
      for (const m of matchRoutes(remoteState.module.routes, pathname) ?? []) {
        handles.push({ pathname: m.pathname, handle: m.route.handle as Partial<PortalRouteHandle> | undefined });
      }
    }
    return handles;
  }, [remoteState, pathname]);
}

/**
 * The current route's trail (route catalogue rows and route handles, see buildBreadcrumbs), translated: the
 * breadcrumbs draw it, and its last crumb is the page's title (the document title).
 */
export function useBreadcrumbTrail(landingPath: string): ShownCrumb[] {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const matches = useMatchedHandles(pathname);
  const crumbs = buildBreadcrumbs({ pathname, landingPath, catalog: ROUTE_CATALOG, matches, dynamicLabel: readDynamicCrumb });
  // Catalogue and route-handle labels are English keys (ADR 0009); stored labels are user data.
  return crumbs.map((crumb) => ({ label: crumb.dynamic ? crumb.label : t(crumb.label), to: crumb.to }));
}
