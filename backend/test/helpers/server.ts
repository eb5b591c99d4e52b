import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { PGlite } from '@electric-sql/pglite';
import { createServer, type Server } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, runMigrations, type Database } from '../../src/db/client';
import { seedDatabase } from '../../src/db/seed';
import { loadProviderKeys } from '../../src/modules/identity/keys';
import { sealClearSecrets } from '../../src/modules/encryption-keys/sealed-columns';
import { SecretVault } from '../../src/modules/encryption-keys/vault';
import { BULK_UPDATE_QUEUE } from '../../src/modules/bulk-status-updates/job';
import { KEY_ROTATION_QUEUE } from '../../src/modules/encryption-keys/rotation';
import { REPORT_EXPORT_QUEUE } from '../../src/modules/reports/export';
import { JOB_RUN_QUEUE, SCHEDULER_TICK_QUEUE } from '../../src/modules/scheduler/run-due-jobs';
import { EXPORT_QUEUE } from '../../src/modules/transactions/export/export-job';
import { seededPgliteTemplateDir, seededPgliteTemplateReady, seededTemplateKey, TEST_SEED_TRANSACTIONS } from './seeded-template-key';

export interface TestServer {
  origin: string;
  config: AppConfig;
  server: Server;
  /** Stops and starts the backend on the same database and port (the data survives). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A free port: the OS's choice, or the first free one of PORTAL_PORT_RANGE ("8450-8499", one engineer's range). */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORTAL_PORT_RANGE ?? '');
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
      const free = await new Promise<boolean>((resolve) => {
        const srv = createNetServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
      });
      if (free) return port;
    }
    throw new Error(`no free port in PORTAL_PORT_RANGE ${process.env.PORTAL_PORT_RANGE}`);
  }
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
 * The job queues a server's start makes (src/jobs/job-queue.ts): one for each worker and pg-boss's own for its cron
 * (`__pgboss__send-it`, its timekeeper's). pg-boss 10 makes a queue a partition of its job table: a table, two
 * foreign keys and six indexes, and the schema before them (about 0.6 s of the database server's CPU and 0.3 s of
 * the test process's a start, the largest part of a test server's start on a template copy, session 31). Made in
 * the template, a server's start finds them (`create_queue` is then one INSERT ... ON CONFLICT). A queue missing
 * here is made at the server's start, as before; `restart.test.ts` says when one is missing.
 */
const TEMPLATE_JOB_QUEUES = [
  EXPORT_QUEUE, REPORT_EXPORT_QUEUE, BULK_UPDATE_QUEUE, JOB_RUN_QUEUE, SCHEDULER_TICK_QUEUE, KEY_ROTATION_QUEUE, '__pgboss__send-it',
] as const;

/**
 * pg-boss's schema and TEMPLATE_JOB_QUEUES, made as a server's start makes them (the same pg-boss, its migration and
 * createQueue) but without its supervisor and cron: the template holds no job, no schedule and no cron time, so each
 * copy's server starts its queue as a first start does (session 30 kept a whole server's start in the template and its
 * copies held the scheduler's first tick).
 */
async function makeJobQueues(database: Database): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => database.pool.query(text, values) }, supervise: false, schedule: false, migrate: true });
  await boss.start();
  for (const queue of TEMPLATE_JOB_QUEUES) await boss.createQueue(queue);
  await boss.stop({ graceful: false, close: false });
}

/** Migrations, seed, the provider's keys and the job queues: what every server's first start does, done once into a template. */
async function migrateAndSeed(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase(target);
  try {
    await runMigrations(database.db);
    await seedDatabase(database.db, { seedSize: 0, transactionsPerMerchant: TEST_SEED_TRANSACTIONS });
    await loadProviderKeys(database.db);
    await makeJobQueues(database);
  } finally {
    await database.close();
  }
}

/**
 * A migrated, seeded PGlite directory shared by every test file of this code version (made by the first); with
 * another `transactionsPerMerchant` (the e2e servers': the demo's), made once from that one with the payments topped up.
 */
