import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as contracts from '@portal/contracts';
import type { EndpointDeclaration } from '@portal/contracts';
import Fastify from 'fastify';
import { apiRoute, declaredEndpoints, registeredApiRoutes, urlsFor } from '../src/http/api-route';
import type { ApiDeps } from '../src/http/deps';
import { compileSchemasWhenRoutesAreAdded } from '../src/http/validators';
import { NON_API_ROUTES, recordRoutes, recordedRoutes, routesNotFromDeclarations } from '../src/http/route-table';
import { startTestServer, type TestServer } from './helpers/server';

/** Every endpoint declaration exported by @portal/contracts (the *_ENDPOINTS objects, nested ones too). */
function contractDeclarations(): EndpointDeclaration[] {
  const found = new Set<EndpointDeclaration>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    if (typeof v.method === 'string' && typeof v.path === 'string' && typeof v.responses === 'object') {
      found.add(value as EndpointDeclaration);
      return;
    }
    Object.values(v).forEach(walk);
  };
  for (const [name, value] of Object.entries(contracts)) if (name.endsWith('_ENDPOINTS')) walk(value);
  return [...found];
}

type Operation = { requestBody?: unknown; parameters?: Array<{ in: string; name: string }>; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

/** Fastify's `:name` URL as OpenAPI writes it: `{name}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const key = (e: Pick<EndpointDeclaration, 'method' | 'path' | 'base'>) => `${e.method} ${e.base ?? 'merchant'} ${e.path}`;

describe('one typed contract: declarations, registered routes and the OpenAPI document agree (ADR 0014)', () => {
  let t: TestServer;
  let doc: OpenApiDoc;
  // Every test file runs in one process (test/run-all.ts): the variable is put back as it was.
  const testRoutesBefore = process.env.NOTIFICATIONS_TEST_ROUTES;
  before(async () => {
    // The test-only notification route is declared too: have it registered (tests of the portal seed with it).
    process.env.NOTIFICATIONS_TEST_ROUTES = '1';
    // Apps compile a route's schemas on its first request (validators.ts): this one compiles every schema as its route
    // is added, so a declaration whose schema cannot compile fails here, not on a user's request.
    compileSchemasWhenRoutesAreAdded(true);
    try {
      t = await startTestServer();
    } finally {
      compileSchemasWhenRoutesAreAdded(false);
    }
    const res = await fetch(`${t.origin}/svc/openapi.json`);
    assert.equal(res.status, 200);
    doc = await res.json() as OpenApiDoc;
  });
  after(async () => {
    await t?.close();
    if (testRoutesBefore === undefined) delete process.env.NOTIFICATIONS_TEST_ROUTES;
    else process.env.NOTIFICATIONS_TEST_ROUTES = testRoutesBefore;
  });

  it('registers every endpoint declared in contracts, and nothing undeclared', () => {
    const declared = contractDeclarations();
    assert.ok(declared.length > 60, `contracts declare the API (${declared.length} endpoints)`);
    const registered = new Set(declaredEndpoints(t.server.app).map(key));
    const missing = declared.map(key).filter((k) => !registered.has(k));
    assert.deepEqual(missing, [], 'declared in contracts but not registered by the backend');
    const declaredKeys = new Set(declared.map(key));
    const extra = [...registered].filter((k) => !declaredKeys.has(k));
    assert.deepEqual(extra, [], 'registered from a declaration that contracts do not export');
    // What apiRoute registered is exactly the declarations' URLs.
    const fromDeclarations = new Set(declaredEndpoints(t.server.app).flatMap((e) => urlsFor(e.path, e.base).map((url) => `${e.method} ${url}`)));
    const other = registeredApiRoutes(t.server.app).map((r) => `${r.method} ${r.url}`).filter((r) => !fromDeclarations.has(r));
    assert.deepEqual(other, []);
  });

  it('registers no route under /svc another way: every one Fastify reports (onRoute) came from apiRoute', () => {
    const all = recordedRoutes(t.server.app);
    // The recorder sees the whole app: identity pages, the API, the OpenAPI document.
    assert.ok(all.some((r) => !r.includes(' /svc')), 'routes outside the API are recorded too');
    assert.ok(all.includes('OPTIONS /svc/*'), 'the CORS preflight is recorded (and allowed as a non-API route)');
    assert.ok(all.includes('GET /svc/openapi.json'));
    assert.ok(all.filter((r) => r.includes(' /svc/')).length > 80, 'the API routes are recorded');
    assert.deepEqual(routesNotFromDeclarations(t.server.app), []);
  });

  it('the onRoute check reports a stray route under /svc, and only that one', async () => {
    const app = Fastify();
    recordRoutes(app);
    const { USER_ENDPOINTS } = contracts;
    apiRoute(app, {} as ApiDeps, USER_ENDPOINTS.keepAlive, { handler: async () => undefined });
    app.get('/svc/openapi.json', async () => ({}));
    app.get('/elsewhere', async () => 'not the API');
    assert.deepEqual(routesNotFromDeclarations(app), []);
    app.get('/svc/x', async () => 'stray');
    app.post('/svc/merchant/api/v1/users/me/ping', async () => 'stray: a declared path, another method');
    assert.deepEqual(routesNotFromDeclarations(app), ['GET /svc/x', 'POST /svc/merchant/api/v1/users/me/ping']);
    await app.close();
  });

  it('refuses a second declaration of one method and path at start-up (it would never answer)', async () => {
    const app = Fastify();
    const { USER_ENDPOINTS } = contracts;
    apiRoute(app, {} as ApiDeps, USER_ENDPOINTS.keepAlive, { handler: async () => undefined });
    assert.throws(() => apiRoute(app, {} as ApiDeps, { ...USER_ENDPOINTS.keepAlive }, { handler: async () => undefined }), /declared twice/);
    await app.close();
  });

  it('refuses to answer for an app whose routes were not recorded', () => {
    assert.throws(() => routesNotFromDeclarations(Fastify()), /recordRoutes/);
  });

  it('documents every API route with a body schema (POST, PUT, PATCH) and a 2xx response schema', () => {
    // Test-only routes are declared `hidden`: left out of the document on purpose.
    const hidden = new Set(declaredEndpoints(t.server.app).filter((e) => e.hidden)
      .flatMap((e) => urlsFor(e.path, e.base).map((url) => `${e.method} ${url}`)));
    // Every route under /svc Fastify registered (onRoute), but the non-API ones and the HEADs Fastify adds for GETs.
    const routes = recordedRoutes(t.server.app)
      .filter((r) => r.includes(' /svc/') && !NON_API_ROUTES.includes(r) && !r.startsWith('HEAD ') && !hidden.has(r))
      .map((r) => { const [method, url] = r.split(' ') as [string, string]; return { method, url }; });
    assert.ok(routes.length > 80, `${routes.length} API URLs`);
    const problems: string[] = [];
    for (const { method, url } of routes) {
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) { problems.push(`${method} ${url}: not in /svc/openapi.json`); continue; }
      if (['POST', 'PUT', 'PATCH'].includes(method) && !operation.requestBody) problems.push(`${method} ${url}: no body schema`);
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      // 204 is "no body" by definition; any other 2xx must say what it sends.
      const described = success.some(([status, r]) => status === '204' || Object.values(r.content ?? {}).some((c) => c.schema));
      if (!described) problems.push(`${method} ${url}: no 2xx response schema`);
    }
    assert.deepEqual(problems, []);
  });

  it('documents the Mode header of every mode-scoped endpoint (declared once: `modeScoped: true`)', () => {
    const scoped = declaredEndpoints(t.server.app).filter((e) => e.modeScoped && !e.hidden);
    assert.ok(scoped.length > 30, `${scoped.length} mode-scoped endpoints`);
    const undocumented = scoped.flatMap((e) => urlsFor(e.path, e.base).map((url) => ({ method: e.method, url })))
      .filter(({ method, url }) => !doc.paths[openApiPath(url)]?.[method.toLowerCase()]?.parameters?.some((p) => p.in === 'header' && p.name === 'mode'))
      .map(({ method, url }) => `${method} ${url}`);
    assert.deepEqual(undocumented, []);
  });

  it('leaves identity pages and static assets out of the API document (they are not API routes)', () => {
    const paths = Object.keys(doc.paths);
    // The portal's API under /svc/, the public REST API (API keys, ADR 0104) under /api/v1/.
    const api = (p: string) => p.startsWith('/svc/') || p.startsWith('/api/v1/');
    assert.ok(paths.every(api), paths.filter((p) => !api(p)).join(', '));
    assert.ok(paths.includes('/api/v1/transactions'), 'the public API is documented');
  });
});
