import type { ProfileUserType } from '@portal/contracts';
import type { SignInResult } from './sign-in-result';

export interface SignedInUser {
  sub: string;
  profile: ProfileUserType;
  name?: string;
  email?: string;
}

export interface AuthSnapshot {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: SignedInUser | null;
  accessToken: string | null;
  /** Access token expiry, epoch seconds. */
  expiresAt: number | null;
}

/** Session state the host creates and shares (React reads it through AuthProvider/useAuth). */
export interface AuthService {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the stored user (once; later calls return the same promise). */
  init(): Promise<void>;
  /**
   * Signs in: silently first, then by popup (disabled in this portal), then by redirect; returnUrl
   * travels in the OIDC state. Services without the chain resolve with nothing (a redirect started).
   */
  signIn(returnUrl?: string): Promise<SignInResult | void>;
  /** Starts the sign-in redirect only (forced sign-in after renewal failed). */
  signInRedirect?(returnUrl?: string): Promise<void>;
  /** Finishes the sign-in on the callback page; returnUrl is already checked by safeReturnUrl. */
  completeSignIn(url?: string): Promise<{ returnUrl: string | null }>;
  signOut(): Promise<void>;
  completeSignOut(url?: string): Promise<void>;
  getAccessToken(): string | null;
  /**
   * Silent token renewal (the shell schedules it from expiresAt and runs it holding the renewal
   * lock): by refresh token, or through the provider session when another tab spent that token.
   */
  renew?(): Promise<void>;
  /** Ends the session in this tab only: the stored user, the oidc keys, session storage, portal-sub. */
  clearLocalSession?(): Promise<void>;
}

export const LOADING_SNAPSHOT: AuthSnapshot = Object.freeze({ status: 'loading', user: null, accessToken: null, expiresAt: null });
export const SIGNED_OUT_SNAPSHOT: AuthSnapshot = Object.freeze({ status: 'signed-out', user: null, accessToken: null, expiresAt: null });
