import { routesOwnedBy, type PortalRouteHandle } from '@portal/contracts';
import remoteModule from './module';

describe('support remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles', () => {
    const rows = routesOwnedBy('support');
    expect(remoteModule.name).toBe('support');
    expect(remoteModule.routes.map((r) => r.path)).toEqual(rows.map((r) => r.path));
    for (const [i, route] of remoteModule.routes.entries()) {
      const handle = route.handle as PortalRouteHandle;
      expect(route.path?.startsWith('/')).toBe(true);
      expect(handle.breadcrumb).toBe(rows[i].title);
      expect(handle.permissions).toEqual(rows[i].permissions);
    }
  });

  it('puts the ticket detail routes under each list route, with a dynamic breadcrumb', () => {
    const tenant = remoteModule.routes.find((r) => r.path === '/tenant/support-tickets');
    const children = tenant?.children ?? [];
    expect(children.map((c) => (c.index ? 'index' : c.path))).toEqual(['index', ':customerId/:ticketId', ':ticketId']);
    expect(children[1].handle).toEqual({ breadcrumb: 'Ticket', dynamicBreadcrumb: true });
    const platform = remoteModule.routes.find((r) => r.path === '/platform/support');
    expect(platform?.children?.map((c) => (c.index ? 'index' : c.path))).toEqual(['index', ':tenantId/:ticketId']);
  });

  it('exposes the Contact Support dialog for the top bar', () => {
    expect(remoteModule.extensions?.ContactSupportDialog).toBeDefined();
  });

  it('ships its texts in en and tr', () => {
    expect(Object.keys(remoteModule.i18n ?? {})).toEqual(['en', 'tr']);
  });
});
