import { UserManager, type User } from 'oidc-client-ts';
import { LOCAL_STORAGE_KEYS, type ClientConfiguration } from '@portal/contracts';
import { safeReturnUrl } from '../return-url/safe-return-url';
import type { AuthChannel } from '../session/auth-channel';
import { createSpentRefreshTokens, type SpentRefreshTokens } from '../session/spent-refresh-tokens';
import { LOADING_SNAPSHOT, SIGNED_OUT_SNAPSHOT, type AuthService, type AuthSnapshot } from './auth-service';
import { clearBrowserSession } from './clear-storage';
import { buildUserManagerSettings } from './oidc-settings';
import { clearPortalSessionKeys, writePortalSessionKeys, writePortalSessionKeysIfMissing } from './portal-session-keys';
import { signedInUserFromClaims } from './profile';
import { renewWithoutReuse } from './renew-without-reuse';
import type { SignInResult } from './sign-in-result';
import { createSnapshotStore } from './snapshot-store';

interface SignInState {
  returnUrl: string | null;
}

/** The portal does not sign in or out in popups (spec part 1 section 4: "popup (disabled)"). */
export const POPUP_DISABLED = true;

export interface OidcAuthOptions {
  /** Where sign-in and sign-out are announced to the other tabs. */
  channel?: AuthChannel;
  /** Full-page navigation, the last fallback of sign-out (jsdom cannot navigate). */
  navigate?: (url: string) => void;
  /** The oidc-client-ts manager (tests pass a fake; default: one built from the settings). */
  userManager?: UserManager;
  /** The record of spent refresh tokens shared by the tabs (default: localStorage). */
  spentRefreshTokens?: SpentRefreshTokens;
  log?: (message: string, error?: unknown) => void;
}

/**
 * `atStart`: the user read from storage when the page loads. An expired one keeps the page waiting
 * (loading) until the keeper renewed it; later an expired token must not take the shell down, the
 * keeper renews it while the page stays.
 */
function snapshotOf(user: User | null, atStart = false): AuthSnapshot {
  if (!user) return SIGNED_OUT_SNAPSHOT;
  const signedInUser = signedInUserFromClaims(user.profile as Record<string, unknown>);
  if (user.expired && atStart) {
    // Expired: renewable with the refresh token (the session keeper does it, with retries) or gone.
    if (!user.refresh_token) return SIGNED_OUT_SNAPSHOT;
    return { status: 'loading', user: signedInUser, accessToken: null, expiresAt: user.expires_at ?? null };
  }
  return { status: 'signed-in', user: signedInUser, accessToken: user.access_token, expiresAt: user.expires_at ?? null };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The real session: oidc-client-ts against the portal's OpenID provider. */
export function createOidcAuthService(settings: ClientConfiguration, options: OidcAuthOptions = {}): AuthService {
  const manager = options.userManager ?? new UserManager(buildUserManagerSettings(settings));
  const spentRefreshTokens = options.spentRefreshTokens ?? createSpentRefreshTokens();
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
  const store = createSnapshotStore(LOADING_SNAPSHOT);
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  let initPromise: Promise<void> | null = null;

  const applyUser = (user: User | null, atStart = false) => store.set(snapshotOf(user, atStart));
  /** `announce`: tell the other tabs (interactive sign-ins only; a silent one just joins the session). */
  const signedIn = (user: User, announce: boolean) => {
    applyUser(user);
    const snap = store.get();
    if (snap.user) {
      writePortalSessionKeys(snap.user);
      if (announce) options.channel?.post({ type: 'login', sub: snap.user.sub });
    }
  };

  manager.events.addUserUnloaded(() => store.set(SIGNED_OUT_SNAPSHOT));

  const signInRedirect = async (returnUrl?: string) => {
    const state: SignInState = { returnUrl: safeReturnUrl(returnUrl) };
    await manager.signinRedirect({ state, ...portalLanguageParams() });
  };

  const clearLocalSession = async () => {
    clearPortalSessionKeys();
    await manager.removeUser().catch(() => {});
    clearBrowserSession();
    store.set(SIGNED_OUT_SNAPSHOT);
  };

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    getAccessToken: () => store.get().accessToken,

    init() {
      // Only the first answer counts: a sign-in callback finishing meanwhile must not be overwritten.
      let answered = false;
      initPromise ??= manager.getUser().then(
        (user) => {
          if (answered || store.get() !== LOADING_SNAPSHOT) return;
          answered = true;
          applyUser(user, true);
          const snap = store.get();
          if (snap.user) writePortalSessionKeysIfMissing(snap.user);
        },
        () => {
          if (store.get() === LOADING_SNAPSHOT) store.set(SIGNED_OUT_SNAPSHOT);
        },
      );
      return initPromise;
    },

    /** Silent first, then popup (disabled), then redirect: Success, Redirect or Fail. */
    async signIn(returnUrl): Promise<SignInResult> {
      const checked = safeReturnUrl(returnUrl);
      const state: SignInState = { returnUrl: checked };
      try {
        const user = await manager.signinSilent({ state });
        if (user && !user.expired) {
          signedIn(user, false);
          return { status: 'Success', returnUrl: checked };
        }
      } catch {
        // No session at the provider (login_required) or no answer: try the next way.
      }
      if (!POPUP_DISABLED) {
        try {
          const user = await manager.signinPopup({ state });
          signedIn(user, true);
          return { status: 'Success', returnUrl: checked };
        } catch {
          // fall through to the redirect
        }
      }
      try {
        await manager.signinRedirect({ state, ...portalLanguageParams() });
        return { status: 'Redirect' };
      } catch (error) {
        return { status: 'Fail', message: messageOf(error) };
      }
    },

    signInRedirect,

    async completeSignIn(url) {
      const user = await manager.signinRedirectCallback(url);
      signedIn(user, true);
      const state = (user.state ?? null) as Partial<SignInState> | null;
      return { returnUrl: safeReturnUrl(state?.returnUrl) };
    },

    /** Broadcasts logout, clears the local session, tries popup (disabled) then redirect, else goes to /. */
    async signOut() {
      const user = await manager.getUser().catch(() => null);
      // The provider's sign-out page speaks the portal's language too (issue 16): read before the clearing.
      const language = portalLanguageParams();
      options.channel?.post({ type: 'logout' });
      await clearLocalSession();
      const args = { ...(user?.id_token ? { id_token_hint: user.id_token } : {}), ...(language.ui_locales ? { extraQueryParams: language } : {}) };
      if (!POPUP_DISABLED) {
        try {
          await manager.signoutPopup(args);
          navigate('/');
          return;
        } catch {
          // A failed popup sign-out continues to redirect.
        }
      }
      try {
        await manager.signoutRedirect(args);
      } catch {
        // The provider cannot be reached: the local session is gone, go home.
        navigate('/');
      }
    },

    async completeSignOut(url) {
      try {
        await manager.signoutRedirectCallback(url);
      } finally {
        await manager.removeUser();
        store.set(SIGNED_OUT_SNAPSHOT);
      }
    },

    /** Never sends a refresh token another tab already spent (see renewWithoutReuse). */
    async renew() {
      const { user } = await renewWithoutReuse(manager, spentRefreshTokens, log);
      applyUser(user);
    },

    clearLocalSession,
  };
}

/** The sign-in and sign-out pages speak the portal's language (issue 16): passed as the standard `ui_locales`. */
function portalLanguageParams(): { ui_locales?: string } {
  try {
    const language = window.localStorage.getItem(LOCAL_STORAGE_KEYS.language);
    return language === 'en' || language === 'tr' ? { ui_locales: language } : {};
  } catch {
    return {};
  }
}
