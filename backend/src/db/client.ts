import path from 'node:path';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { BACKEND_DIR } from '../config';
import { createSessionWriteRelay, watchSessionWrites, type SessionWriteRelay } from './session-writes';

export type Db = NodePgDatabase<typeof schema>;

/** The database or one of its transactions (`db.transaction((tx) => ...)`): what a query needs. */
export type Queryable = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The pool under `db` (the job queue runs its SQL on it: PGlite has one connection). */
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** This process's writes to what the API's session check reads, for its session cache (ADR 0127). */
  sessionWrites: SessionWriteRelay;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(BACKEND_DIR, 'drizzle');

/**
 * PGlite's pg-compatible connection forwards a query's `types` to its Parse message, but drizzle
 * passes node-postgres' type-parser object there (not the parameter OID array Parse expects).
 * Drop the object so parameterised queries work; node-postgres itself ignores it the same way.
 */
function fixParseTypes(connection: { parse(q: { types?: unknown }): void }): void {
  const parse = connection.parse.bind(connection);
  connection.parse = (q) => parse({ ...q, types: Array.isArray(q.types) ? q.types : undefined });
}

/**
 * What every PostgreSQL connection of the portal sets at its start (ADR 0124): no JIT compilation and no parallel
 * workers. The portal's statements are many short reads at once, on as many cores as there are clients, not one
 * long query on an idle machine:
 * - JIT: the dashboards' aggregates over 10 M rows cross its cost threshold, and compiling them took about 100 ms of
 *   a 200 ms statement on each call (tenant staff's summary over 90 days, ADR 0117 "Session 33").
 * - Parallel workers: the same summary, 8.5 ms of work in each of three processes, took 74 ms to gather: starting
 *   two workers for each call costs more than they share, and under load they take the cores other calls wait for.
 * A server-wide setting is not the portal's to choose, so these are the connection's (`source = client`).
 * The plan cache keeps PostgreSQL's own choice (ADR 0125): the one named statement, the API's session check, runs
 * on every call with a generic plan (primary keys only: 0.1 ms of the database's CPU instead of 0.4 planned per
 * call), while the lookups' pages are sent unnamed and so planned for each call's values (lib/paged-query.ts).
 */
const CONNECTION_SETTINGS: Readonly<Record<string, string>> = {
  jit: 'off',
  max_parallel_workers_per_gather: '0',
};
const CONNECTION_OPTIONS = Object.entries(CONNECTION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' ');

/**
 * The database URL with the portal's settings as startup options of every connection (no extra round trip),
 * after any `options` the URL already gives (node-postgres lets a URL's options win over its config's).
 */
export function withConnectionSettings(databaseUrl: string): { connectionString: string } | { connectionString: string; options: string } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { connectionString: databaseUrl, options: CONNECTION_OPTIONS };
  }
  const given = url.searchParams.get('options');
  url.searchParams.set('options', given ? `${given} ${CONNECTION_OPTIONS}` : CONNECTION_OPTIONS);
  return { connectionString: url.href };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in dataDir; both through node-postgres. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ ...withConnectionSettings(opts.databaseUrl), max: 10 });
    const sessionWrites = createSessionWriteRelay();
    watchSessionWrites(pool, sessionWrites);
    // An idle connection the server drops (restart, admin action) is discarded by the pool and the next
    // query opens a new one; without a listener the pool's 'error' event would end the process.
    pool.on('error', (err) => console.error(`database: idle connection lost (${err.message})`));
    return { db: drizzle(pool, { schema }), pool, kind: 'postgres', sessionWrites, close: () => pool.end() };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm: the customer search's trigram indexes (migration 0080, ADR 0151), as on PostgreSQL.
  const pglite = await PGlite.create(opts.dataDir, { extensions: { pg_trgm } });
  const pgConfig = createPgConfig(pglite);
  fixParseTypes(pgConfig.connection as unknown as { parse(q: { types?: unknown }): void });
  // PGlite serves one connection: a pool of one, never closed while idle (its connection object is shared).
  const pool = new pg.Pool({ ...(pgConfig as unknown as pg.PoolConfig), max: 1, idleTimeoutMillis: 0 });
  const sessionWrites = createSessionWriteRelay();
  watchSessionWrites(pool, sessionWrites);
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    sessionWrites,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
  };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
