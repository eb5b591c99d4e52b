import type { User, UserManager } from 'oidc-client-ts';
import type { SpentRefreshTokens } from '../session/spent-refresh-tokens';

/** What the renewal needs of oidc-client-ts's UserManager. */
export type RenewingUserManager = Pick<UserManager, 'getUser' | 'signinSilent'>;

/** How a renewal got its new token. */
export type RenewalPath = 'refresh-token' | 'iframe';

export interface RenewalOutcome {
  user: User;
  path: RenewalPath;
}

/** The provider refused the refresh token (spent, revoked or expired). */
export function isInvalidGrant(error: unknown): boolean {
  return (error as { error?: unknown } | null)?.error === 'invalid_grant';
}

async function iframeRenewal(manager: RenewingUserManager): Promise<RenewalOutcome> {
  // prompt=none in the hidden iframe: the provider's session cookie stands in for the refresh token.
  const user = await manager.signinSilent({ forceIframeAuth: true });
  if (!user) throw new Error('The silent renewal returned no user');
  return { user, path: 'iframe' };
}

/**
 * One renewal that never sends a spent refresh token (run it holding the renewal lock):
 * - this tab's refresh token was already spent by another tab (a duplicated tab holds a copy of it):
 *   renew through the provider session in the iframe instead;
 * - otherwise record the token as spent, then use it; the provider answering invalid_grant (spent
 *   or revoked elsewhere) gets one iframe try before the renewal counts as failed.
 */
export async function renewWithoutReuse(
  manager: RenewingUserManager,
  spent: SpentRefreshTokens,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<RenewalOutcome> {
  const refreshToken = (await manager.getUser())?.refresh_token;
  if (!refreshToken) return iframeRenewal(manager);
  if (await spent.isSpent(refreshToken)) {
    log('This tab\'s refresh token was already used by another tab: renewing through the provider session');
    return iframeRenewal(manager);
  }
  // Recorded before sending: an answer lost on the way may still have spent it at the provider.
  await spent.markSpent(refreshToken);
  try {
    const user = await manager.signinSilent();
    if (!user) throw new Error('The renewal returned no user');
    return { user, path: 'refresh-token' };
  } catch (error) {
    if (!isInvalidGrant(error)) throw error;
    log('The refresh token was refused: renewing through the provider session', error);
    return iframeRenewal(manager);
  }
}
