/**
 * @jest-environment node
 */
import { DEMO_USERS } from '@portal/testing';
import type { RemoteModule } from '@portal/contracts';
import { devShellUrl, readDevShellSettings } from './dev-shell-settings';

const supportRemote: RemoteModule = {
  name: 'support',
  routes: [{ path: '/tenant/support', handle: { breadcrumb: 'Support', permissions: ['CRM.Support.Lookup'] } }],
};

describe('readDevShellSettings', () => {
  it('defaults to msw and the first demo account that can open one of the remote routes', () => {
    const settings = readDevShellSettings({ search: '', env: {}, users: DEMO_USERS, remote: supportRemote });
    expect(settings).toEqual({ mode: 'msw', userEmail: 'tenant@demo.test' });
  });

  it('prefers a demo account that can open the requested page', () => {
    const both: RemoteModule = {
      name: 'support',
      routes: [
        { path: '/platform/support', handle: { breadcrumb: 'Platform support', permissions: ['Platform.Support.Lookup'] } },
        { path: '/merchant/support', handle: { breadcrumb: 'Support', permissions: ['Merchant.Support.Lookup'] } },
      ],
    };
    expect(readDevShellSettings({ search: '', pathname: '/merchant/support', env: {}, users: DEMO_USERS, remote: both }).userEmail).toBe('merchant@demo.test');
    expect(readDevShellSettings({ search: '', pathname: '/', env: {}, users: DEMO_USERS, remote: both }).userEmail).toBe('platform@demo.test');
  });

  it('lets the query win over the stored choice and the environment', () => {
    const settings = readDevShellSettings({
      search: '?mode=backend&user=merchant@demo.test',
      env: { mode: 'msw', user: 'tenant@demo.test' },
      stored: { mode: 'msw', user: 'platform@demo.test' },
      users: DEMO_USERS,
      remote: supportRemote,
    });
    expect(settings).toEqual({ mode: 'backend', userEmail: 'merchant@demo.test' });
  });

  it('ignores unknown users and modes', () => {
    const settings = readDevShellSettings({ search: '?mode=bogus&user=nobody@x.test', env: {}, stored: { user: 'platform@demo.test' }, users: DEMO_USERS, remote: supportRemote });
    expect(settings).toEqual({ mode: 'msw', userEmail: 'platform@demo.test' });
  });

  it('keeps the stored mode across the sign-in redirect (no query), over the environment', () => {
    const settings = readDevShellSettings({ search: '?code=1&state=2', env: { mode: 'msw' }, stored: { mode: 'backend' }, users: DEMO_USERS, remote: supportRemote });
    expect(settings.mode).toBe('backend');
  });
});

describe('devShellUrl', () => {
  it('keeps the path and sets mode and user', () => {
    expect(devShellUrl('http://localhost:3001/tenant/support?x=1', { userEmail: 'tenant@demo.test' })).toBe(
      'http://localhost:3001/tenant/support?x=1&user=tenant%40demo.test',
    );
  });
});
