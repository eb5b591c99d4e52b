import { Fragment, useMemo } from 'react';
import { Link, matchRoutes, useLocation, useMatches } from 'react-router';
import { ROUTE_CATALOG, remoteForPath, type PortalRouteHandle } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { useRemoteState } from '../../../app/federation/remote-loader-context';
import { buildBreadcrumbs, type MatchedHandle } from './build-breadcrumbs';
import { readDynamicCrumb } from './dynamic-crumbs';

/** Handles of the host's matched routes plus, once the remote is loaded, of the remote's matched routes. */
function useMatchedHandles(pathname: string): MatchedHandle[] {
  const hostMatches = useMatches();
  const remote = remoteForPath(pathname);
  const remoteState = useRemoteState(remote);
  return useMemo(() => {
    const handles: MatchedHandle[] = hostMatches.map((m) => ({ pathname: m.pathname, handle: m.handle as Partial<PortalRouteHandle> | undefined }));
    if (remoteState.status === 'loaded') {
      for (const m of matchRoutes(remoteState.module.routes, pathname) ?? []) {
        handles.push({ pathname: m.pathname, handle: m.route.handle as Partial<PortalRouteHandle> | undefined });
      }
    }
    return handles;
  }, [hostMatches, remoteState, pathname]);
}

export function Breadcrumbs({ landingPath }: { landingPath: string }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const matches = useMatchedHandles(pathname);
  const crumbs = buildBreadcrumbs({ pathname, landingPath, catalog: ROUTE_CATALOG, matches, dynamicLabel: readDynamicCrumb });
  return (
    <nav data-testid="breadcrumbs" aria-label={t(SHELL_TEXTS.breadcrumbs)} className="portal-breadcrumbs">
      {/* Plain markup, not antd's Breadcrumb: the frame is drawn before antd loads (ADR 0062). */}
      <ol>
        {crumbs.map((crumb, index) => {
          // Catalogue and route-handle labels are English keys (ADR 0009); stored labels are user data.
          const label = crumb.dynamic ? crumb.label : t(crumb.label);
          return (
            <Fragment key={crumb.to ?? 'current'}>
              {index > 0 && <li className="portal-breadcrumbs-separator" aria-hidden="true">/</li>}
              <li>{crumb.to ? <Link to={crumb.to}>{label}</Link> : <span aria-current="page">{label}</span>}</li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
