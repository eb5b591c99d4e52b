import type { FastifyInstance } from 'fastify';
import { and, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  cataloguePermissionNames, permissionCatalogue, ROLE_ENDPOINTS, ROLE_MANAGE_PERMISSION, ROLE_RESOURCES, ROLE_TYPES, USER_ADMIN_PERMISSIONS,
  type EndpointDeclaration, type RoleType,
} from '@portal/contracts';
import { roles, tenants, users } from '../../db/schema';
import { apiRoute, checkAccess, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { noteChange, noteRowChange } from '../../http/audit-trail';
import { ApiError, badRequest, invalid, notFound } from '../../http/errors';
import { PICK_A_TENANT, resolveScope } from '../../http/scope';
import { isUuid, newId } from '../../lib/ids';
import { likeContains } from '../../lib/like';
import { requireSca } from '../sca/require-sca';
import { findUserById, type Principal, type RoleRow } from '../users/repository';
import { reaches } from './reach';

/** Who manages each kind of role (spec part 2 section 6): tenant staff and platform staff; merchants their own. */
export const ROLE_ACCESS: Record<RoleType, Access> = {
  crm: { userTypes: ['crm', 'platform'], anyPermission: [ROLE_MANAGE_PERMISSION.crm] },
  merchant: { userTypes: ['crm', 'platform', 'merchant'], anyPermission: [ROLE_MANAGE_PERMISSION.merchant] },
};

interface Owner { tenantId: string; merchantId: string | null }
interface RoleBody { name: string; description?: string; permissions: string[]; scaRequiredPermissions: string[] }

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would be the subquery's own.
const userCount = sql<number>`(select count(*)::int from users as role_holder where role_holder.role_id = "roles"."id" and role_holder.deleted_at is null)`;
const columns = { role: roles, userCount };

/** A role as the editor shows it, with whether the caller may change it. */
function toRow(principal: Principal, r: { role: RoleRow; userCount: number }) {
  const { role } = r;
  return {
    id: role.id, type: role.userType as RoleType, name: role.name, description: role.description, builtIn: role.builtIn,
    tenantId: role.tenantId, merchantId: role.merchantId, permissions: [...role.permissions].sort(),
    scaRequiredPermissions: [...role.scaRequiredPermissions].sort(), userCount: r.userCount, editable: editable(principal, role),
  };
}

/** A merchant's administrator changes their merchant's own roles; tenant and platform staff the tenant's. Built-in roles nobody. */
function editable(principal: Principal, role: RoleRow): boolean {
  if (role.builtIn) return false;
  return principal.user.userType === 'merchant' ? !!role.merchantId && role.merchantId === principal.user.merchantId : role.merchantId === null;
}

/** Roles (ADR 0079): list, create, edit, delete, details and the permission set by role id (spec 7.8). */
export function roleRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** Whose roles the caller manages: their tenant (and merchant), or the tenant platform staff picked. */
  async function ownerOf(principal: Principal, tenantId: string | undefined): Promise<Owner> {
    const { user } = principal;
    if (user.userType === 'merchant') return { tenantId: user.tenantId!, merchantId: user.merchantId };
    if (user.userType === 'crm') return { tenantId: user.tenantId!, merchantId: null };
    if (!tenantId) throw badRequest(PICK_A_TENANT);
    const scope = await resolveScope(db, principal, { tenantId, tenantRequired: true });
    if (scope.kind !== 'tenant') throw badRequest(PICK_A_TENANT);
    return { tenantId: scope.tenantId, merchantId: null };
  }

  /** The roles of a type the owner sees: the tenant's, and for a merchant also its own. */
  const visible = (type: RoleType, owner: Owner): SQL => and(
    eq(roles.userType, type), eq(roles.tenantId, owner.tenantId),
    owner.merchantId ? or(isNull(roles.merchantId), eq(roles.merchantId, owner.merchantId)) : isNull(roles.merchantId),
  )!;

  /** The role by id if the caller reaches it (its type's manage permission, its tenant or merchant); 404 otherwise. */
  async function roleInReach(principal: Principal, id: string, type?: RoleType) {
    const [row] = isUuid(id) ? await db.select(columns).from(roles).where(eq(roles.id, id)) : [];
    const roleType = row?.role.userType;
    if (!row || (roleType !== 'crm' && roleType !== 'merchant') || (type && roleType !== type)) throw notFound('Role not found');
    checkAccess(principal, ROLE_ACCESS[roleType]);
    const { user } = principal;
    const reached = user.userType === 'platform'
      || (user.tenantId === row.role.tenantId && (user.userType === 'crm' ? row.role.merchantId === null : row.role.merchantId === null || row.role.merchantId === user.merchantId));
    if (!reached) throw notFound('Role not found');
    return { ...row, type: roleType as RoleType };
  }

  /**
   * The permission set's rules: names of the role's type only, SCA marks among its permissions, and nobody grants
   * what they do not hold (a permission the role already had may stay).
   */
  function checkPermissionSet(principal: Principal, type: RoleType, body: Pick<RoleBody, 'permissions' | 'scaRequiredPermissions'>, before: readonly string[] = []) {
    const known = cataloguePermissionNames(type);
    const unknown = body.permissions.filter((p) => !known.has(p));
    if (unknown.length) throw invalid(unknown.map((p) => `Permission ${p} is not one a ${type === 'crm' ? 'CRM' : 'merchant'} role can hold`));
    const unmarked = body.scaRequiredPermissions.filter((p) => !body.permissions.includes(p));
    if (unmarked.length) throw invalid(unmarked.map((p) => `Permission ${p} is marked SCA-required but not granted`));
    const ungrantable = body.permissions.filter((p) => !before.includes(p) && !principal.permissions.has(p));
    if (ungrantable.length) throw new ApiError(403, `You cannot grant ${ungrantable.join(', ')}: you do not hold ${ungrantable.length > 1 ? 'them' : 'it'}`);
  }

  async function checkName(owner: Owner, type: RoleType, name: string, exceptId?: string) {
    const [clash] = await db.select({ id: roles.id }).from(roles)
      .where(and(visible(type, owner), sql`lower(${roles.name}) = lower(${name.trim()})`, exceptId ? ne(roles.id, exceptId) : undefined));
    if (clash) throw invalid([`Name '${name.trim()}' is already taken by another role`]);
  }

  /** A CRM role that administers users must not lose that while it is what keeps the tenant's last administrators. */
  async function keepAnAdministrator(role: RoleRow, permissions: readonly string[]) {
    if (role.userType !== 'crm') return;
    const admin = (held: readonly string[]) => held.some((p) => USER_ADMIN_PERMISSIONS.crm.includes(p));
    if (!admin(role.permissions) || admin(permissions)) return;
    const [others] = await db.select({ n: sql<number>`count(*)::int` }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.tenantId, role.tenantId!), eq(users.userType, 'crm'), eq(users.isActive, true), isNull(users.deletedAt), isNull(users.invitedAt),
        ne(roles.id, role.id), sql`${roles.permissions} && array[${sql.join(USER_ADMIN_PERMISSIONS.crm.map((p) => sql`${p}`), sql`, `)}]::text[]`));
    if ((others?.n ?? 0) === 0) throw badRequest(`${role.name} keeps the tenant's last active administrators: it cannot lose user administration`);
  }

  const reread = async (principal: Principal, id: string) => toRow(principal, (await db.select(columns).from(roles).where(eq(roles.id, id)))[0]!);
  /** The role after a change, with the audit event's before and after (ADR 0081). */
  async function changed(principal: Principal, before: { role: RoleRow; userCount: number }) {
    const after = await reread(principal, before.role.id);
    noteRowChange({ type: 'role', id: before.role.id, tenantId: before.role.tenantId, merchantId: before.role.merchantId }, toRow(principal, before), after);
    return after;
  }

  const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: {
    access?: Access; handler: (ctx: { principal: Principal; params: Record<string, string>; query: Record<string, string | undefined>; body: unknown; request: Parameters<typeof requireSca>[2] }) => Promise<unknown>;
  }) => void;

  for (const type of ['crm', 'merchant'] as const) {
    const endpoints = ROLE_RESOURCES[type].endpoints as unknown as Record<'list' | 'create' | 'update' | 'remove', EndpointDeclaration>;
    const access = ROLE_ACCESS[type];

    // A tenant has a handful of roles: one unpaged list, searched by name.
    registerRoute(app, deps, endpoints.list, {
      access,
      handler: async ({ principal, query }) => {
        const owner = await ownerOf(principal, query.tenantId);
        const search = query.search?.trim();
        const rows = await db.select(columns).from(roles)
          .where(and(visible(type, owner), search ? ilike(roles.name, likeContains(search)) : undefined))
          .orderBy(sql`${roles.builtIn} desc`, roles.name);
        return { data: rows.map((r) => toRow(principal, r)), count: rows.length, countIsCapped: false, nextCursor: null };
      },
    });

    registerRoute(app, deps, endpoints.create, {
      access,
      handler: async ({ principal, query, body, request }) => {
        const b = body as RoleBody;
        const owner = await ownerOf(principal, query.tenantId);
        checkPermissionSet(principal, type, b);
        await checkName(owner, type, b.name);
        await requireSca(deps, principal, request);
        const id = newId();
        await db.insert(roles).values({
          id, tenantId: owner.tenantId, merchantId: owner.merchantId, userType: type, name: b.name.trim(), description: b.description?.trim() ?? '',
          permissions: [...new Set(b.permissions)], scaRequiredPermissions: [...new Set(b.scaRequiredPermissions)],
        });
        // The audit log's target is the role (its path names only the user type).
        noteChange({ targetType: 'role', targetId: id });
        return reread(principal, id);
      },
    });

    registerRoute(app, deps, endpoints.update, {
      access,
      handler: async ({ principal, params, body, request }) => {
        const b = body as RoleBody;
        const reached = await roleInReach(principal, params.id!, type);
        const { role } = reached;
        if (!editable(principal, role)) throw badRequest(role.builtIn ? `${role.name} is built in and read-only: copy it to change it` : `${role.name} is not yours to change`);
        checkPermissionSet(principal, type, b, role.permissions);
        await checkName({ tenantId: role.tenantId!, merchantId: role.merchantId }, type, b.name, role.id);
        await keepAnAdministrator(role, b.permissions);
        await requireSca(deps, principal, request);
        await db.update(roles).set({
          name: b.name.trim(), description: b.description?.trim() ?? role.description,
          permissions: [...new Set(b.permissions)], scaRequiredPermissions: [...new Set(b.scaRequiredPermissions)], updatedAt: new Date(),
        }).where(eq(roles.id, role.id));
        return changed(principal, reached);
      },
    });

    registerRoute(app, deps, endpoints.remove, {
      access,
      handler: async ({ principal, params, request }) => {
        const reached = await roleInReach(principal, params.id!, type);
        const { role, userCount: holders } = reached;
        if (!editable(principal, role)) throw badRequest(role.builtIn ? `${role.name} is built in and cannot be deleted` : `${role.name} is not yours to delete`);
        if (holders > 0) throw badRequest(`${role.name} is held by ${holders} user${holders > 1 ? 's' : ''}: give them another role first`);
        await requireSca(deps, principal, request);
        await db.delete(roles).where(eq(roles.id, role.id));
        noteRowChange({ type: 'role', id: role.id, tenantId: role.tenantId, merchantId: role.merchantId }, toRow(principal, reached), null);
        return undefined;
      },
    });
  }

  const anyManager: Access = { userTypes: ['crm', 'platform', 'merchant'], anyPermission: [ROLE_MANAGE_PERMISSION.crm, ROLE_MANAGE_PERMISSION.merchant] };

  apiRoute(app, deps, ROLE_ENDPOINTS.details, {
    access: anyManager,
    handler: async ({ principal, params }) => toRow(principal, await roleInReach(principal, params.id)),
  });

  // Spec 7.8's other role reads: by id (also as /crm/users/roles/{id}), a user's, a tenant's, and the merchant permission catalogue.
  apiRoute(app, deps, ROLE_ENDPOINTS.role, {
    access: anyManager,
    handler: async ({ principal, params }) => toRow(principal, await roleInReach(principal, params.id)),
  });

  apiRoute(app, deps, ROLE_ENDPOINTS.userRoles, {
    access: anyManager,
    handler: async ({ principal, params }) => {
      const user = await findUserById(db, params.id);
      if (!user || user.deletedAt || !reaches(principal, user.userType, user)) throw notFound('User not found');
      return [toRow(principal, await roleInReach(principal, user.roleId))];
    },
  });

  /** The tenant's roles of the types the caller manages (a merchant's administrator: the merchant roles it sees). */
  async function tenantRolesOf(principal: Principal, tenantId: string, types: readonly RoleType[] = ROLE_TYPES) {
    const { user } = principal;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    if (!tenant || (user.userType !== 'platform' && user.tenantId !== tenantId)) throw notFound('Tenant not found');
    const owner: Owner = { tenantId, merchantId: user.userType === 'merchant' ? user.merchantId : null };
    const managed = types.filter((type) => ROLE_ACCESS[type].userTypes!.includes(user.userType) && principal.permissions.has(ROLE_MANAGE_PERMISSION[type]));
    if (managed.length === 0) throw new ApiError(403, 'You do not manage these roles');
    const rows = await db.select(columns).from(roles).where(or(...managed.map((type) => visible(type, owner))))
      .orderBy(roles.userType, sql`${roles.builtIn} desc`, roles.name);
    return rows.map((r) => toRow(principal, r));
  }

  apiRoute(app, deps, ROLE_ENDPOINTS.tenantRoles, {
    access: anyManager,
    handler: async ({ principal, params }) => tenantRolesOf(principal, params.id),
  });

  apiRoute(app, deps, ROLE_ENDPOINTS.merchantPermissionCatalogue, {
    access: ROLE_ACCESS.merchant,
    handler: async () => permissionCatalogue('merchant'),
  });

  apiRoute(app, deps, ROLE_ENDPOINTS.permissions, {
    access: anyManager,
    handler: async ({ principal, params }) => {
      const { role } = await roleInReach(principal, params.id);
      return { permissions: [...role.permissions].sort(), scaRequiredPermissions: [...role.scaRequiredPermissions].sort() };
    },
  });

  apiRoute(app, deps, ROLE_ENDPOINTS.setPermissions, {
    access: anyManager,
    handler: async ({ principal, params, body, request }) => {
      const reached = await roleInReach(principal, params.id);
      const { role, type } = reached;
      if (!editable(principal, role)) throw badRequest(role.builtIn ? `${role.name} is built in and read-only: copy it to change it` : `${role.name} is not yours to change`);
      checkPermissionSet(principal, type, body, role.permissions);
      await keepAnAdministrator(role, body.permissions);
      await requireSca(deps, principal, request);
      await db.update(roles).set({ permissions: [...new Set(body.permissions)], scaRequiredPermissions: [...new Set(body.scaRequiredPermissions)], updatedAt: new Date() })
        .where(eq(roles.id, role.id));
      return changed(principal, reached) as never;
    },
  });
}
