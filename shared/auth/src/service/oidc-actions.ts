import { UserManager } from 'oidc-client-ts';
import type { ClientConfiguration } from '@portal/contracts';
import { safeReturnUrl } from '../return-url/safe-return-url';
import { createSpentRefreshTokens, type SpentRefreshTokens } from '../session/spent-refresh-tokens';
import { buildUserManagerSettings } from './oidc-settings';
import { renewWithoutReuse } from './renew-without-reuse';
import type { SignInResult } from './sign-in-result';
import { POPUP_DISABLED, portalLanguageParams } from './sign-in-policy';
import type { SessionUser } from './stored-user';

/**
 * Everything of the session that talks to the provider, with oidc-client-ts: the only module that imports the
 * library's code (and the renewal helpers only it needs). oidc-auth-service.ts loads it with `import()`, so it is a
 * lazy chunk, not part of the shell's start (issue 14).
 */
export function createUserManager(settings: ClientConfiguration): UserManager {
  return new UserManager(buildUserManagerSettings(settings));
}

interface SignInState {
  returnUrl: string | null;
}

/** What the actions need of the service: how a user becomes the session. */
export interface OidcActionsContext {
  /** `announce`: tell the other tabs (interactive sign-ins only; a silent one just joins the session). */
  signedIn(user: SessionUser, announce: boolean): void;
  navigate(url: string): void;
  log(message: string, error?: unknown): void;
  /** The record of spent refresh tokens shared by the tabs (default: localStorage). */
  spentRefreshTokens?: SpentRefreshTokens;
}

export type OidcActions = ReturnType<typeof createOidcActions>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOidcActions(manager: UserManager, context: OidcActionsContext) {
  const { signedIn, navigate, log } = context;
  const spentRefreshTokens = context.spentRefreshTokens ?? createSpentRefreshTokens();

  return {
    /** Silent first, then popup (disabled), then redirect: Success, Redirect or Fail. */
    async signIn(returnUrl?: string): Promise<SignInResult> {
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

    async signInRedirect(returnUrl?: string): Promise<void> {
      const state: SignInState = { returnUrl: safeReturnUrl(returnUrl) };
      await manager.signinRedirect({ state, ...portalLanguageParams() });
    },

    async completeSignIn(url?: string): Promise<{ returnUrl: string | null }> {
      const user = await manager.signinRedirectCallback(url);
      signedIn(user, true);
      const state = (user.state ?? null) as Partial<SignInState> | null;
      return { returnUrl: safeReturnUrl(state?.returnUrl) };
    },

    /** The provider's part of signing out (the local session is already gone): popup (disabled), then redirect. */
    async signOutAtProvider(args: { id_token_hint?: string; extraQueryParams?: Record<string, string> }): Promise<void> {
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
    },

    /** Never sends a refresh token another tab already spent (see renewWithoutReuse). */
    async renew(): Promise<SessionUser> {
      const { user } = await renewWithoutReuse(manager, spentRefreshTokens, log);
      return user;
    },
  };
}
