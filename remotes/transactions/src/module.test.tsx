import { expectRemoteModuleMatchesCatalogue } from '@portal/testing';
import remoteModule from './module';

describe('transactions remote module', () => {
  it('exposes one route per catalogue row it owns, with absolute paths and handles, and texts in en and tr', () => {
    expectRemoteModuleMatchesCatalogue(remoteModule, 'transactions');
  });
});
