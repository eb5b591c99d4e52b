import type { ClientConfiguration } from '@portal/contracts';

/**
 * What the portal reads of a signed-in user: oidc-client-ts's `User` has these fields, and so has the
 * user read from storage below, so the session is known at start without loading the library (issue 14).
 */
export interface SessionUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  /** Epoch seconds. */
  expires_at?: number;
  /** True when the access token's time is up; undefined without an expiry (as oidc-client-ts says it). */
  readonly expired?: boolean;
  profile: { sub: string; [claim: string]: unknown };
  /** The sign-in's own state (the returnUrl), on a user that has just signed in. */
  state?: unknown;
}

/** oidc-client-ts's key for the user: its store's `oidc.` prefix, then `user:<authority>:<client_id>`. */
export function storedUserKey(settings: Pick<ClientConfiguration, 'authority' | 'client_id'>): string {
  return `oidc.user:${settings.authority}:${settings.client_id}`;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The user oidc-client-ts stored in this tab's session storage (ADR 0004), read with a few lines instead
 * of the library: its `User.toStorageString()` is plain JSON. Anything that is not a user with an access
 * token and a subject counts as no user (a damaged entry must not sign anybody in); an expired one is
 * returned with `expired` set, as the library does, because its refresh token may still renew it.
 */
export function readStoredUser(
  settings: Pick<ClientConfiguration, 'authority' | 'client_id'>,
  storage: Storage | undefined = sessionStore(),
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): SessionUser | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(storedUserKey(settings));
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const stored = parsed as Record<string, unknown>;
  const profile = stored.profile as Record<string, unknown> | null | undefined;
  const accessToken = optionalString(stored.access_token);
  if (!accessToken || !profile || typeof profile !== 'object' || !optionalString(profile.sub)) return null;
  const expiresAt = typeof stored.expires_at === 'number' && Number.isFinite(stored.expires_at) ? stored.expires_at : undefined;
  return {
    access_token: accessToken,
    refresh_token: optionalString(stored.refresh_token),
    id_token: optionalString(stored.id_token),
    expires_at: expiresAt,
    expired: expiresAt === undefined ? undefined : expiresAt - nowSeconds() <= 0,
    profile: profile as SessionUser['profile'],
  };
}

/** Removes the stored user without the library (the manager was never loaded in this page). */
export function removeStoredUser(settings: Pick<ClientConfiguration, 'authority' | 'client_id'>, storage: Storage | undefined = sessionStore()): void {
  try {
    storage?.removeItem(storedUserKey(settings));
  } catch {
    // Storage unavailable: nothing stored either.
  }
}

/**
 * Stores a session handed over by another tab (ADR 0116) where oidc-client-ts keeps its user (plain JSON, as its
 * `User.toStorageString()` writes it), so the library, once loaded, and a reload of this tab both find it.
 */
export function writeStoredUser(
  settings: Pick<ClientConfiguration, 'authority' | 'client_id'>,
  user: Omit<SessionUser, 'expired' | 'state'> & { token_type?: string; scope?: string; session_state?: string | null },
  storage: Storage | undefined = sessionStore(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(storedUserKey(settings), JSON.stringify(user));
    return true;
  } catch {
    return false;
  }
}
