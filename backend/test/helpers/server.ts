import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';

export interface TestServer {
  origin: string;
  config: AppConfig;
  server: Server;
  /** Stops and starts the backend on the same database and port (the data survives). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * PGlite's first start in an empty directory runs initdb (seconds). Test files start from a copy of
 * one initialised (still empty) directory instead, made once per PGlite version and shared by all runs.
 */
async function pgliteTemplate(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  const dir = path.join(os.tmpdir(), `portal-pglite-template-${pkg.dependencies['@electric-sql/pglite']}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.${process.pid}-${Date.now()}`;
  const pglite = await PGlite.create(building);
  await pglite.close();
  // Another test process may have finished first: its template is as good as ours.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

/**
 * A fresh database for one test file: a temporary PGlite directory, or, when TEST_DATABASE_URL is
 * set, a new database on that PostgreSQL server (dropped afterwards) so runs never collide.
 */
export async function freshDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
    await cp(await pgliteTemplate(), dir, { recursive: true });
    return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `portal_test_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // The closed pool's connections finish closing a moment after pool.end() resolves: wait for them.
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await freshDatabase();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, EXTRA_REDIRECT_ORIGINS: 'http://localhost:3000',
    // Every test signs in from 127.0.0.1, many times a minute: brute-force.test.ts sets its own limits.
    RATE_LIMIT_PER_MINUTE: '100000',
    // A few hundred generated payments per merchant keep each file's seed quick; lookup tests set their own.
    SEED_TRANSACTIONS: '150',
    LOG_LEVEL: 'warn', ...database.env, ...env,
  });
  let server = await createServer(config);
  await server.app.listen({ port, host: '127.0.0.1' });
  const handle: TestServer = {
    origin, config, server,
    async restart() {
      await server.close();
      server = await createServer(config);
      await server.app.listen({ port, host: '127.0.0.1' });
      handle.server = server;
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
  return handle;
}
