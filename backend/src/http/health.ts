/**
 * The probes a cluster asks (ADR 0097). Liveness answers from the process alone — a database outage must not make
 * Kubernetes restart every replica in a loop; readiness asks the database (reachable, this build's migrations run),
 * so a replica takes traffic only when it can serve it. Neither is an API route: no token, no audit, no contract.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pendingMigrations } from '../db/setup';

export const HEALTH_PATHS = { live: '/healthz/live', ready: '/healthz/ready' } as const;

/** A replica that has been told to stop and drains (ADR 0102): still serving, no longer choosing to be chosen. */
export interface Draining {
  readonly draining: boolean;
}

export function registerHealthRoutes(app: FastifyInstance, db: Db, state: Draining = { draining: false }): void {
  app.get(HEALTH_PATHS.live, async () => ({ status: 'live' }));
  app.get(HEALTH_PATHS.ready, async (_request, reply) => {
    if (state.draining) return reply.code(503).send({ status: 'not-ready', reason: 'shutting down: draining its connections' });
    try {
      await db.execute(sql`select 1`);
      const pending = await pendingMigrations(db);
      if (pending > 0) return reply.code(503).send({ status: 'not-ready', reason: `${pending} migration(s) of this build not run` });
      return { status: 'ready' };
    } catch (error) {
      return reply.code(503).send({ status: 'not-ready', reason: `database unreachable: ${(error as Error).message}` });
    }
  });
}
