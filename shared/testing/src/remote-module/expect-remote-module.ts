/// <reference types="jest" />
import { routesOwnedBy, type PortalRouteHandle, type RemoteModule, type RemoteName } from '@portal/contracts';

/**
 * The contract every remote's `./module` keeps (ADR 0002), asserted in one place for all five remotes:
 * its name, one route per catalogue row it owns (absolute path, breadcrumb = title, the row's
 * permissions) and texts in en and tr. Call it inside a jest `it`.
 */
export function expectRemoteModuleMatchesCatalogue(remoteModule: RemoteModule, name: RemoteName): void {
  const rows = routesOwnedBy(name);
  expect(remoteModule.name).toBe(name);
  expect(remoteModule.routes.map((r) => r.path)).toEqual(rows.map((r) => r.path));
  for (const [i, route] of remoteModule.routes.entries()) {
    const handle = route.handle as PortalRouteHandle;
    expect(route.path?.startsWith('/')).toBe(true);
    expect(handle.breadcrumb).toBe(rows[i].title);
    expect(handle.permissions).toEqual(rows[i].permissions);
  }
  expect(Object.keys(remoteModule.i18n ?? {})).toEqual(['en', 'tr']);
}
