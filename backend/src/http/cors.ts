import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** CORS for a few non-provider endpoints the portal's dev servers call cross-origin. */
export function allowPortalOrigins(reply: FastifyReply, request: FastifyRequest, origins: readonly string[]): void {
  const origin = request.headers.origin;
  reply.header('Vary', 'Origin');
  if (origin && origins.includes(origin)) {
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    // Downloads are saved under the server's file name: a dev server's page must be able to read it.
    reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
  }
}

/** Answers preflights for `url` from the portal origins. */
export function corsPreflight(app: FastifyInstance, url: string, origins: readonly string[], methods = 'GET, POST'): void {
  app.options(url, { schema: { hide: true } }, async (request, reply) => {
    allowPortalOrigins(reply, request, origins);
    reply.header('Access-Control-Allow-Methods', methods);
    reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Mode, scaCode');
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });
}

/** The API answers the portal's dev servers (other ports) too; the bearer token is what authorises. */
export function apiCors(app: FastifyInstance, prefix: string, origins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${prefix}/`)) allowPortalOrigins(reply, request, origins);
  });
  corsPreflight(app, `${prefix}/*`, origins, 'GET, POST, PUT, DELETE');
}
