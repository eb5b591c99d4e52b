import type { RouteObject } from 'react-router';
import { RequirePermission } from '@portal/auth';
import { guardRouteTree, type RouteGuardSettings } from '@portal/contracts';

function permissionGuard(element: RouteObject['element'], settings: RouteGuardSettings): RouteObject['element'] {
  return (
    <RequirePermission permissions={settings.permissions} userTypes={settings.userTypes} redirectTo={settings.redirectTo}>
      {element}
    </RequirePermission>
  );
}

/** The host's guards (RequirePermission from each route's handle), so a remote behaves alone as in the shell. */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return guardRouteTree(routes, permissionGuard);
}
