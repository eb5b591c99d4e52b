import type { FastifyInstance } from 'fastify';

/**
 * Every API answer under `prefix`: never stored by a browser or a shared cache (it carries one user's data),
 * and never content-sniffed into something executable. A route that chose its own caching keeps it.
 */
export function apiHeaders(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${prefix}/`)) return payload;
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
