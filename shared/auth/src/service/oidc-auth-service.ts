import type { UserManager } from 'oidc-client-ts';
import type { ClientConfiguration } from '@portal/contracts';
import type { AuthChannel } from '../session/auth-channel';
import { markSignedInTab, offerSessionOnRequest, requestHandedOverSession, type HandedOverSession } from '../session/session-handover';
import type { SpentRefreshTokens } from '../session/spent-refresh-tokens';
import { LOADING_SNAPSHOT, SIGNED_OUT_SNAPSHOT, type AuthService, type AuthSnapshot } from './auth-service';
import { clearBrowserSession } from './clear-storage';
import type { OidcActions } from './oidc-actions';
import { createOnDemand, whenIdle } from './on-demand';
import { clearPortalSessionKeys, readPortalSub, writePortalSessionKeys, writePortalSessionKeysIfMissing } from './portal-session-keys';
import { signedInUserFromClaims } from './profile';
import type { SignInResult } from './sign-in-result';
import { portalLanguageParams } from './sign-in-policy';
import { createSnapshotStore } from './snapshot-store';
import { readStoredUser, removeStoredUser, writeStoredUser, type SessionUser } from './stored-user';

export { POPUP_DISABLED } from './sign-in-policy';

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
  /** When to start downloading oidc-client-ts after an init that found no session (default: when the page is next idle). */
  schedulePreload?: (work: () => void) => void;
  /**
   * The session handed over by the open tabs (ADR 0116; needs `channel`): `subtle` and `timeoutMs` for tests,
   * `false` to sign every new tab in through the provider as before.
   */
  handover?: false | { subtle?: SubtleCrypto; timeoutMs?: number };
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

/** oidc-client-ts's manager and the provider-facing actions built on it (oidc-actions.ts, a lazy chunk). */
interface OidcLibrary {
  manager: UserManager;
  actions: OidcActions;
}

/**
 * The real session: oidc-client-ts against the portal's OpenID provider. The stored session is read
 * without the library, so the shell knows it at once; the library is loaded on idle after an init that found no
 * session, else when first needed, and whatever needs it (sign-in, the callbacks, renewal, sign-out) awaits that
 * same download (issue 14).
 */
