import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ClientConfiguration } from '@portal/contracts';
import { SESSION_CONSTANTS } from '../session/constants';

/**
 * oidc-client-ts settings: authorization code flow with PKCE (S256, the library default for code),
 * tokens and sign-in state in sessionStorage (never localStorage), no automatic silent renew (the
 * shell schedules renewal itself), user info loaded, the API resource indicator requested, and the
 * library's accessTokenExpiring event 60 s before expiry (spec part 1 section 9).
 */
export function buildUserManagerSettings(settings: ClientConfiguration): UserManagerSettings {
  return {
    authority: settings.authority,
    client_id: settings.client_id,
    redirect_uri: settings.redirect_uri,
    post_logout_redirect_uri: settings.post_logout_redirect_uri,
    silent_redirect_uri: settings.silent_redirect_uri,
    response_type: 'code',
    scope: settings.scope,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: SESSION_CONSTANTS.expiringNotificationSeconds,
    // The silent sign-in tried first must not hold up the redirect for long when the provider is slow.
    silentRequestTimeoutInSeconds: 5,
    loadUserInfo: true,
    monitorSession: false,
    extraQueryParams: { resource: settings.resource },
  };
}
