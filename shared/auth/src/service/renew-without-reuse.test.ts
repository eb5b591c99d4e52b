import { ErrorResponse, User } from 'oidc-client-ts';
import { createSpentRefreshTokens } from '../session/spent-refresh-tokens';
import { isInvalidGrant, renewWithoutReuse, type RenewingUserManager } from './renew-without-reuse';

const userWith = (refreshToken?: string) =>
  new User({ access_token: 'at', token_type: 'Bearer', refresh_token: refreshToken, expires_at: 0, profile: { sub: 's', iss: '', aud: '', exp: 0, iat: 0 } });

function managerWith(stored: User | null, signinSilent: RenewingUserManager['signinSilent']) {
  const manager = { getUser: jest.fn(async () => stored), signinSilent: jest.fn(signinSilent) };
  return manager as typeof manager & RenewingUserManager;
}

beforeEach(() => localStorage.clear());

describe('renewWithoutReuse', () => {
  it('without a refresh token renews in the iframe', async () => {
    const renewed = userWith('rt-new');
    const manager = managerWith(userWith(undefined), async () => renewed);
    await expect(renewWithoutReuse(manager, createSpentRefreshTokens())).resolves.toEqual({ user: renewed, path: 'iframe' });
    expect(manager.signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true });
  });

  it('a network failure is not followed by the iframe, but the token counts as spent for the next try', async () => {
    const spent = createSpentRefreshTokens();
    const lost = managerWith(userWith('rt-1'), async () => {
      throw new Error('Failed to fetch');
    });
    await expect(renewWithoutReuse(lost, spent)).rejects.toThrow('Failed to fetch');
    expect(lost.signinSilent).toHaveBeenCalledTimes(1);

    // The answer was lost: the provider may have spent rt-1. The retry does not send it again.
    const retry = managerWith(userWith('rt-1'), async () => userWith('rt-2'));
    await expect(renewWithoutReuse(retry, spent)).resolves.toMatchObject({ path: 'iframe' });
    expect(retry.signinSilent).toHaveBeenCalledWith({ forceIframeAuth: true });
  });

  it('recognises invalid_grant only', () => {
    expect(isInvalidGrant(new ErrorResponse({ error: 'invalid_grant' }))).toBe(true);
    expect(isInvalidGrant(new ErrorResponse({ error: 'login_required' }))).toBe(false);
    expect(isInvalidGrant(new Error('invalid_grant'))).toBe(false);
    expect(isInvalidGrant(null)).toBe(false);
  });
});
