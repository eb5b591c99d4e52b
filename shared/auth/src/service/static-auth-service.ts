import { SIGNED_OUT_SNAPSHOT, type AuthService, type AuthSnapshot, type SignedInUser } from './auth-service';
import { clearPortalSessionKeys, writePortalSessionKeys } from './portal-session-keys';
import { createSnapshotStore } from './snapshot-store';

function signedIn(user: SignedInUser, accessToken: string): AuthSnapshot {
  return { status: 'signed-in', user, accessToken, expiresAt: null };
}

/**
 * A fixed session without an identity provider: for jest tests and the msw dev mode.
 * Pass null for a signed-out session. signIn/signOut only flip the state.
 */
export function createStaticAuthService(user: SignedInUser | null, accessToken = 'static-access-token'): AuthService {
  const store = createSnapshotStore(user ? signedIn(user, accessToken) : SIGNED_OUT_SNAPSHOT);
  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    getAccessToken: () => store.get().accessToken,
    async init() {
      const current = store.get().user;
      if (current) writePortalSessionKeys(current);
    },
    async signIn() {
      if (user) {
        store.set(signedIn(user, accessToken));
        writePortalSessionKeys(user);
      }
    },
    async completeSignIn() {
      return { returnUrl: null };
    },
    async signOut() {
      clearPortalSessionKeys();
      store.set(SIGNED_OUT_SNAPSHOT);
    },
    async completeSignOut() {
      store.set(SIGNED_OUT_SNAPSHOT);
    },
    async renew() {},
    async clearLocalSession() {
      clearPortalSessionKeys();
      store.set(SIGNED_OUT_SNAPSHOT);
    },
  };
}
