import type { UserManager } from 'oidc-client-ts';
import { LOCAL_STORAGE_KEYS, type ClientConfiguration } from '@portal/contracts';
import { safeReturnUrl } from '../return-url/safe-return-url';
import type { AuthChannel } from '../session/auth-channel';
import { createSpentRefreshTokens, type SpentRefreshTokens } from '../session/spent-refresh-tokens';
import { LOADING_SNAPSHOT, SIGNED_OUT_SNAPSHOT, type AuthService, type AuthSnapshot } from './auth-service';
import { clearBrowserSession } from './clear-storage';
import { createLazyUserManager, whenIdle } from './lazy-user-manager';
import { clearPortalSessionKeys, writePortalSessionKeys, writePortalSessionKeysIfMissing } from './portal-session-keys';
import { signedInUserFromClaims } from './profile';
import { renewWithoutReuse } from './renew-without-reuse';
import type { SignInResult } from './sign-in-result';
import { createSnapshotStore } from './snapshot-store';
import { readStoredUser, removeStoredUser, type SessionUser } from './stored-user';

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
  /**
   * The oidc-client-ts manager (tests pass a fake, and the stored user is then read through it; default:
   * one built from the settings when first needed, the library loaded with `import()`).
   */
  userManager?: UserManager;
  /** The record of spent refresh tokens shared by the tabs (default: localStorage). */
  spentRefreshTokens?: SpentRefreshTokens;
  /** When to start downloading oidc-client-ts after init (default: when the page is next idle). */
  schedulePreload?: (work: () => void) => void;
  log?: (message: string, error?: unknown) => void;
}

/**
 * `atStart`: the user read from storage when the page loads. An expired one keeps the page waiting
 * (loading) until the keeper renewed it; later an expired token must not take the shell down, the
 * keeper renews it while the page stays.
 */
