import { User, UserManager } from 'oidc-client-ts';
import { buildUserManagerSettings } from './oidc-settings';
import { testClientSettings } from '../test-support/client-settings';

const settings = testClientSettings();

describe('buildUserManagerSettings: expiring notification', () => {
  afterEach(() => {
    jest.useRealTimers();
    sessionStorage.clear();
  });

  it('asks oidc-client-ts for the expiring notification 60 s before expiry (spec part 1 section 9)', () => {
    expect(buildUserManagerSettings(settings).accessTokenExpiringNotificationTimeInSeconds).toBe(60);
  });

  it('raises accessTokenExpiring when 60 s of the token are left, not earlier', async () => {
    jest.useFakeTimers({ now: new Date('2024-05-01T10:00:00Z') });
    const manager = new UserManager(buildUserManagerSettings(settings));
    const expiring = jest.fn();
    manager.events.addAccessTokenExpiring(expiring);
    // The manager loads its events from the signed-in user (as after sign-in or renewal).
    await manager.events.load(new User({
      access_token: 'short-lived', token_type: 'Bearer', expires_at: Math.floor(Date.now() / 1000) + 300, scope: 'openid',
      profile: { sub: 'm-1', iss: settings.authority, aud: 'portal', exp: 0, iat: 0 },
    }));

    jest.advanceTimersByTime(238_000);
    expect(expiring).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3_000); // 59 s left
    expect(expiring).toHaveBeenCalledTimes(1);
    manager.events.unload();
  });
});
