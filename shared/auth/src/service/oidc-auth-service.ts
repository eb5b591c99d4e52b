import { UserManager, type User } from 'oidc-client-ts';
import type { ClientConfiguration } from '@portal/contracts';
import { safeReturnUrl } from '../return-url/safe-return-url';
import { LOADING_SNAPSHOT, SIGNED_OUT_SNAPSHOT, type AuthService, type AuthSnapshot } from './auth-service';
import { buildUserManagerSettings } from './oidc-settings';
import { clearPortalSessionKeys, writePortalSessionKeys, writePortalSessionKeysIfMissing } from './portal-session-keys';
import { signedInUserFromClaims } from './profile';
import { createSnapshotStore } from './snapshot-store';

interface SignInState {
  returnUrl: string | null;
}

function snapshotOf(user: User | null): AuthSnapshot {
  // An expired stored token cannot call the API: treat it as signed out until renewal exists.
  if (!user || user.expired) return SIGNED_OUT_SNAPSHOT;
  return {
    status: 'signed-in',
    user: signedInUserFromClaims(user.profile as Record<string, unknown>),
    accessToken: user.access_token,
    expiresAt: user.expires_at ?? null,
  };
}

/** The real session: oidc-client-ts against the portal's OpenID provider. */
export function createOidcAuthService(settings: ClientConfiguration): AuthService {
  const manager = new UserManager(buildUserManagerSettings(settings));
  const store = createSnapshotStore(LOADING_SNAPSHOT);
  let initPromise: Promise<void> | null = null;

  const applyUser = (user: User | null) => store.set(snapshotOf(user));

  manager.events.addUserLoaded((user) => {
    applyUser(user);
    const snap = store.get();
    if (snap.user) writePortalSessionKeys(snap.user);
  });
  manager.events.addUserUnloaded(() => store.set(SIGNED_OUT_SNAPSHOT));
  manager.events.addAccessTokenExpired(() => store.set(SIGNED_OUT_SNAPSHOT));

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    getAccessToken: () => store.get().accessToken,

    init() {
      // Only the first answer counts: a sign-in callback finishing meanwhile must not be overwritten.
      const stillLoading = () => store.get().status === 'loading';
      initPromise ??= manager.getUser().then(
        (user) => {
          if (!stillLoading()) return;
          applyUser(user);
          const snap = store.get();
          if (snap.user) writePortalSessionKeysIfMissing(snap.user);
        },
        () => {
          if (stillLoading()) store.set(SIGNED_OUT_SNAPSHOT);
        },
      );
      return initPromise;
    },

    async signIn(returnUrl) {
      const state: SignInState = { returnUrl: safeReturnUrl(returnUrl) };
      await manager.signinRedirect({ state });
    },

    async completeSignIn(url) {
      const user = await manager.signinRedirectCallback(url);
      applyUser(user);
      const snap = store.get();
      if (snap.user) writePortalSessionKeys(snap.user);
      const state = (user.state ?? null) as Partial<SignInState> | null;
      return { returnUrl: safeReturnUrl(state?.returnUrl) };
    },

    async signOut() {
      clearPortalSessionKeys();
      try {
        await manager.signoutRedirect();
      } catch {
        // The provider cannot be reached: end the local session and go home (spec part 1 section 4).
        await manager.removeUser();
        store.set(SIGNED_OUT_SNAPSHOT);
        window.location.assign('/');
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

    async renew() {
      const user = await manager.signinSilent();
      applyUser(user);
    },
  };
}
