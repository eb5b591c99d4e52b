import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { DATA_PERMISSION_ENDPOINTS as E, type EndpointDeclaration } from '@portal/contracts';
import { merchants, paymentMethods, serviceProviders, users } from '../../db/schema';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { noteRowChange } from '../../http/audit-trail';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import { findUserById, type Principal, type UserRow } from '../users/repository';
import { USER_ADMIN_ACCESS } from './routes';

/**
 * A CRM user's data permissions (spec part 2 sections 6 and 7.8; ADR 0082). Stored on the user as three lists
 * (null = all); the scope resolver reads them on every call, so a change holds from the user's next request.
 */
type Column = 'merchantPermissions' | 'paymentMethodPermissions' | 'serviceProviderPermissions';

interface Kind {
  column: Column;
  /** What the lists name, in sentences. */
  noun: string;
  /** The ids that exist for the user's tenant, of those asked for. */
  known: (db: ApiDeps['db'], user: UserRow, ids: string[]) => Promise<string[]>;
}

const KINDS = {
  merchants: {
    column: 'merchantPermissions', noun: 'merchant',
    known: async (db, user, ids) => {
      const valid = ids.filter(isUuid);
      if (!valid.length) return [];
      const rows = await db.select({ id: merchants.id }).from(merchants).where(and(eq(merchants.tenantId, user.tenantId!), inArray(merchants.id, valid)));
      return rows.map((r) => r.id);
    },
  },
  paymentMethods: {
    column: 'paymentMethodPermissions', noun: 'payment method',
    known: async (db, _user, ids) => (await db.select({ id: paymentMethods.id }).from(paymentMethods).where(inArray(paymentMethods.id, ids))).map((r) => r.id),
  },
  serviceProviders: {
    column: 'serviceProviderPermissions', noun: 'service provider',
    known: async (db, _user, ids) => (await db.select({ id: serviceProviders.id }).from(serviceProviders).where(inArray(serviceProviders.id, ids))).map((r) => r.id),
  },
} satisfies Record<string, Kind>;

/** The routes of each kind: the spec names the user `userId` in the merchants' paths and `id` in the others. */
const ROUTE_PAIRS = [
  { kind: KINDS.merchants, get: E.merchants, set: E.setMerchants, idParam: 'userId', allField: 'allMerchants', listField: 'merchantIds' },
  { kind: KINDS.paymentMethods, get: E.paymentMethods, set: E.setPaymentMethods, idParam: 'id', allField: 'allPaymentMethods', listField: 'paymentMethods' },
  { kind: KINDS.serviceProviders, get: E.serviceProviders, set: E.setServiceProviders, idParam: 'id', allField: 'allServiceProviders', listField: 'serviceProviderIds' },
] as const;

interface LooseContext { principal: Principal; params: Record<string, string>; body: Record<string, unknown> }
/** apiRoute with the context left loose (one handler for the three kinds' schemas), as resource-routes.ts does. */
const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { handler: (ctx: LooseContext) => Promise<unknown> }) => void;

export function dataPermissionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** A CRM user the caller administers (platform staff: any tenant's; tenant staff: their tenant's); else 404. */
  async function crmUser(principal: Principal, id: string): Promise<UserRow> {
    checkAccess(principal, USER_ADMIN_ACCESS.crm);
    const user = isUuid(id) ? await findUserById(db, id) : undefined;
    const reachable = user && !user.deletedAt && user.userType === 'crm'
      && (principal.user.userType === 'platform' || (principal.user.userType === 'crm' && user.tenantId === principal.user.tenantId));
    if (!reachable) throw notFound('User not found');
    return user;
  }

  /** Validates and stores one list; a limited administrator grants only within their own limits. */
  async function save(principal: Principal, id: string, kind: Kind, all: boolean, list: string[]): Promise<string[] | null> {
    const user = await crmUser(principal, id);
    if (user.id === principal.user.id) throw badRequest('You cannot change your own data permissions');
    const own = principal.user.userType === 'crm' ? principal.user[kind.column] : null;
    // The audit event shows the list before and after (ADR 0081).
    const note = (after: string[] | null) => noteRowChange({ type: 'user', id: user.id, tenantId: user.tenantId, merchantId: null, label: user.email }, { [kind.column]: user[kind.column] }, { [kind.column]: after });
    if (all) {
      if (own) throw badRequest(`You may see only some ${kind.noun}s yourself, so you cannot give access to all of them`);
      await db.update(users).set({ [kind.column]: null, updatedAt: new Date() }).where(eq(users.id, user.id));
      note(null);
      return null;
    }
    if (list.length === 0) throw badRequest(`Choose at least one ${kind.noun}, or allow all of them`);
    const known = new Set(await kind.known(db, user, list));
    const unknown = list.filter((v) => !known.has(v));
    if (unknown.length) throw badRequest(`Unknown ${kind.noun}${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
    const beyond = own ? list.filter((v) => !own.includes(v)) : [];
    if (beyond.length) throw badRequest(`You cannot give access to a ${kind.noun} you may not see yourself: ${beyond.join(', ')}`);
    await db.update(users).set({ [kind.column]: list, updatedAt: new Date() }).where(eq(users.id, user.id));
    note(list);
    return list;
  }

  // One GET and one PUT per kind, at the spec's paths (spelled as it spells them); the answer names the kind's fields.
  for (const pair of ROUTE_PAIRS) {
    const answer = (list: string[] | null) => ({ [pair.allField]: !list, [pair.listField]: list ?? [] });
    registerRoute(app, deps, pair.get, {
      handler: async ({ principal, params }) => answer((await crmUser(principal, params[pair.idParam]!))[pair.kind.column]),
    });
    registerRoute(app, deps, pair.set, {
      handler: async ({ principal, params, body }) => answer(await save(principal, params[pair.idParam]!, pair.kind, body[pair.allField] as boolean, body[pair.listField] as string[])),
    });
  }
}
