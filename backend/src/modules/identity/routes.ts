import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { portalOrigins, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SessionCache } from '../../http/session-cache';
import { IDENTITY_PATHS } from '@portal/contracts';
import { authenticate, type TokenVerifier } from '../../http/auth';
import { allowPortalOrigins, corsPreflight } from '../../http/cors';
import { clientConfiguration } from './client-configuration';
import { userClaims } from './accounts';
import { IDENTITY_ASSETS, LOGOUT_JS, SITE_CSS } from './pages/layout';
import { loginRoutes } from './pages/login';
import { manageRoutes } from './pages/manage';
import { registerRoutes } from './pages/register';
import { setPasswordRoutes } from './pages/set-password';
import { forgotPasswordRoutes } from './pages/forgot-password';
import { themeRoute } from './pages/theme-route';

interface IdentityDeps {
  config: AppConfig;
  db: Db;
  provider: Provider;
  verify: TokenVerifier;
  sessions?: SessionCache;
  cookieKey: string;
}

const USERINFO = `${IDENTITY_PATHS.issuerPath}/me`;

/**
 * The provider builds every URL it advertises (discovery, redirects) from the request's Host. Reached
 * directly, that header is the caller's to choose: without a trusted proxy, the request is made to look as
 * if it came through one for the configured public origin (the provider runs with `proxy` on, ADR 0032),
 * and whatever forwarding headers the caller sent are dropped.
 */
function pinToPublicOrigin(req: import('node:http').IncomingMessage, publicOrigin: string): void {
  const url = new URL(publicOrigin);
  req.headers.host = url.host;
  req.headers['x-forwarded-host'] = url.host;
  req.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
  delete req.headers['x-forwarded-for'];
  delete req.headers.forwarded;
}

/**
 * The provider answers everything under /oidc (handed the raw request before Fastify parses a body),
 * except userinfo: the portal's access tokens are bound to the API audience, which oidc-provider's
 * own userinfo refuses, so /oidc/me is answered here from the same verified token.
 */
export async function identityRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { config, provider } = deps;
  const origins = portalOrigins(config);
  const callback = provider.callback();

  app.use(IDENTITY_PATHS.issuerPath, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => {
    if (/^\/me(?:[/?]|$)/.test(req.url ?? '')) return next();
    if (!config.trustProxy) pinToPublicOrigin(req, config.publicOrigin);
    void callback(req, res);
  });

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method, url: USERINFO, schema: { hide: true },
      handler: async (request, reply) => {
        allowPortalOrigins(reply, request, origins);
        reply.header('Cache-Control', 'no-store');
        const principal = await authenticate(request, deps);
        return userClaims(principal.user);
      },
    });
  }
  corsPreflight(app, USERINFO, origins);

  app.get<{ Params: { clientId: string } }>(IDENTITY_PATHS.clientConfiguration(':clientId'), { schema: { hide: true } }, async (request, reply) => {
    allowPortalOrigins(reply, request, origins);
    const body = clientConfiguration(config, request.params.clientId, request.headers.origin);
    if (!body) return reply.code(404).send({ error: `Unknown client '${request.params.clientId}'` });
    return reply.header('Cache-Control', 'no-cache').send(body);
  });

  app.get(`${IDENTITY_ASSETS}/site.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SITE_CSS));
  app.get(`${IDENTITY_ASSETS}/logout.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(LOGOUT_JS));

  themeRoute(app, deps.db);
  loginRoutes(app, deps);
  registerRoutes(app, deps);
  manageRoutes(app, deps);
  setPasswordRoutes(app, deps);
  forgotPasswordRoutes(app, deps);
}
