import type { RouteObject } from 'react-router';
import { guardRouteTree, type RouteGuardSettings } from '@portal/contracts';
import { RequirePermission } from './RequirePermission';

function permissionGuard(element: RouteObject['element'], settings: RouteGuardSettings): RouteObject['element'] {
  return (
    <RequirePermission
      permissions={settings.permissions} userTypes={settings.userTypes} requiresMerchant={settings.requiresMerchant}
      redirectTo={settings.redirectTo} areaRules={settings.areaRules}
    >
      {element}
    </RequirePermission>
  );
}

/**
 * Puts every route whose handle names permissions or user types behind RequirePermission.
 * The host and the dev shell both use it, so a remote behaves alone exactly as in the shell.
 */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return guardRouteTree(routes, permissionGuard);
}
