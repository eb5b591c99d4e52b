import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_REFERENCE_ENDPOINTS as E, API_REFERENCE_KEY_PLACEHOLDER, DOC_PERMISSIONS } from '@portal/contracts';
import { apiRoute, declaredAccess, urlsFor, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { Principal } from '../users/repository';
import { apiReferenceFor, type OpenApiDocument } from './openapi-reference';

/** Fastify's `:name` URL as OpenAPI writes it: `{name}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The caller's own Test key for the examples (ADR 0104): the newest usable secret Test key of the caller's tenant or
 * merchant, named by its prefix and last 4 (the key itself is never stored); the placeholder when there is none.
 */
async function testKeyPrefixOf(db: Db, principal: Principal, now = new Date()): Promise<string> {
  const { tenantId, merchantId } = principal.user;
  if (!tenantId) return API_REFERENCE_KEY_PLACEHOLDER;
  const [key] = await db.select({ prefix: apiKeys.prefix, last4: apiKeys.last4 }).from(apiKeys).where(and(
    eq(apiKeys.tenantId, tenantId), merchantId ? eq(apiKeys.merchantId, merchantId) : isNull(apiKeys.merchantId),
    eq(apiKeys.kind, 'secret'), eq(apiKeys.mode, 'Test'), isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
  )).orderBy(desc(apiKeys.createdAt)).limit(1);
  return key ? `${key.prefix}…${key.last4}` : API_REFERENCE_KEY_PLACEHOLDER;
}

/**
 * The API reference (ADR 0099) from the server's own OpenAPI document (`app.swagger()`, the one /svc/openapi.json
 * serves where allowed), limited to the operations the caller may call by the same access each route checks.
 * Each declaration is listed at its first URL (the /api/v1/crm twin of a path is the same operation).
 */
export function apiReferenceRoutes(app: FastifyInstance, deps: ApiDeps): void {
  let accessByOperation: Map<string, Access | undefined> | undefined;
  const accessOf = (method: string, path: string): Access | undefined | false => {
    if (!accessByOperation) {
      accessByOperation = new Map();
      for (const [endpoint, access] of declaredAccess(app)) {
        if (endpoint.hidden) continue;
        const url = urlsFor(endpoint.path, endpoint.base)[0]!;
        const key = `${endpoint.method} ${openApiPath(url)}`;
        if (!accessByOperation.has(key)) accessByOperation.set(key, access);
      }
    }
    const key = `${method} ${path}`;
    return accessByOperation.has(key) ? accessByOperation.get(key) : false;
  };

  apiRoute(app, deps, E.reference, {
    access: { userTypes: ['crm', 'merchant'], anyPermission: [DOC_PERMISSIONS.staffView, DOC_PERMISSIONS.edit, DOC_PERMISSIONS.merchantView] },
    handler: async ({ principal, query }) => apiReferenceFor({
      doc: app.swagger() as unknown as OpenApiDocument,
      caller: { userType: principal.user.userType, permissions: principal.permissions },
      accessOf, tag: query.tag, origin: deps.config.publicOrigin, keyPrefix: await testKeyPrefixOf(deps.db, principal),
    }),
  });
}
