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

/** Puts every route whose handle names permissions or user types behind RequirePermission. */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return guardRouteTree(routes, permissionGuard);
}
