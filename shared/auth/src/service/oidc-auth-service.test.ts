import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { User, UserManager } from 'oidc-client-ts';
import { createOidcAuthService } from './oidc-auth-service';
import type { AuthService } from './auth-service';
import { buildUserManagerSettings } from './oidc-settings';
import { testClientSettings } from '../test-support/client-settings';

const settings = testClientSettings();
const userKey = `oidc.user:${settings.authority}:${settings.client_id}`;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const idToken = () =>
  `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ iss: settings.authority, aud: 'portal', sub: 'user-42', profile: 'crm', iat: now(), exp: now() + 300 })}.sig`;

const tokenRequests: URLSearchParams[] = [];
const server = setupServer(
  http.get(`${settings.authority}/.well-known/openid-configuration`, () =>
    HttpResponse.json({
      issuer: settings.authority,
      authorization_endpoint: `${settings.authority}/auth`,
      token_endpoint: `${settings.authority}/token`,
      userinfo_endpoint: `${settings.authority}/me`,
      end_session_endpoint: `${settings.authority}/session/end`,
      jwks_uri: `${settings.authority}/jwks`,
    }),
  ),
  http.post(`${settings.authority}/token`, async ({ request }) => {
    tokenRequests.push(new URLSearchParams(await request.text()));
    return HttpResponse.json({ access_token: 'access-1', token_type: 'Bearer', expires_in: 300, id_token: idToken(), scope: settings.scope });
  }),
  http.get(`${settings.authority}/me`, () =>
    HttpResponse.json({ sub: 'user-42', profile: 'crm', email: 'tenant@demo.test', given_name: 'Tess', family_name: 'Tenant' }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  tokenRequests.length = 0;
});
afterAll(() => server.close());

// oidc-client-ts arms an interval for the expiring/expired events of a loaded user; removing the
// user stops it, so the test process can exit once the file is done.
const services: AuthService[] = [];
function newService(): AuthService {
  const service = createOidcAuthService(settings);
  services.push(service);
  return service;
}
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(services.splice(0).map((service) => service.clearLocalSession?.()));
});

/**
 * oidc-client-ts navigates with window.location.assign, which jsdom does not implement (it logs).
 * The silent step fails as it does without a session at the provider: jsdom's hidden iframe would
 * otherwise stay open and keep the test process alive.
 */
function silenceJsdomNavigation() {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new Error('login_required'));
}

/** The state the sign-in stored before it navigated (waited for, not polled on a fixed clock). */
async function signInStateId(): Promise<string> {
  const stateKey = () => Object.keys(sessionStorage).find((k) => k.startsWith('oidc.') && !k.startsWith('oidc.user:'));
  await waitFor(() => expect(stateKey()).toBeDefined());
  return stateKey()!.slice('oidc.'.length);
}

describe('buildUserManagerSettings', () => {
  it('uses code flow, session storage, no automatic renewal, user info and the API resource', () => {
    const built = buildUserManagerSettings(settings);
    expect(built).toMatchObject({
      authority: settings.authority,
      client_id: 'portal',
      response_type: 'code',
      scope: settings.scope,
      automaticSilentRenew: false,
      loadUserInfo: true,
      extraQueryParams: { resource: 'urn:portal:api' },
    });
    expect(built.userStore).toBeDefined();
  });
});

describe('createOidcAuthService', () => {
  it('starts loading and is signed out without a stored user', async () => {
    const service = newService();
    expect(service.getSnapshot().status).toBe('loading');
    await service.init();
    expect(service.getSnapshot()).toMatchObject({ status: 'signed-out', user: null, accessToken: null });
  });

  it('loads the stored user from session storage', async () => {
    const user = new User({
      access_token: 'stored-token', token_type: 'Bearer', expires_at: now() + 600, scope: 'openid',
      profile: { sub: 'm-1', profile: 'merchant', email: 'merchant@demo.test', iss: settings.authority, aud: 'portal', exp: 0, iat: 0 },
    });
    sessionStorage.setItem(userKey, user.toStorageString());
    const service = newService();
    const listener = jest.fn();
    service.subscribe(listener);
    await service.init();
    expect(listener).toHaveBeenCalled();
    expect(service.getSnapshot()).toMatchObject({
      status: 'signed-in',
      accessToken: 'stored-token',
      user: { sub: 'm-1', profile: 'merchant', email: 'merchant@demo.test' },
    });
    expect(service.getAccessToken()).toBe('stored-token');
    expect(localStorage.getItem('portal-sub')).toBe('m-1');
  });

  it('treats an expired stored token as signed out', async () => {
    const user = new User({ access_token: 'old', token_type: 'Bearer', expires_at: now() - 10, profile: { sub: 'm-1', iss: '', aud: '', exp: 0, iat: 0 } });
    sessionStorage.setItem(userKey, user.toStorageString());
    const service = newService();
    await service.init();
    expect(service.getSnapshot().status).toBe('signed-out');
  });

  it('signs in with PKCE and the resource, keeps tokens out of local storage and returns the safe returnUrl', async () => {
    silenceJsdomNavigation();
    const service = newService();
    await service.init();
    void service.signIn('/tenant/support?x=1');
    const stateId = await signInStateId();
    const stored = JSON.parse(sessionStorage.getItem(`oidc.${stateId}`) ?? '{}');
    expect(stored.data).toEqual({ returnUrl: '/tenant/support?x=1' });
    expect(stored.code_verifier).toEqual(expect.any(String));

    const result = await service.completeSignIn(`${settings.redirect_uri}?code=code-1&state=${stateId}`);

    expect(result).toEqual({ returnUrl: '/tenant/support?x=1' });
    expect(tokenRequests[0].get('code')).toBe('code-1');
    expect(tokenRequests[0].get('code_verifier')).toBe(stored.code_verifier);
    expect(service.getSnapshot()).toMatchObject({
      status: 'signed-in',
      accessToken: 'access-1',
      user: { sub: 'user-42', profile: 'crm', email: 'tenant@demo.test', name: 'Tess Tenant' },
    });
    expect(localStorage.getItem('portal-sub')).toBe('user-42');
    expect(localStorage.getItem('userType')).toBe('crm');
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
    expect(sessionStorage.getItem(userKey)).toContain('access-1');
  });

  it('drops a returnUrl of another origin', async () => {
    silenceJsdomNavigation();
    const service = newService();
    void service.signIn('https://evil.test/steal');
    const stateId = await signInStateId();
    const result = await service.completeSignIn(`${settings.redirect_uri}?code=code-2&state=${stateId}`);
    expect(result.returnUrl).toBeNull();
  });

  it('rejects a callback with an unknown state', async () => {
    const service = newService();
    await expect(service.completeSignIn(`${settings.redirect_uri}?code=c&state=nope`)).rejects.toThrow();
    expect(service.getSnapshot().status).not.toBe('signed-in');
  });

  it('clears the portal keys when signing out', async () => {
    silenceJsdomNavigation();
    localStorage.setItem('portal-sub', 'user-42');
    localStorage.setItem('userType', 'crm');
    const service = newService();
    // signOut never settles here (jsdom does not navigate to the provider): wait for the clearing, not for a fixed time.
    void service.signOut();
    await waitFor(() => expect(localStorage.getItem('portal-sub')).toBeNull());
    expect(localStorage.getItem('userType')).toBeNull();
  });
});