function snapshotOf(user: SessionUser | null, atStart = false): AuthSnapshot {
  if (!user) return SIGNED_OUT_SNAPSHOT;
  const signedInUser = signedInUserFromClaims(user.profile);
  if (user.expired && atStart) {
    // Expired: renewable with the refresh token (the session keeper does it, with retries) or gone.
    if (!user.refresh_token) return SIGNED_OUT_SNAPSHOT;
    return { status: 'loading', user: signedInUser, accessToken: null, expiresAt: user.expires_at ?? null };
  }
  return { status: 'signed-in', user: signedInUser, accessToken: user.access_token, expiresAt: user.expires_at ?? null };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The real session: oidc-client-ts against the portal's OpenID provider. The stored session is read
 * without the library, so the shell knows it at once; the library is loaded on idle after init, and
 * whatever needs it (sign-in, the callbacks, renewal, sign-out) awaits that same download (issue 14).
 */
export function createOidcAuthService(settings: ClientConfiguration, options: OidcAuthOptions = {}): AuthService {
  const injected = options.userManager;
  const store = createSnapshotStore(LOADING_SNAPSHOT);
  const managers = createLazyUserManager(
    async () => injected ?? (await import('./user-manager')).createUserManager(settings),
    (manager) => {
      manager.events.addUserUnloaded(() => store.set(SIGNED_OUT_SNAPSHOT));
    },
  );
  const spentRefreshTokens = options.spentRefreshTokens ?? createSpentRefreshTokens();
  const log = options.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const schedulePreload = options.schedulePreload ?? ((work: () => void) => whenIdle(work));
  let initPromise: Promise<void> | null = null;

  /** The stored user: read from session storage without the library (through an injected manager in tests). */
  const storedUser = (): SessionUser | null | Promise<SessionUser | null> => (injected ? injected.getUser() : readStoredUser(settings));

  const applyUser = (user: SessionUser | null, atStart = false) => store.set(snapshotOf(user, atStart));
  /** `announce`: tell the other tabs (interactive sign-ins only; a silent one just joins the session). */
  const signedIn = (user: SessionUser, announce: boolean) => {
    applyUser(user);
    const snap = store.get();
    if (snap.user) {
      writePortalSessionKeys(snap.user);
      if (announce) options.channel?.post({ type: 'login', sub: snap.user.sub });
    }
  };

  /** The user read at start; only the first answer counts (a sign-in callback finishing meanwhile wins). */
  const applyStoredUser = (user: SessionUser | null) => {
    if (store.get() !== LOADING_SNAPSHOT) return;
    applyUser(user, true);
    const snap = store.get();
    if (snap.user) writePortalSessionKeysIfMissing(snap.user);
  };

  const signInRedirect = async (returnUrl?: string) => {
    const state: SignInState = { returnUrl: safeReturnUrl(returnUrl) };
    const manager = await managers.load();
    await manager.signinRedirect({ state, ...portalLanguageParams() });
  };

  /** Drops the stored user: through the manager when loaded (it stops its expiry timers), else by its key. */
  const dropStoredUser = async () => {
    const manager = managers.current();
    if (manager) await manager.removeUser().catch(() => {});
    else removeStoredUser(settings);
  };

  const clearLocalSession = async () => {
    clearPortalSessionKeys();
    await dropStoredUser();
    clearBrowserSession();
    store.set(SIGNED_OUT_SNAPSHOT);
  };

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    getAccessToken: () => store.get().accessToken,

    init() {
      if (initPromise) return initPromise;
      const user = storedUser();
      if (user instanceof Promise) {
        initPromise = user.then(applyStoredUser, () => {
          if (store.get() === LOADING_SNAPSHOT) store.set(SIGNED_OUT_SNAPSHOT);
        });
      } else {
        // Synchronous: the snapshot is known before init returns, so the first render already has it.
        applyStoredUser(user);
        initPromise = Promise.resolve();
      }
      // Renewal, sign-in and sign-out need the library: download it once the first render's work is done.
      schedulePreload(() => void managers.load().catch((error: unknown) => log('The sign-in library could not be loaded; the next use tries again', error)));
      return initPromise;
    },

    /** Silent first, then popup (disabled), then redirect: Success, Redirect or Fail. */
    async signIn(returnUrl): Promise<SignInResult> {
      const checked = safeReturnUrl(returnUrl);
      const state: SignInState = { returnUrl: checked };
      let manager: UserManager;
      try {
        manager = await managers.load();
      } catch (error) {
        return { status: 'Fail', message: messageOf(error) };
      }
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
      const manager = await managers.load();
      const user = await manager.signinRedirectCallback(url);
      signedIn(user, true);
      const state = (user.state ?? null) as Partial<SignInState> | null;
      return { returnUrl: safeReturnUrl(state?.returnUrl) };
    },

    /** Broadcasts logout, clears the local session, tries popup (disabled) then redirect, else goes to /. */
    async signOut() {
      const user = await Promise.resolve(storedUser()).catch(() => null);
      // The provider's sign-out page speaks the portal's language too (issue 16): read before the clearing.
      const language = portalLanguageParams();
      options.channel?.post({ type: 'logout' });
      await clearLocalSession();
      const args = { ...(user?.id_token ? { id_token_hint: user.id_token } : {}), ...(language.ui_locales ? { extraQueryParams: language } : {}) };
      try {
        const manager = await managers.load();
        if (!POPUP_DISABLED) {
          try {
            await manager.signoutPopup(args);
            navigate('/');
            return;
          } catch {
            // A failed popup sign-out continues to redirect.
          }
        }
        await manager.signoutRedirect(args);
      } catch {
        // The provider (or the library's download) cannot be reached: the local session is gone, go home.
        navigate('/');
      }
    },

    async completeSignOut(url) {
      try {
        const manager = await managers.load();
        await manager.signoutRedirectCallback(url);
      } finally {
        await dropStoredUser();
        store.set(SIGNED_OUT_SNAPSHOT);
      }
    },

    /** Never sends a refresh token another tab already spent (see renewWithoutReuse). */
    async renew() {
      const manager = await managers.load();
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
