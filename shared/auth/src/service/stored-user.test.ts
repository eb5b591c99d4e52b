import { User } from 'oidc-client-ts';
import { readStoredUser, removeStoredUser, storedUserKey } from './stored-user';
import { createOidcAuthService } from './oidc-auth-service';
import { testClientSettings } from '../test-support/client-settings';

const settings = testClientSettings();
const key = `oidc.user:${settings.authority}:${settings.client_id}`;
const NOW = 1_750_000_000;
const now = () => NOW;

function storedBy(library: User): void {
  sessionStorage.setItem(key, library.toStorageString());
}
const libraryUser = (fields: Partial<ConstructorParameters<typeof User>[0]> = {}) =>
  new User({
    access_token: 'at-1', refresh_token: 'rt-1', id_token: 'id-1', token_type: 'Bearer', scope: 'openid', expires_at: NOW + 300,
    profile: { sub: 'm-1', profile: 'merchant', email: 'merchant@demo.test', iss: settings.authority, aud: 'portal', exp: 0, iat: 0 },
    ...fields,
  });

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('readStoredUser: the session oidc-client-ts stored, read without it', () => {
  it("uses the library's key: its store's prefix, the authority and the client id", () => {
    expect(storedUserKey(settings)).toBe(key);
  });

  it('reads what the library wrote: tokens, expiry and profile', () => {
    storedBy(libraryUser());
    expect(readStoredUser(settings, sessionStorage, now)).toEqual({
      access_token: 'at-1', refresh_token: 'rt-1', id_token: 'id-1', expires_at: NOW + 300, expired: false,
      profile: expect.objectContaining({ sub: 'm-1', profile: 'merchant', email: 'merchant@demo.test' }),
    });
  });

  it('says expired exactly when the library does (no time left, not a second before)', () => {
    for (const [expiresAt, expired] of [[NOW + 1, false], [NOW, true], [NOW - 60, true]] as const) {
      const library = libraryUser({ expires_at: expiresAt });
      storedBy(library);
      jest.useFakeTimers({ now: NOW * 1000 });
      expect(library.expired).toBe(expired);
      jest.useRealTimers();
      expect(readStoredUser(settings, sessionStorage, now)?.expired).toBe(expired);
    }
  });

  it('without an expiry, expired is unknown (as the library says) and the user is kept', () => {
    storedBy(libraryUser({ expires_at: undefined }));
    expect(readStoredUser(settings, sessionStorage, now)).toMatchObject({ access_token: 'at-1', expired: undefined });
  });

  it('is null without a stored user, or with another client\'s', () => {
    expect(readStoredUser(settings, sessionStorage, now)).toBeNull();
    sessionStorage.setItem(`oidc.user:${settings.authority}:another-client`, libraryUser().toStorageString());
    expect(readStoredUser(settings, sessionStorage, now)).toBeNull();
  });

  it.each([
    ['not JSON', '{"access_token":'],
    ['JSON null', 'null'],
    ['a string', '"at-1"'],
    ['no access token', JSON.stringify({ profile: { sub: 'm-1' }, expires_at: NOW + 300 })],
    ['an empty access token', JSON.stringify({ access_token: '', profile: { sub: 'm-1' } })],
    ['no profile', JSON.stringify({ access_token: 'at-1', expires_at: NOW + 300 })],
    ['a profile without a subject', JSON.stringify({ access_token: 'at-1', profile: { email: 'x@demo.test' } })],
    ['a subject that is not a string', JSON.stringify({ access_token: 'at-1', profile: { sub: 42 } })],
  ])('a damaged entry (%s) is no user', (_case, raw) => {
    sessionStorage.setItem(key, raw);
    expect(readStoredUser(settings, sessionStorage, now)).toBeNull();
  });

  it('an expiry that is not a number counts as none; tokens that are not strings are dropped', () => {
    sessionStorage.setItem(key, JSON.stringify({ access_token: 'at-1', refresh_token: 7, expires_at: 'soon', profile: { sub: 'm-1' } }));
    expect(readStoredUser(settings, sessionStorage, now)).toEqual({
      access_token: 'at-1', refresh_token: undefined, id_token: undefined, expires_at: undefined, expired: undefined, profile: { sub: 'm-1' },
    });
  });

  it('is null when storage cannot be read (blocked storage)', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(readStoredUser(settings, blocked, now)).toBeNull();
  });

  it('removeStoredUser removes this client\'s user only', () => {
    storedBy(libraryUser());
    sessionStorage.setItem('breadcrumbs', '{}');
    removeStoredUser(settings);
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('breadcrumbs')).toBe('{}');
  });
});

describe('the service at start, from the stored user', () => {
  const service = () => createOidcAuthService(settings, { schedulePreload: () => {} });

  it('knows a live session as soon as init is called, before its promise settles', () => {
    storedBy(libraryUser({ expires_at: Math.floor(Date.now() / 1000) + 300 }));
    const auth = service();
    void auth.init();
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'at-1', user: { sub: 'm-1', profile: 'merchant', email: 'merchant@demo.test' } });
    expect(auth.getAccessToken()).toBe('at-1');
  });

  it('is signed out with a damaged entry, and with an expired token that has no refresh token', () => {
    sessionStorage.setItem(key, '{"access_token":');
    const damaged = service();
    void damaged.init();
    expect(damaged.getSnapshot()).toMatchObject({ status: 'signed-out', accessToken: null });

    storedBy(libraryUser({ refresh_token: undefined, expires_at: Math.floor(Date.now() / 1000) - 1 }));
    const expired = service();
    void expired.init();
    expect(expired.getSnapshot().status).toBe('signed-out');
    expect(expired.getAccessToken()).toBeNull();
  });

  it('waits (loading, no token to send) with an expired token that a refresh token can renew', () => {
    storedBy(libraryUser({ expires_at: Math.floor(Date.now() / 1000) - 1 }));
    const auth = service();
    void auth.init();
    expect(auth.getSnapshot()).toMatchObject({ status: 'loading', accessToken: null, user: { sub: 'm-1' } });
  });
});
