/**
 * API keys (spec part 2: /crm/settings/developer-settings/api-keys for tenant staff, /developer-settings/merchant-api-keys
 * "TPP configuration" for merchant users; ADR 0104). Each owner manages its own keys (a tenant's staff the tenant's,
 * a merchant's users the merchant's); another owner's key answers 404. The key is answered in full by create and
 * roll only; the database keeps its SHA-256.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  API_KEY_ENDPOINTS as E, API_KEY_MESSAGES as M, API_KEY_PERMISSIONS as P, API_KEYS_RESOURCE, type ApiKeyBody, type ApiKeyMode, type ApiKeyKind,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { Access } from '../../http/api-route';
import { apiRoute, answerWith, checkAccess } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { newId } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { apiKeyClock } from './clock';
import { newApiKey } from './key-format';
import { apiKeyRow } from './rows';

const ACCESS: Access = { userTypes: ['crm', 'merchant'], anyPermission: [P.tenant, P.merchant] };
const HOUR_MS = 60 * 60 * 1000;

/** Each side's own permission: a merchant user needs the merchant page's, tenant staff the tenant page's. */
function mayManage(principal: Principal): void {
  checkAccess(principal, { anyPermission: [principal.user.userType === 'merchant' ? P.merchant : P.tenant] });
}

/** Whose keys a caller manages: a merchant user its merchant's, tenant staff their tenant's own. */
export function keyOwnerOf(principal: Principal): { tenantId: string; merchantId: string | null } {
  const { user } = principal;
  if (user.userType === 'merchant' && user.merchantId) return { tenantId: principal.merchant?.tenantId ?? user.tenantId!, merchantId: user.merchantId };
  if (!user.tenantId) throw badRequest('An API key belongs to a tenant or a merchant');
  return { tenantId: user.tenantId, merchantId: null };
}

const ownedWhere = (principal: Principal): SQL => {
  const owner = keyOwnerOf(principal);
  return owner.merchantId ? eq(apiKeys.merchantId, owner.merchantId) : and(eq(apiKeys.tenantId, owner.tenantId), isNull(apiKeys.merchantId))!;
};

async function findOwned(db: Db, principal: Principal, id: string) {
  mayManage(principal);
  const [row] = await db.select().from(apiKeys).where(and(eq(apiKeys.id, id), ownedWhere(principal)));
  if (!row) throw notFound(`${API_KEYS_RESOURCE.title}: not found`);
  return row;
}

function checkBody(body: ApiKeyBody, now: Date): void {
  if (body.kind === 'secret' && body.scopes.length === 0) throw badRequest(M.scopesRequired);
  if (body.kind === 'publishable' && body.scopes.length > 0) throw badRequest(M.publishableScopes);
  if (body.expiresAt && new Date(body.expiresAt) <= now) throw badRequest(M.expiryPast);
}

interface Issue {
  owner: { tenantId: string; merchantId: string | null };
  name: string; kind: ApiKeyKind; mode: ApiKeyMode; scopes: string[]; expiresAt: Date | null; createdBy: string; now: Date;
}

async function issue(db: Db, o: Issue) {
  const issued = newApiKey(o.kind, o.mode);
  const [row] = await db.insert(apiKeys).values({
    id: newId(), ...o.owner, name: o.name, kind: o.kind, mode: o.mode, prefix: issued.prefix, last4: issued.last4, keyHash: issued.hash,
    scopes: o.scopes, createdBy: o.createdBy, createdAt: o.now, expiresAt: o.expiresAt,
  }).returning();
  return { row: row!, key: issued.key };
}

/** What the audit trail keeps of a key: never its hash. */
const audited = ({ keyHash: _hash, ...rest }: typeof apiKeys.$inferSelect) => rest;

