import { PlaceholderPage } from '@portal/ui';
import { expectRemoteModuleMatchesCatalogue, placeholderPaths } from '@portal/testing';
import remoteModule from './module';

describe('crm remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles, and texts in en and tr', () => {
    expectRemoteModuleMatchesCatalogue(remoteModule, 'crm');
  });

  it("draws each area root as the index of its menu group's entries, not the placeholder", () => {
    const roots = ['/crm/users', '/crm/tenant-management', '/crm/leave-management', '/merchant/users', '/boarding'];
    expect(placeholderPaths(remoteModule.routes, roots, PlaceholderPage)).toEqual([]);
  });
});
