import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { DEFAULT_SERVICE_BASES, PORTAL_CLIENT_ID, REMOTE_NAMES, type PortalConfig } from '@portal/contracts';
import { NO_CACHE, PORTAL_CSP, setStaticHeaders } from './headers';

/** Paths the SPA fallback never answers: they belong to the API, the provider, its pages, the remotes, the payment page (ADR 0108). */
const NOT_SPA = ['/svc', '/oidc', '/Identity', '/remotes', '/_configuration', '/api', '/pay'];

export interface PortalStatic {
  /** Sends host/dist/index.html for a browser navigation nobody else answered; false when it does not apply. */
  spaFallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

function portalConfig(config: AppConfig): PortalConfig {
  return { clientId: PORTAL_CLIENT_ID, identityOrigin: config.publicOrigin, services: DEFAULT_SERVICE_BASES, silenceConsole: true };
}

/**
 * The one-machine layout: the host's build at /, each remote's build at /remotes/<name>/,
 * deploy-time /config.json and /remotes.json, and index.html for client-side routes.
 */
export async function portalStatic(app: FastifyInstance, config: AppConfig & { portalRoot: string }): Promise<PortalStatic> {
  // A build folder that does not exist yet is served once it is built (@fastify/static warns at start).
  const hostDist = path.join(config.portalRoot, 'host', 'dist');

  // preCompressed: the build writes .br and .gz beside every text asset (ADR 0031); the plugin sends the best
  // one the browser accepts, with `Vary: Accept-Encoding`, and the plain file to those that accept neither.
  await app.register(fastifyStatic, { root: hostDist, prefix: '/', cacheControl: false, preCompressed: true, setHeaders: setStaticHeaders });
  for (const name of REMOTE_NAMES) {
    const build = path.join(config.portalRoot, 'remotes', name, 'dist');
    // A released version's folder (`/remotes/<name>/<version>/...`) when the file is not the remote's own build's.
    const root = config.releasesDir ? [build, path.join(config.releasesDir, 'remotes', name)] : build;
    await app.register(fastifyStatic, {
      root, prefix: `/remotes/${name}/`, decorateReply: false, cacheControl: false, preCompressed: true, setHeaders: setStaticHeaders,
    });
  }

  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).send(portalConfig(config)));

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (!config.remotesFile) return reply.code(404).send({ error: 'No remotes file is configured' });
    let text: string;
    try {
      text = await readFile(config.remotesFile, 'utf8'); // read per request: a redeployed remote changes one line, no restart
    } catch {
      return reply.code(404).send({ error: 'The remotes file does not exist' });
    }
    try {
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(JSON.parse(text)));
    } catch (err) {
      request.log.error({ err, file: config.remotesFile }, 'remotes file is not valid JSON');
      return reply.code(500).send({ error: 'The remotes file is not valid JSON' });
    }
  });

  return {
    spaFallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0]!;
      if (NOT_SPA.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
      if (!String(request.headers.accept ?? '').includes('text/html')) return false;
      if (!existsSync(path.join(hostDist, 'index.html'))) return false;
      reply.header('Cache-Control', NO_CACHE).header('Content-Security-Policy', PORTAL_CSP);
      void reply.sendFile('index.html', hostDist);
      return true;
    },
  };
}
