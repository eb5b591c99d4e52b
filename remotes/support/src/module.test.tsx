import { expectRemoteModuleMatchesCatalogue } from '@portal/testing';
import remoteModule from './module';

describe('support remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles, and texts in en and tr', () => {
    expectRemoteModuleMatchesCatalogue(remoteModule, 'support');
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
});