export async function seededPgliteTemplate(transactionsPerMerchant = TEST_SEED_TRANSACTIONS): Promise<string> {
  const dir = seededPgliteTemplateDir(transactionsPerMerchant);
  if (seededPgliteTemplateReady(transactionsPerMerchant)) return dir;
  const building = `${dir}.${process.pid}-${Date.now()}`;
  if (transactionsPerMerchant === TEST_SEED_TRANSACTIONS) {
    await cp(await pgliteTemplate(), building, { recursive: true });
    await migrateAndSeed({ dataDir: building });
  } else {
    await cp(await seededPgliteTemplate(), building, { recursive: true });
    const database = await openDatabase({ dataDir: building });
    try {
      await seedDatabase(database.db, { seedSize: 0, transactionsPerMerchant });
    } finally {
      await database.close();
    }
  }
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

/**
 * The same on PostgreSQL: a database `portal_seeded_<key>` made once (under an advisory lock, so concurrent
 * test files wait for the first) and copied with CREATE DATABASE ... TEMPLATE, which copies files instead
 * of replaying migrations and inserts.
 */
/** Any fixed number: the advisory lock that serialises making the PostgreSQL template. */
const TEMPLATE_LOCK = 7_303_814;

async function seededPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_seeded_${seededTemplateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      const building = `${name}_building_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      await migrateAndSeed({ dataDir: '', databaseUrl: databaseUrl(adminUrl, building) });
      await waitUntilUnused(admin, building);
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return name;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A closed pool's connections finish closing a moment after pool.end() resolves: wait for them. */
async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let fileCopy: Promise<boolean> | undefined;
/**
 * Whether the server copies a template file by file (PostgreSQL 15+'s STRATEGY FILE_COPY). Its default from 15 on,
 * WAL_LOG, reads the template page by page and writes every page to the WAL as well: for a test file's database,
 * a copy of the whole seeded template, that doubled the server's writes and made the WAL recycle and checkpoint
 * again and again. FILE_COPY copies the files once (with a checkpoint, cheap on a server without fsync).
 */
function copiesFileByFile(admin: pg.Client): Promise<boolean> {
  fileCopy ??= admin.query<{ v: string }>('SELECT current_setting(\'server_version_num\') AS v').then(({ rows }) => Number(rows[0]!.v) >= 150000);
  return fileCopy;
}

/** CREATE DATABASE, from a template when given; a template another session still holds is waited for. */
async function createDatabase(admin: pg.Client, name: string, template: string | null): Promise<void> {
  const strategy = template && (await copiesFileByFile(admin)) ? ' STRATEGY FILE_COPY' : '';
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"${strategy}` : `CREATE DATABASE "${name}"`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users" (another file copying it this moment).
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** A throwaway PostgreSQL cluster a test file started itself. */
export interface OwnPostgres { url: string; stop(): void }

/**
 * `start()` with TEST_DATABASE_URL naming PostgreSQL, for a file that runs on PostgreSQL only: the suite's when given,
 * else a throwaway cluster of its own (so the file run alone is never skipped), which the caller stops after.
 */
export async function onPostgres<T>(start: () => Promise<T>): Promise<{ value: T; ownPostgres?: OwnPostgres }> {
  if (process.env.TEST_DATABASE_URL) return { value: await start() };
  // @ts-expect-error: a plain ES module of the scripts, without types
  const { startThrowawayPostgres } = await import('../../../scripts/lib/postgres.mjs') as { startThrowawayPostgres(): Promise<OwnPostgres> };
  const ownPostgres = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = ownPostgres.url;
  try {
    return { value: await start(), ownPostgres };
  } catch (err) {
    ownPostgres.stop();
    throw err;
  } finally {
    delete process.env.TEST_DATABASE_URL;
  }
}

export interface FreshDatabaseOptions {
  /** Migrated and seeded (SEED_SIZE 0) with the provider's keys, as a first start leaves it. Default: empty. */
  seeded?: boolean;
}

/**
 * A fresh database for one test file: a temporary PGlite directory, or, when TEST_DATABASE_URL is
 * set, a new database on that PostgreSQL server (dropped afterwards) so runs never collide.
 */
export async function freshDatabase({ seeded = false }: FreshDatabaseOptions = {}): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
    await cp(seeded ? await seededPgliteTemplate() : await pgliteTemplate(), dir, { recursive: true });
    return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const template = seeded ? await seededPostgresTemplate(adminUrl) : null;
  const name = `portal_test_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  return {
    env: { DATABASE_URL: databaseUrl(adminUrl, name) },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await waitUntilUnused(c, name);
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A copy of the template on PostgreSQL is a database the release's setup has done (ADR 0097: migrations, seed, the
 * provider's keys) but for its last step, sealing the stored secrets, which needs the server's master key: done here.
 * Its server then starts as a cluster's replica does after the setup Job (DATABASE_SETUP=wait: it checks the
 * migrations and sets up nothing), instead of the setup's pass over a database where it changes nothing: the whole
 * seed's statements, a third of a test server's start (session 31). PGlite has no replicas: a server there runs the
 * setup at start, so that pass stays under test (the PGlite step, seed.test.ts), as does the setup of an empty database
 * (seed.test.ts, database-setup.test.ts, servers asked for a SEED_SIZE).
 */
async function sealSecrets(databaseUrl: string, config: AppConfig): Promise<void> {
  const database = await openDatabase({ dataDir: '', databaseUrl });
  try {
    await sealClearSecrets(database.db, new SecretVault(database.db, config.secretsMasterKey));
  } finally {
    await database.close();
  }
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  // A first start seeds the default demo data; a server asked for another SEED_SIZE seeds it itself.
  const seeded = !env.SEED_SIZE && !env.DATABASE_URL && !env.DATA_DIR;
  const database = await freshDatabase({ seeded });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, EXTRA_REDIRECT_ORIGINS: 'http://localhost:3000',
    // Every test signs in from 127.0.0.1, many times a minute: brute-force.test.ts sets its own limits.
    RATE_LIMIT_PER_MINUTE: '100000',
    // Tests of the rules act hundreds of times a minute as one user: action-quota.test.ts sets the quota's own.
    ACTION_QUOTA_PER_USER: '100000', ACTION_QUOTA_PER_TENANT: '100000',
    SEED_TRANSACTIONS: String(TEST_SEED_TRANSACTIONS),
    LOG_LEVEL: 'warn', ...database.env, ...(seeded && database.env.DATABASE_URL ? { DATABASE_SETUP: 'wait' } : {}), ...env,
  });
  if (seeded && config.databaseSetup === 'wait') await sealSecrets(database.env.DATABASE_URL!, config);
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
