import { routesOwnedBy, type PortalRouteHandle } from '@portal/contracts';
import remoteModule from './module';

describe('crm remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles', () => {
    const rows = routesOwnedBy('crm');
    expect(remoteModule.name).toBe('crm');
    expect(remoteModule.routes.map((r) => r.path)).toEqual(rows.map((r) => r.path));
    for (const [i, route] of remoteModule.routes.entries()) {
      const handle = route.handle as PortalRouteHandle;
      expect(route.path?.startsWith('/')).toBe(true);
      expect(handle.breadcrumb).toBe(rows[i].title);
      expect(handle.permissions).toEqual(rows[i].permissions);
    }
  });

  it('ships its texts in en and tr', () => {
    expect(Object.keys(remoteModule.i18n ?? {})).toEqual(['en', 'tr']);
  });
});
