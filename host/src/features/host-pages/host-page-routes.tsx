import type { RouteObject } from 'react-router';
import { catalogRouteObjects } from '@portal/contracts';
import { PlaceholderPage } from '@portal/ui';
import { guardRoutes } from '../remotes/guard-routes';

/** Catalogue rows the host owns (tenant and merchant profile settings), guarded like remote routes. */
export function hostPageRoutes(): RouteObject[] {
  return guardRoutes(catalogRouteObjects('host', (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />));
}