export function createOidcAuthService(settings: ClientConfiguration, options: OidcAuthOptions = {}): AuthService {
  const injected = options.userManager;
  const store = createSnapshotStore(LOADING_SNAPSHOT);
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

  const library = createOnDemand<OidcLibrary>(async () => {
    const { createUserManager, createOidcActions } = await import('./oidc-actions');
    const manager = injected ?? createUserManager(settings);
    manager.events.addUserUnloaded(() => store.set(SIGNED_OUT_SNAPSHOT));
    return { manager, actions: createOidcActions(manager, { signedIn, navigate, log, spentRefreshTokens: options.spentRefreshTokens }) };
  });
  const actions = async () => (await library.load()).actions;

  /** The user read at start; only the first answer counts (a sign-in callback finishing meanwhile wins). */
  const applyStoredUser = (user: SessionUser | null) => {
    if (store.get() !== LOADING_SNAPSHOT) return;
    applyUser(user, true);
    const snap = store.get();
    if (snap.user) writePortalSessionKeysIfMissing(snap.user);
  };

  /** Drops the stored user: through the manager when loaded (it stops its expiry timers), else by its key. */
  const dropStoredUser = async () => {
    const manager = library.current()?.manager;
    if (manager) await manager.removeUser().catch(() => {});
    else removeStoredUser(settings);
  };

  // The handover (ADR 0116): a tab without a session asks the others; a signed-in tab answers, sealed for the asker.
  const handover = options.handover ?? {};
  const mayAskTabs = () => Boolean(options.channel && handover && readPortalSub());
  const takeHandedOverSession = async (): Promise<SessionUser | null> => {
    if (!options.channel || !handover || !readPortalSub()) return null;
    const session = await requestHandedOverSession({ channel: options.channel, signedInSub: readPortalSub, ...handover });
    // A sign-in callback that finished meanwhile keeps its own (complete) user.
    if (!session || store.get() !== LOADING_SNAPSHOT) return null;
    writeStoredUser(settings, session);
    return { ...session, expired: false };
  };
  /** This tab's session, when it is signed in as the browser's user with a token (a signed-out tab offers none). */
  const currentSession = async (): Promise<HandedOverSession | null> => {
    if (store.get().status !== 'signed-in') return null;
    const user = await storedUser();
    if (!user || user.expired || user.expires_at === undefined || user.profile.sub !== readPortalSub()) return null;
    return { ...(user as SessionUser & Partial<HandedOverSession>), expires_at: user.expires_at };
  };
  if (options.channel && handover) {
    offerSessionOnRequest({ channel: options.channel, currentSession, ...handover });
    // Signed in: hold the mark new tabs look for; signed out: let it go.
    let releaseMark: (() => void) | null = null;
    store.subscribe(() => {
      const signedIn = store.get().status === 'signed-in';
      if (signedIn && !releaseMark) releaseMark = markSignedInTab();
      else if (!signedIn && releaseMark) {
        releaseMark();
        releaseMark = null;
      }
    });
  }

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
      const signedOutOnError = () => {
        if (store.get() === LOADING_SNAPSHOT) store.set(SIGNED_OUT_SNAPSHOT);
      };
      if (user instanceof Promise) {
        initPromise = user.then((found) => found ?? takeHandedOverSession()).then(applyStoredUser, signedOutOnError);
      } else if (!user && mayAskTabs()) {
        // No session of its own (a new tab): the open tabs hand theirs over in a few ms, or the provider signs it in.
        initPromise = takeHandedOverSession().then(applyStoredUser, signedOutOnError);
      } else {
        // Synchronous: the snapshot is known before init returns, so the first render already has it.
        applyStoredUser(user);
        initPromise = Promise.resolve();
      }
      // A signed-out start is about to sign in: download the library once the first render's work is done. A
      // signed-in page needs it only to renew (30 s before expiry), sign out or take a callback, and each of those
      // downloads it when it comes (one shared download): every landing page no longer fetches it (ADR 0115,
      // "Session 39").
      void initPromise.then(() => {
        if (store.get().status === 'signed-in') return;
        schedulePreload(() => void library.load().catch((error: unknown) => log('The sign-in library could not be loaded; the next use tries again', error)));
      });
      return initPromise;
    },

    /** Silent first, then popup (disabled), then redirect: Success, Redirect or Fail. */
    async signIn(returnUrl): Promise<SignInResult> {
      let loaded: OidcActions;
      try {
        loaded = await actions();
      } catch (error) {
        return { status: 'Fail', message: messageOf(error) };
      }
      return loaded.signIn(returnUrl);
    },

    signInRedirect: async (returnUrl) => (await actions()).signInRedirect(returnUrl),

    completeSignIn: async (url) => (await actions()).completeSignIn(url),

    /** Broadcasts logout, clears the local session, tries popup (disabled) then redirect, else goes to /. */
    async signOut() {
      const user = await Promise.resolve(storedUser()).catch(() => null);
      // The provider's sign-out page speaks the portal's language too (issue 16): read before the clearing.
      const language = portalLanguageParams();
      options.channel?.post({ type: 'logout' });
      await clearLocalSession();
      const args = { ...(user?.id_token ? { id_token_hint: user.id_token } : {}), ...(language.ui_locales ? { extraQueryParams: language } : {}) };
      try {
        await (await actions()).signOutAtProvider(args);
      } catch {
        // The provider (or the library's download) cannot be reached: the local session is gone, go home.
        navigate('/');
      }
    },

    async completeSignOut(url) {
      try {
        const { manager } = await library.load();
        await manager.signoutRedirectCallback(url);
      } finally {
        await dropStoredUser();
        store.set(SIGNED_OUT_SNAPSHOT);
      }
    },

    async renew() {
      applyUser(await (await actions()).renew());
    },

    clearLocalSession,
  };
}
