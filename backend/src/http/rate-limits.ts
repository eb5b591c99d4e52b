import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { IDENTITY_PATHS } from '@portal/contracts';
import { ApiError, HtmlError } from './errors';

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
 * Per client address limits (issue 15 item 1, ADR 0034) with @fastify/rate-limit: only on routes that opt
 * in with ADDRESS_LIMITED (sign-in, registration, password change and reset, invitations, the external
 * party's page) and on the provider's token endpoint, which middie hands to oidc-provider before any Fastify
 * route, so it is checked in an onRequest hook registered before middie.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (request) => tooManyRequests(request),
  });
  const checkToken = app.createRateLimit({ max: config.rateLimitPerMinute, timeWindow: 60_000 });
  const tokenPath = `${IDENTITY_PATHS.issuerPath}/token`;
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== tokenPath) return;
    const limit = await checkToken(request);
    if (!limit.isAllowed && limit.isExceeded) {
      await reply.code(429).header('retry-after', String(Math.ceil(limit.ttlInSeconds))).send(new ApiError(429, TOO_MANY_REQUESTS).body());
    }
  });
}
