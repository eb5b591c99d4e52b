/**
 * Every route registered on an app, as Fastify's onRoute hook reports it (ADR 0014): the contract test compares
 * the API's share of it with what apiRoute registered from declarations, so a route added any other way under
 * the API prefix (`app.get('/svc/...')`) fails it.
 */
import type { FastifyInstance } from 'fastify';
import { registeredApiRoutes } from './api-route';

/** The API's prefix: everything under it is an API route. */
export const API_PREFIX = '/svc';

/**
 * Routes under the API prefix that are not API endpoints, so not declared: the OpenAPI document itself and the
 * CORS preflight answer (apiCors). Nothing else may be added here without a reason in ADR 0014.
 */
export const NON_API_ROUTES: readonly string[] = [`GET ${API_PREFIX}/openapi.json`, `OPTIONS ${API_PREFIX}/*`];

const tables = new WeakMap<FastifyInstance, Array<{ method: string; url: string }>>();

/**
 * Starts recording every route registered on `app` from now on (child plugins included: a hook on the root is
 * inherited). Call it first thing after creating the app.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: Array<{ method: string; url: string }> = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method: String(method), url: route.url });
  });
}

/** Every route recorded on `app`, as "METHOD url". */
export function recordedRoutes(app: FastifyInstance): string[] {
  const table = tables.get(app);
  if (!table) throw new Error('recordRoutes(app) was not called before the routes were registered');
  return table.map((r) => `${r.method} ${r.url}`);
}

/**
 * Routes under the API prefix that apiRoute did not register from a declaration, NON_API_ROUTES aside. HEAD
 * routes Fastify adds for a GET are that GET's.
 */
export function routesNotFromDeclarations(app: FastifyInstance): string[] {
  const routes = recordedRoutes(app);
  const declared = new Set(registeredApiRoutes(app).map((r) => `${r.method} ${r.url}`));
  const allowed = new Set(NON_API_ROUTES);
  const underPrefix = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
  return [...new Set(routes)].filter((route) => {
    const [method, url] = route.split(' ') as [string, string];
    if (!underPrefix(url) || declared.has(route) || allowed.has(route)) return false;
    return !(method === 'HEAD' && routes.includes(`GET ${url}`));
  });
}
