import { expectRemoteModuleMatchesCatalogue, placeholderPaths } from '@portal/testing';
import { PlaceholderPage } from '@portal/ui';
import remoteModule from './module';

describe('transactions remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles, and texts in en and tr', () => {
    expectRemoteModuleMatchesCatalogue(remoteModule, 'transactions');
  });
});

describe('transactions routes', () => {
  it('draws a real page, not the placeholder, on every area root it owns', () => {
    const roots = ['/transaction-management', '/platform/transaction-management', '/merchant/transaction-management', '/merchant/payments'];
    expect(placeholderPaths(remoteModule.routes, roots, PlaceholderPage)).toEqual([]);
  });
});
