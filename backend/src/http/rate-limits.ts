import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config';
import { IDENTITY_PATHS } from '@portal/contracts';
import { ApiError, HtmlError } from './errors';
import { sharedRateLimitStore } from './shared-rate-limit-store';
import type { Db } from '../db/client';
import { addToWindow, tokenAddressKey, windowBlockedFor } from '../modules/identity/sign-in-lockout';

/** The answer past a limit: the same for every route and caller, revealing nothing about accounts. */
export const TOO_MANY_REQUESTS = 'Too many requests. Wait a minute and try again.';

/** Forms in a browser get a page that says it; API callers the usual `{error}`. */
function tooManyRequests(request: FastifyRequest): ApiError {
  if (!String(request.headers.accept ?? '').includes('text/html')) return new ApiError(429, TOO_MANY_REQUESTS);
  const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title></head>`
    + `<body><main><h1>Too many requests</h1><p role="alert">${TOO_MANY_REQUESTS}</p></main></body></html>`;
  return new HtmlError(429, TOO_MANY_REQUESTS, page);
}

/** Route option that puts a route under the per-address limit (`config` of a Fastify route). */
export const ADDRESS_LIMITED = { rateLimit: {} } as const;

/**
 * Per client address limits (issue 15 item 1, ADR 0034) with @fastify/rate-limit, counted in the database so that
 * every replica counts the same requests (ADR 0102): only on routes that opt in with
 * ADDRESS_LIMITED (registration, password change and reset, invitations, the external party's page).
 *
 * Sign-in and the provider's token endpoint count only what fails (ADR 0101): an office of hundreds of operators
 * behind one address signs in and refreshes all day. A token call that fails (a bad refresh token or code, an
 * unknown client) counts against its address in the shared table, inside the provider's own middleware so the count
 * is stored before the answer leaves; past the limit the address's token calls are refused until the window ends,
 * in an onRequest hook registered before middie (which hands the token endpoint to the provider first).
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig, db: Db, provider: Provider): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: the limit holds across replicas (ADR 0102).
    store: sharedRateLimitStore(db),
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (request) => tooManyRequests(request),
  });
  const tokenPath = `${IDENTITY_PATHS.issuerPath}/token`;
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== tokenPath) return;
    // The address as Fastify judges it (TRUST_PROXY), for the provider's middleware below.
    CLIENT_ADDRESS.set(request.raw, request.ip);
    const blocked = await windowBlockedFor(db, tokenAddressKey(request.ip), new Date(), config.addressLimit);
    if (blocked > 0) {
      await reply.code(429).header('retry-after', String(Math.ceil(blocked / 1000))).send(new ApiError(429, TOO_MANY_REQUESTS).body());
    }
  });
  provider.use(async (ctx, next) => {
    await next();
    const address = CLIENT_ADDRESS.get(ctx.req);
    if (address === undefined || (ctx.status !== 400 && ctx.status !== 401)) return;
    await addToWindow(db, tokenAddressKey(address), new Date(), config.addressLimit);
  });
}

const CLIENT_ADDRESS = new WeakMap<object, string>();
