import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { TENANT_MANAGEMENT_ENDPOINTS as E } from '@portal/contracts';
import type { Db } from '../../db/client';
import { encryptionKeys, tenants } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { latestRotation, startRotation } from '../encryption-keys/rotation';
import { countStale } from '../encryption-keys/sealed-columns';
import { TENANT_MANAGERS } from './routes';

/** A tenant's (or the platform's) keys, newest first, with its latest rotation and how many secrets it stores. */
async function keysOf(db: Db, tenantId: string | null) {
  const keys = await db.select().from(encryptionKeys).where(tenantId ? eq(encryptionKeys.tenantId, tenantId) : isNull(encryptionKeys.tenantId))
    .orderBy(asc(encryptionKeys.version));
  const rotation = await latestRotation(db, tenantId);
  // Every stored secret is "stale" against a key id that does not exist: the count of all of them.
  const secrets = await countStale(db, tenantId, '00000000-0000-0000-0000-000000000000');
  return {
    keys: keys.reverse().map((k) => ({
      id: k.id, version: k.version, status: k.status, fingerprint: k.fingerprint, createdAt: k.createdAt.toISOString(), retiredAt: k.retiredAt?.toISOString() ?? null,
    })),
    rotation: rotation ? {
      id: rotation.id, status: rotation.status, total: rotation.total, done: rotation.done, error: rotation.error,
      startedAt: rotation.startedAt.toISOString(), finishedAt: rotation.finishedAt?.toISOString() ?? null,
    } : null,
    secrets,
  };
}

/** Encryption keys (ADR 0083): list and rotate, for platform staff who manage tenants. */
export function keysRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const owner = async (tenantId: string | undefined): Promise<string | null> => {
    if (!tenantId) return null;
    const [row] = await db.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.id, tenantId)));
    if (!row) throw notFound('Tenant not found');
    return row.id;
  };

  apiRoute(app, deps, E.keys, {
    access: TENANT_MANAGERS,
    handler: async ({ query }) => keysOf(db, await owner(query.tenantId)),
  });

  apiRoute(app, deps, E.rotate, {
    access: TENANT_MANAGERS,
    handler: async ({ principal, query, reply }) => {
      const tenantId = await owner(query.tenantId);
      await startRotation(db, deps.vault, deps.jobs, tenantId, principal.user.id);
      reply.code(202);
      return keysOf(db, tenantId);
    },
  });
}
