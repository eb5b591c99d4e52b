import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client';
import { portalOrigins, type AppConfig } from '../../config';
import { API_AUDIENCE, API_SCOPES, IDENTITY_PATHS, PORTAL_CLIENT_ID } from '@portal/contracts';
import { html, raw } from '../../lib/html';
import { createAdapterClass } from './adapter';
import { findAccount } from './accounts';
import { loadFirstPartyGrant } from './consent';
import type { ProviderKeys } from './keys';
import { findUserById } from '../users/repository';
import { IDENTITY_CSP, page } from './pages/layout';
import { chooseLanguage, translator, type PageLanguage, type Translate } from './pages/i18n';

export const issuerOf = (config: AppConfig): string => `${config.publicOrigin}${IDENTITY_PATHS.issuerPath}`;

/** The one client: the portal, a public (PKCE) client served from the public origin and the dev servers. */
export function portalClient(config: AppConfig) {
  const origins = portalOrigins(config);
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Payments portal',
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: origins.flatMap((o) => [`${o}/authentication/login-callback`, `${o}/silent-renew.html`]),
    post_logout_redirect_uris: origins.flatMap((o) => [`${o}/authentication/logout-callback`, `${o}/authentication/logged-out`]),
  };
}

function htmlBody(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', IDENTITY_CSP);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

const portalLink = (config: AppConfig, t: Translate) => html`<p class="links"><a href="${config.publicOrigin}/">${t('Back to the portal')}</a></p>`;

/** Remembers the sign-out page's language for the page after it (the provider keeps no parameters across). */
export const SIGN_OUT_LANGUAGE_COOKIE = 'identity_lang';
const cookieOptions = { signed: false, httpOnly: true, sameSite: 'lax' as const, path: '/', maxAge: 10 * 60 * 1000, overwrite: true };

/**
 * The language of the provider's own pages (issue 16, ADR 0041), decided as the identity pages decide:
 * `lang` in the query, else the portal's `ui_locales`, else the sign-out page's, else the profile's,
 * else Accept-Language, else English.
 */
function providerLanguage(ctx: KoaContextWithOIDC, profile?: string): PageLanguage {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  return chooseLanguage({
    query: ctx.query?.lang, uiLocales: params.ui_locales, cookie: ctx.cookies.get(SIGN_OUT_LANGUAGE_COOKIE, { signed: false }),
    profile, acceptLanguage: ctx.get('accept-language'),
  });
}

export function createProvider(deps: { config: AppConfig; db: Db; keys: ProviderKeys }): Provider {
  const { config, db, keys } = deps;
  const origins = portalOrigins(config);
  const resourceServer = {
    scope: API_SCOPES.join(' '),
    audience: API_AUDIENCE,
    accessTokenTTL: config.accessTokenTtl,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [portalClient(config)],
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: keys.cookieKeys },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    claims: {
      openid: ['sub'],
      profile: ['profile', 'name', 'given_name', 'family_name'],
      email: ['email'],
    },
    // The portal reads the profile from the ID token; put the claims there, not only at userinfo.
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The portal asked for the sign-out: submit the provider's form at once instead of asking again.
        logoutSource: async (ctx, form) => {
          const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
          const accountId = ctx.oidc.session?.accountId;
          const user = accountId ? await findUserById(db, accountId) : undefined;
          const lang = providerLanguage(ctx, user?.language);
          ctx.cookies.set(SIGN_OUT_LANGUAGE_COOKIE, lang, cookieOptions);
          const t = translator(lang);
          htmlBody(ctx, page(t('Signing out'), html`<h1>${t('Signing out…')}</h1>
${raw(confirmed)}
<noscript><button type="submit" form="op.logoutForm">${t('Sign out')}</button></noscript>`, { script: 'logout.js', lang }));
        },
        postLogoutSuccessSource: (ctx) => {
          const lang = providerLanguage(ctx);
          const t = translator(lang);
          htmlBody(ctx, page(t('Signed out'), html`<h1>${t('You are signed out')}</h1>
<p>${t('You have been signed out of the payments portal.')}</p>${portalLink(config, t)}`, { lang }));
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${IDENTITY_PATHS.login}?uid=${encodeURIComponent(interaction.uid)}`,
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      // gid: the grant the token was issued under; the API honours the token only while it lives (ADR 0035).
      return user ? { profile: user.userType, gid: token.grantId } : undefined;
    },
    // Refresh tokens (rotated on every use, ended with the session) let the portal renew without a redirect.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // A spent refresh token coming back revokes the grant; the live session gets a new one (prompt=none).
    loadExistingGrant: loadFirstPartyGrant,
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 24 * 3600,
    },
    renderError: (ctx, out) => {
      const lang = providerLanguage(ctx);
      const t = translator(lang);
      // The provider's own error description stays as it wrote it (English, technical).
      htmlBody(ctx, page(t('Sign-in error'), html`<h1>${t('Something went wrong')}</h1>
<div class="alert error" role="alert">${out.error_description ?? out.error}</div>${portalLink(config, t)}`, { lang }));
    },
  };

  return new Provider(issuerOf(config), configuration);
}