export function apiKeyRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  listRoute(app, deps, API_KEYS_RESOURCE, {
    access: ACCESS,
    table: apiKeys,
    columns: { id: apiKeys.id, name: apiKeys.name, mode: apiKeys.mode, createdAt: apiKeys.createdAt },
    owner: { tenantId: apiKeys.tenantId, merchantId: apiKeys.merchantId },
    // Tenant staff see the tenant's own keys, not its merchants'.
    where: ({ scope, principal }) => {
      mayManage(principal);
      return scope.kind === 'merchant' ? undefined : isNull(apiKeys.merchantId);
    },
    filterWhere: { revoked: (value) => (value === true ? isNotNull(apiKeys.revokedAt) : value === false ? isNull(apiKeys.revokedAt) : undefined) },
    toRow: ((row: typeof apiKeys.$inferSelect) => apiKeyRow(row, apiKeyClock.now())) as never,
  });

  apiRoute(app, deps, E.resource.one, {
    access: ACCESS,
    handler: async ({ principal, params }) => apiKeyRow(await findOwned(db, principal, params.id), apiKeyClock.now()) as never,
  });

  apiRoute(app, deps, E.resource.create, {
    access: ACCESS,
    handler: async ({ principal, body }) => {
      mayManage(principal);
      const now = apiKeyClock.now();
      const b = body as ApiKeyBody;
      checkBody(b, now);
      const owner = keyOwnerOf(principal);
      const { row, key } = await issue(db, {
        owner, name: b.name.trim(), kind: b.kind, mode: b.mode, scopes: [...b.scopes], expiresAt: b.expiresAt ? new Date(b.expiresAt) : null, createdBy: principal.user.id, now,
      });
      noteRowChange({ type: API_KEYS_RESOURCE.key, id: row.id, ...owner }, null, audited(row));
      return answerWith(201, { ...apiKeyRow(row, now), key });
    },
  });

  // Remove revokes: the key stops at once and stays listed as Revoked.
  apiRoute(app, deps, E.resource.remove, {
    access: ACCESS,
    handler: async ({ principal, params }) => {
      const existing = await findOwned(db, principal, params.id);
      if (existing.revokedAt) return undefined as never;
      const [row] = await db.update(apiKeys).set({ revokedAt: apiKeyClock.now() }).where(eq(apiKeys.id, existing.id)).returning();
      noteRowChange({ type: API_KEYS_RESOURCE.key, id: existing.id, tenantId: existing.tenantId, merchantId: existing.merchantId }, audited(existing), audited(row!));
      return undefined as never;
    },
  });

  apiRoute(app, deps, E.roll, {
    access: ACCESS,
    handler: async ({ principal, params, body }) => {
      const existing = await findOwned(db, principal, params.id);
      const now = apiKeyClock.now();
      if (existing.revokedAt) throw new ApiError(409, M.revoked);
      if (existing.expiresAt && existing.expiresAt <= now) throw new ApiError(409, M.revoked);
      const graceEnds = new Date(now.getTime() + body.graceHours * HOUR_MS);
      // The old key keeps working until the grace ends (or its own earlier expiry); none ends it now.
      const oldExpiry = existing.expiresAt && existing.expiresAt < graceEnds ? existing.expiresAt : graceEnds;
      const { row, key } = await issue(db, {
        owner: { tenantId: existing.tenantId, merchantId: existing.merchantId }, name: existing.name, kind: existing.kind as ApiKeyKind,
        mode: existing.mode as ApiKeyMode, scopes: existing.scopes, expiresAt: null, createdBy: principal.user.id, now,
      });
      const [old] = await db.update(apiKeys).set({ expiresAt: oldExpiry, replacedBy: row.id }).where(eq(apiKeys.id, existing.id)).returning();
      noteRowChange({ type: API_KEYS_RESOURCE.key, id: existing.id, tenantId: existing.tenantId, merchantId: existing.merchantId }, audited(existing), audited(old!));
      noteRowChange({ type: API_KEYS_RESOURCE.key, id: row.id, tenantId: row.tenantId, merchantId: row.merchantId }, null, audited(row));
      return { ...apiKeyRow(row, now), key };
    },
  });

}
