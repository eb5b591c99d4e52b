// Also on PostgreSQL: the release's setup (migrations, seed, keys) and a replica that waits for it (ADR 0097).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { pendingMigrations, setUpDatabase, waitForSetUpDatabase } from '../src/db/setup';
import Fastify from 'fastify';
import { HEALTH_PATHS, registerHealthRoutes } from '../src/http/health';
import { apiSuite } from './helpers/api-suite';
import { freshDatabase } from './helpers/server';

describe('database setup for a release', () => {
  let database: Database;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  before(async () => {
    target = await freshDatabase();
    database = await openDatabase({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL });
  });
  after(async () => {
    await database?.close();
    await target?.drop();
  });

  it("a replica waits until the setup has run this build's migrations, and gives up naming what is missing", async () => {
    const all = await pendingMigrations(database.db);
    assert.ok(all >= 45, `an empty database lacks every migration (${all})`);
    // Not ready while the schema is behind: the load balancer sends it nothing; alive all the same.
    const probes = Fastify();
    registerHealthRoutes(probes, database.db);
    const notReady = await probes.inject({ method: 'GET', url: HEALTH_PATHS.ready });
    assert.deepEqual([notReady.statusCode, notReady.json()], [503, { status: 'not-ready', reason: `${all} migration(s) of this build not run` }]);
    assert.equal((await probes.inject({ method: 'GET', url: HEALTH_PATHS.live })).statusCode, 200);
    await assert.rejects(waitForSetUpDatabase(database.db, { timeoutMs: 0, pollMs: 1 }), new RegExp(`still lacks ${all} of this build's migrations after 0 s: has the release's setup Job run\\?`));

    const lines: string[] = [];
    const waiting = waitForSetUpDatabase(database.db, { timeoutMs: 120_000, pollMs: 5, log: (line) => lines.push(line) });
    await setUpDatabase(database.db, { seedSize: 0, seedTransactions: 0, secretsMasterKey: loadConfig({}).secretsMasterKey });
    await waiting;
    assert.equal(await pendingMigrations(database.db), 0);
    assert.equal((await probes.inject({ method: 'GET', url: HEALTH_PATHS.ready })).statusCode, 200);
    await probes.close();
    assert.match(lines[0] ?? '', /waiting for the setup Job: \d+ migration\(s\) not run yet/);
    // Run again (the next release's Job with nothing new): nothing to do, nothing breaks.
    await setUpDatabase(database.db, { seedSize: 0, seedTransactions: 0, secretsMasterKey: loadConfig({}).secretsMasterKey });
    assert.equal(await pendingMigrations(database.db), 0);
  });

  it('DATABASE_SETUP=wait needs PostgreSQL, and only run or wait are known', () => {
    assert.throws(() => loadConfig({ DATABASE_SETUP: 'wait' }), /DATABASE_SETUP=wait needs DATABASE_URL/);
    assert.throws(() => loadConfig({ DATABASE_SETUP: 'later', DATABASE_URL: 'postgres://x/y' }), /DATABASE_SETUP must be run or wait/);
    assert.equal(loadConfig({ DATABASE_SETUP: 'wait', DATABASE_URL: 'postgres://x/y' }).databaseSetup, 'wait');
    assert.equal(loadConfig({}).databaseSetup, 'run');
  });
});

describe('health probes', () => {
  const s = apiSuite([]);

  it('answers live without asking the database, and ready when the database answers with every migration run', async () => {
    const live = await fetch(`${s.origin}${HEALTH_PATHS.live}`);
    assert.deepEqual([live.status, await live.json()], [200, { status: 'live' }]);
    const ready = await fetch(`${s.origin}${HEALTH_PATHS.ready}`);
    assert.deepEqual([ready.status, await ready.json()], [200, { status: 'ready' }]);
    assert.notEqual(ready.headers.get('connection'), 'close', 'a serving replica keeps its connections open');
  });

  // Last of the suite: the server drains from here on (ADR 0102, SHUTDOWN_DRAIN_MS).
  it('while it drains before a stop: still serves, readiness says 503, and every answer closes its connection', async () => {
    await s.server.server.drain(0);
    const ready = await fetch(`${s.origin}${HEALTH_PATHS.ready}`);
    assert.deepEqual([ready.status, await ready.json(), ready.headers.get('connection')],
      [503, { status: 'not-ready', reason: 'shutting down: draining its connections' }, 'close']);
    const discovery = await fetch(`${s.origin}/oidc/.well-known/openid-configuration`);
    assert.deepEqual([discovery.status, discovery.headers.get('connection')], [200, 'close']);
    const live = await fetch(`${s.origin}${HEALTH_PATHS.live}`);
    assert.deepEqual([live.status, live.headers.get('connection')], [200, 'close']);
  });

  it('drains for SHUTDOWN_DRAIN_MS (none by default)', () => {
    assert.equal(loadConfig({}).shutdownDrainMs, 0);
    assert.equal(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs, 5000);
    assert.throws(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' }), /SHUTDOWN_DRAIN_MS must be an integer >= 0/);
  });
});
