import { LOCAL_STORAGE_KEYS } from '@portal/contracts';
import { User, UserManager } from 'oidc-client-ts';
import type { AuthChannel, AuthMessage } from '../session/auth-channel';
import { createOidcAuthService } from './oidc-auth-service';
import { checkSignInResult } from './sign-in-result';
import { testClientSettings } from '../test-support/client-settings';

const settings = testClientSettings({ scope: 'openid' });

function channel() {
  const posted: AuthMessage[] = [];
  const c: AuthChannel = { post: (m) => posted.push(m), subscribe: () => () => {}, close: () => {} };
  return { c, posted };
}

const freshUser = () =>
  new User({
    access_token: 'silent-token', token_type: 'Bearer', expires_at: Math.floor(Date.now() / 1000) + 300,
    profile: { sub: 'u-7', profile: 'crm', iss: '', aud: '', exp: 0, iat: 0 },
  });

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('sign-in: silent, then popup (disabled), then redirect', () => {
  it('Success when the silent sign-in works: no redirect; joining the session silently announces nothing', async () => {
    jest.spyOn(UserManager.prototype, 'signinSilent').mockResolvedValue(freshUser());
    const redirect = jest.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    const popup = jest.spyOn(UserManager.prototype, 'signinPopup');
    const { c, posted } = channel();
    const service = createOidcAuthService(settings, { channel: c });
    await expect(service.signIn('/crm/tasks')).resolves.toEqual({ status: 'Success', returnUrl: '/crm/tasks' });
    expect(redirect).not.toHaveBeenCalled();
    expect(popup).not.toHaveBeenCalled();
    expect(service.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'silent-token' });
    expect(posted).toEqual([]);
    expect(localStorage.getItem('portal-sub')).toBe('u-7');
  });

  it('Redirect when the silent sign-in fails; the popup is never opened', async () => {
    jest.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new Error('login_required'));
    const popup = jest.spyOn(UserManager.prototype, 'signinPopup');
    const redirect = jest.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    const service = createOidcAuthService(settings);
    await expect(service.signIn('https://evil.test/')).resolves.toEqual({ status: 'Redirect' });
    expect(popup).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith({ state: { returnUrl: null } });
  });

  it('Fail with the message when the redirect cannot start either', async () => {
    jest.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new Error('login_required'));
    jest.spyOn(UserManager.prototype, 'signinRedirect').mockRejectedValue(new Error('metadata unavailable'));
    const service = createOidcAuthService(settings);
    await expect(service.signIn()).resolves.toEqual({ status: 'Fail', message: 'metadata unavailable' });
  });

  it('an invalid result status is an error', () => {
    expect(() => checkSignInResult({ status: 'Maybe' })).toThrow('Invalid authentication result status');
    expect(() => checkSignInResult(undefined)).toThrow('Invalid authentication result status');
    expect(checkSignInResult({ status: 'Redirect' })).toEqual({ status: 'Redirect' });
  });
});

describe('sign-out', () => {
  it('broadcasts logout, clears oidc keys and session storage, then redirects to the provider', async () => {
    localStorage.setItem('oidc.user:x:portal', '{}');
    localStorage.setItem('themeConfig', 'kept');
    sessionStorage.setItem('breadcrumbs', '{}');
    const redirect = jest.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue();
    const popup = jest.spyOn(UserManager.prototype, 'signoutPopup');
    const navigate = jest.fn();
    const { c, posted } = channel();
    const service = createOidcAuthService(settings, { channel: c, navigate });
    await service.signOut();
    expect(posted).toEqual([{ type: 'logout' }]);
    expect(localStorage.getItem('oidc.user:x:portal')).toBeNull();
    expect(localStorage.getItem('themeConfig')).toBe('kept');
    expect(sessionStorage.length).toBe(0);
    expect(popup).not.toHaveBeenCalled();
    expect(redirect).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("passes the portal's language to the provider's sign-out page as ui_locales (issue 16)", async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.language, 'tr');
    const redirect = jest.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue();
    const service = createOidcAuthService(settings, { navigate: jest.fn() });
    await service.signOut();
    expect(redirect).toHaveBeenCalledWith(expect.objectContaining({ extraQueryParams: { ui_locales: 'tr' } }));
    localStorage.removeItem(LOCAL_STORAGE_KEYS.language);
  });

  it('falls back to / when the redirect fails', async () => {
    jest.spyOn(UserManager.prototype, 'signoutRedirect').mockRejectedValue(new Error('offline'));
    const navigate = jest.fn();
    const service = createOidcAuthService(settings, { navigate });
    await service.signOut();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(service.getSnapshot().status).toBe('signed-out');
  });
});

describe('an expired stored token with a refresh token', () => {
  it('stays loading (not signed out) so the session keeper can renew it', async () => {
    const user = new User({
      access_token: 'old', refresh_token: 'r-1', token_type: 'Bearer', expires_at: Math.floor(Date.now() / 1000) - 5,
      profile: { sub: 'u-7', profile: 'merchant', iss: '', aud: '', exp: 0, iat: 0 },
    });
    sessionStorage.setItem(`oidc.user:${settings.authority}:portal`, user.toStorageString());
    const service = createOidcAuthService(settings);
    await service.init();
    expect(service.getSnapshot()).toMatchObject({ status: 'loading', accessToken: null, user: { sub: 'u-7' } });
  });
});
