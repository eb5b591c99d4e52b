import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPMethods } from 'fastify';
import { registeredApiRoutes } from '../src/http/api-route';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient } from './helpers/core';

/**
 * Issue 15 item 10: every API route, walked by each demo account of one tenant with the other tenant's and
 * merchant's object ids in its path. The routes come from the registry apiRoute keeps, so a route added
 * later is walked without editing this test. Nothing may answer 2xx (a read or a write got through) or 5xx.
 */
interface Side {
  tenant: string;
  merchant: string;
  ticket: string;
  users: string[];
  accounts: string[];
}

const ACME: Side = {
  tenant: seedIds.tenant('acme'), merchant: seedIds.merchant('blue-bottle'), ticket: stableId('ticket:acme-settlement'),
  users: ['tenant@demo.test', 'merchant@demo.test'].map(seedIds.user),
  accounts: ['tenant@demo.test', 'tenant-viewer@demo.test', 'merchant@demo.test', 'sandbox@demo.test', 'noprocessing@demo.test'],
};
const GLOBEX: Side = {
  tenant: seedIds.tenant('globex'), merchant: seedIds.merchant('globex-garden'), ticket: stableId('ticket:globex-onboarding'),
  users: ['tenant2@demo.test', 'merchant2@demo.test'].map(seedIds.user),
  accounts: ['tenant2@demo.test', 'merchant2@demo.test'],
};

/** The other side's object for a path parameter, by its name. */
function foreignId(name: string, other: Side, objects: { file: string; label: string }): string[] {
  const n = name.toLowerCase();
  if (n.includes('tenant')) return [other.tenant];
  if (n.includes('merchant') || n.includes('customer') || n.includes('organization')) return [other.merchant];
  if (n.includes('ticket')) return [other.ticket];
  if (n.includes('user')) return other.users;
  if (n.includes('file')) return [objects.file];
  if (n.includes('label')) return [objects.label];
  // Any other id: each of the other side's objects in turn.
  return [other.ticket, other.merchant, objects.file, objects.label, other.users[0]!];
}

/** Every way to fill the route's parameters with the other side's ids (one value per parameter at a time). */
function urlsFor(url: string, other: Side, objects: { file: string; label: string }): string[] {
  const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  let urls = [url];
  for (const p of params) {
    urls = urls.flatMap((u) => foreignId(p, other, objects).map((id) => u.replace(`:${p}`, id)));
  }
  return urls;
}

describe('no account reaches another tenant or merchant through any API route', () => {
  let t: TestServer;
  const objects = new Map<Side, { file: string; label: string }>();
  before(async () => {
    t = await startTestServer();
    for (const [side, admin, merchant] of [[ACME, 'tenant@demo.test', 'merchant@demo.test'], [GLOBEX, 'tenant2@demo.test', 'merchant2@demo.test']] as const) {
      const tenantClient = coreClient(t.origin, (await signIn(t.origin, admin)).tokens.access_token);
      const merchantClient = coreClient(t.origin, (await signIn(t.origin, merchant)).tokens.access_token);
      const file = (await merchantClient.upload('fs/file', 'private.txt', 'private\n', 'text/plain')).body.fileId as string;
      const label = (await tenantClient.post('support/label', { value: `Private ${side === ACME ? 'A' : 'G'}`, color: '#112233' })).body.labelId as string;
      assert.ok(file && label, 'the objects to reach for exist');
      objects.set(side, { file, label });
    }
  });
  after(async () => { await t?.close(); });

  for (const [side, other] of [[ACME, GLOBEX], [GLOBEX, ACME]] as const) {
    it(`${side.accounts.join(', ')} never get through to the other tenant's objects`, async (ctx) => {
      const routes = registeredApiRoutes(t.server.app).filter((r) => r.url.includes(':'));
      assert.ok(routes.length > 40, `the registry lists the API's routes (${routes.length} with parameters)`);
      const through: string[] = [];
      let calls = 0;
      for (const email of side.accounts) {
        const { tokens } = await signIn(t.origin, email);
        for (const route of routes) {
          for (const url of urlsFor(route.url, other, objects.get(other)!)) {
            // In process (Fastify's inject): the same routing, hooks and handlers as a request over a socket, without
            // a connection's and two HTTP parsers' work on each of the walk's ~30 000 calls.
            const withBody = route.method !== 'GET' && route.method !== 'DELETE';
            const res = await t.server.app.inject({
              method: route.method as HTTPMethods,
              url,
              headers: { authorization: `Bearer ${tokens.access_token}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
              payload: withBody ? JSON.stringify({ content: 'x', value: 'X', color: '#000000', priority: 'Low' }) : undefined,
            });
            calls += 1;
            if (res.statusCode < 400 || res.statusCode >= 500) through.push(`${email} ${route.method} ${url} -> ${res.statusCode}`);
          }
        }
      }
      assert.deepEqual(through, [], `${through.length} of ${calls} calls got through or failed`);
      ctx.diagnostic(`${calls} calls over ${routes.length} routes, none got through`);
      // The other side's objects are all still there, untouched.
      const owner = coreClient(t.origin, (await signIn(t.origin, other.accounts[0]!)).tokens.access_token);
      assert.equal((await owner.get(`fs/file/${objects.get(other)!.file}/details`)).status, 200);
    });
  }
});
