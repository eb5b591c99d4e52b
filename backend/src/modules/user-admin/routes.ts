import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  PERMISSIONS, SET_PASSWORD_LINK_HOURS, USER_ADMIN_ENDPOINTS, USER_ADMIN_PERMISSIONS, USER_ADMIN_RESOURCES,
  type EndpointDeclaration, type UserKind,
} from '@portal/contracts';
import { merchants, roles, tenants, users } from '../../db/schema';
import { apiRoute, checkAccess, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { noteChange, noteRowChange } from '../../http/audit-trail';
import { badRequest, invalid, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { PICK_A_TENANT, resolveScope } from '../../http/scope';
import { isUuid, newId } from '../../lib/ids';
import { hashPassword, temporaryPassword } from '../../lib/password';
import { clearFailures } from '../identity/sign-in-lockout';
import { mailOutboxOf } from '../mail/outbox';
import { requireSca } from '../sca/require-sca';
import { TENANT_USER_ADMIN, userFieldProblems } from '../tenants/tenant-users.routes';
import { findUserById, normaliseEmail, type Principal, type UserRow } from '../users/repository';
import { setUserActive, softDeleteUser } from './actions';
import { reaches } from './reach';
import {
  adminUserColumns, findAdminUser, isLastAdmin, kindWhere, rolesForKind, statusSql, toAdminUserRow, type AdminUserDbRow,
} from './repository';
import { issueSetPasswordLink } from './set-password-links';
import { newUserDefaults } from '../settings/reference-data/new-user-defaults';

/** Who administers each kind of user (the server's rule; the menus follow the route catalogue). */
export const USER_ADMIN_ACCESS: Record<UserKind, Access> = {
  crm: TENANT_USER_ADMIN,
  platform: { userTypes: ['platform'], anyPermission: [...USER_ADMIN_PERMISSIONS.platform] },
  merchant: { userTypes: ['crm', 'platform', 'merchant'], anyPermission: ['CRM.Users.Merchant', PERMISSIONS.platformTenantsView, PERMISSIONS.merchantUserManagementUsersView] },
};

const GROUP_NAME: Record<UserKind, string> = { crm: 'this tenant', platform: 'the platform', merchant: 'this merchant' };

interface LooseContext { principal: Principal; params: Record<string, string>; query: Record<string, string | undefined>; body: Record<string, unknown> | null; request: FastifyRequest }
/** apiRoute with the context left loose, as resource-routes.ts does for a resource's generated endpoints. */
const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access?: Access; rateLimited?: boolean; handler: (ctx: LooseContext) => Promise<unknown> }) => void;

export function userAdminRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const outbox = () => mailOutboxOf(app);

  /** The user by id within the caller's reach, with its kind; 404 for a deleted, unknown or out-of-reach one. */
  async function target(principal: Principal, id: string, kind?: UserKind): Promise<{ kind: UserKind; row: AdminUserDbRow; user: UserRow }> {
    const user = isUuid(id) ? await findUserById(db, id) : undefined;
    if (!user || user.deletedAt || (kind && user.userType !== kind) || !reaches(principal, user.userType, user)) throw notFound('User not found');
    checkAccess(principal, USER_ADMIN_ACCESS[user.userType]);
    const row = await findAdminUser(db, user.userType, id);
    if (!row) throw notFound('User not found');
    return { kind: user.userType, row, user };
  }

  const view = async (principal: Principal, kind: UserKind, id: string) => toAdminUserRow((await findAdminUser(db, kind, id))!, principal.user.id);
  /** The audit event says what the user's row was and is (ADR 0081); answers the row after. */
  function audited<T extends object | null>(user: { id: string; tenantId: string | null; merchantId: string | null }, before: object, after: T): T {
    noteRowChange({ type: 'user', id: user.id, tenantId: user.tenantId, merchantId: user.merchantId }, before, after);
    return after;
  }

  const refuseSelf = (principal: Principal, id: string, doing: string) => {
    if (principal.user.id === id) throw badRequest(`You cannot ${doing} your own account`);
  };
  const refuseLastAdmin = (kind: UserKind, row: AdminUserDbRow, doing: string) => {
    if (isLastAdmin(row)) {
      throw badRequest(`${row.firstName} ${row.lastName} is the last active administrator of ${GROUP_NAME[kind]} and cannot be ${doing}: make another user an administrator first`);
    }
  };

  /** The tenant and merchant a new user of the kind belongs to: the caller's own, or what tenant or platform staff picked. */
  async function ownerOfNew(principal: Principal, kind: UserKind, query: Record<string, string | undefined>): Promise<{ tenantId: string | null; merchantId: string | null }> {
    const { user } = principal;
    if (kind === 'platform') return { tenantId: null, merchantId: null };
    if (kind === 'merchant' && user.userType === 'merchant') return { tenantId: user.tenantId, merchantId: user.merchantId };
    if (kind === 'merchant') {
      if (!query.merchantId || !isUuid(query.merchantId)) throw badRequest('merchantId is required: pick a merchant first');
      const [merchant] = await db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, query.merchantId));
      if (!merchant || (user.userType !== 'platform' && merchant.tenantId !== user.tenantId)) throw notFound('Merchant not found');
      return { tenantId: merchant.tenantId, merchantId: query.merchantId };
    }
    if (user.userType !== 'platform') return { tenantId: user.tenantId, merchantId: null };
    if (!query.tenantId) throw badRequest(PICK_A_TENANT);
    const scope = await resolveScope(db, principal, { tenantId: query.tenantId, tenantRequired: true });
    return { tenantId: scope.kind === 'platform' ? null : scope.tenantId, merchantId: null };
  }

  async function roleFor(kind: UserKind, tenantId: string | null, roleId: unknown, merchantId: string | null = null) {
    const options = await rolesForKind(db, kind, tenantId, merchantId);
    if (roleId === undefined) {
      // Unchosen: the least privileged role (no administrator role by accident).
      const fallback = options.find((r) => !r.isAdmin) ?? options[0];
      if (!fallback) throw badRequest('There is no role to give the user');
      return fallback;
    }
    const role = options.find((r) => r.id === roleId);
    if (!role) throw invalid([`Role is not a role for ${kind === 'crm' ? 'CRM' : kind === 'platform' ? 'management' : 'merchant'} users here`]);
    return role;
  }

  async function sendInvitation(principal: Principal, userId: string, email: string, tenantId: string | null) {
    const link = await issueSetPasswordLink(db, config.publicOrigin, userId, 'invitation');
    const [tenant] = tenantId ? await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)) : [];
    const inviter = `${principal.user.firstName} ${principal.user.lastName}`.trim();
    await outbox().send({
      to: email, subject: 'You are invited to the payments portal', link,
      text: `${inviter} invited you to the payments portal${tenant ? ` of ${tenant.name}` : ''}. `
        + `Follow this link within ${SET_PASSWORD_LINK_HOURS} hours to choose your password, then sign in: ${link}`,
    });
  }

  for (const kind of ['crm', 'platform', 'merchant'] as const) {
    const resource = USER_ADMIN_RESOURCES[kind];
    const endpoints = resource.endpoints as unknown as Record<'one' | 'create' | 'update' | 'remove', EndpointDeclaration>;
    const access = USER_ADMIN_ACCESS[kind];

    listRoute(app, deps, resource, {
      access,
      select: (d) => d.select(adminUserColumns(kind)).from(users).innerJoin(roles, eq(roles.id, users.roleId)).$dynamic(),
      countFrom: users,
      columns: {
        id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, lastLoginTime: users.lastLoginTime,
        roleId: users.roleId, status: statusSql as unknown as PgColumn,
      },
      owner: kind === 'platform' ? {} : { tenantId: users.tenantId, merchantId: users.merchantId },
      where: () => kindWhere(kind),
      toRow: (r: AdminUserDbRow, call) => toAdminUserRow(r, call.principal.user.id) as never,
    });

    registerRoute(app, deps, endpoints.one, {
      access,
      handler: async ({ principal, params }) => toAdminUserRow((await target(principal, params.id!, kind)).row, principal.user.id),
    });

    // Invite: the account has no password anyone knows until the invitee sets one from the mailed link.
    registerRoute(app, deps, endpoints.create, {
      access,
      handler: async ({ principal, query, body, request }) => {
        const b = (body ?? {}) as { email?: string; firstName: string; lastName: string; roleId?: string };
        const problems = await userFieldProblems(db, b, { creating: true });
        if (problems.length) throw invalid(problems);
        const owner = await ownerOfNew(principal, kind, query);
        const role = await roleFor(kind, owner.tenantId, b.roleId, owner.merchantId);
        // Spec part 2 section 6: creating a CRM user needs a code of the caller's authenticator.
        if (kind === 'crm') await requireSca(deps, principal, request);
        const id = newId();
        const email = normaliseEmail(b.email!);
        const now = new Date();
        await db.insert(users).values({
          id, email, passwordHash: await hashPassword(temporaryPassword() + temporaryPassword()), firstName: b.firstName.trim(), lastName: b.lastName.trim(),
          userType: kind, tenantId: owner.tenantId, merchantId: owner.merchantId, roleId: role.id, invitedAt: now, emailConfirmedAt: null,
          ...(await newUserDefaults(db, owner.tenantId)),
        });
        await sendInvitation(principal, id, email, owner.tenantId);
        // The audit log's target is the user (its path names only the user type).
        noteChange({ targetType: 'user', targetId: id });
        return view(principal, kind, id);
      },
    });

    registerRoute(app, deps, endpoints.update, {
      access,
      handler: async ({ principal, params, body, request }) => {
        const { row } = await target(principal, params.id!, kind);
        const b = (body ?? {}) as { email?: string; firstName: string; lastName: string; roleId?: string };
        if (b.email !== undefined && normaliseEmail(b.email) !== row.email) {
          throw invalid(['Email cannot be changed: invite the new address as a new user']);
        }
        const problems = await userFieldProblems(db, { firstName: b.firstName, lastName: b.lastName }, { userId: row.id, creating: false });
        if (problems.length) throw invalid(problems);
        const role = b.roleId === undefined || b.roleId === row.roleId ? undefined : await roleFor(kind, row.tenantId, b.roleId, row.merchantId);
        if (role && !role.isAdmin) refuseLastAdmin(kind, row, 'given a role without user administration');
        if (kind === 'crm') await requireSca(deps, principal, request);
        const before = await view(principal, kind, row.id);
        await db.update(users).set({
          firstName: b.firstName.trim(), lastName: b.lastName.trim(), ...(role ? { roleId: role.id } : {}), updatedAt: new Date(),
        }).where(eq(users.id, row.id));
        return audited(row, before, await view(principal, kind, row.id));
      },
    });

    registerRoute(app, deps, endpoints.remove, {
      access,
      handler: async ({ principal, params, request }) => {
        const { row } = await target(principal, params.id!, kind);
        refuseSelf(principal, row.id, 'delete');
        refuseLastAdmin(kind, row, 'deleted');
        if (kind === 'crm') await requireSca(deps, principal, request);
        const before = await view(principal, kind, row.id);
        await softDeleteUser(db, row.id);
        audited(row, before, null);
        return undefined;
      },
    });
  }

  apiRoute(app, deps, USER_ADMIN_ENDPOINTS.activation, {
    handler: async ({ principal, params, body, request }) => {
      const { kind, row } = await target(principal, params.id);
      if (!body.isActive) {
        refuseSelf(principal, row.id, 'deactivate');
        refuseLastAdmin(kind, row, 'deactivated');
      }
      if (kind === 'crm') await requireSca(deps, principal, request);
      const before = await view(principal, kind, row.id);
      await setUserActive(db, row.id, body.isActive);
      return audited(row, before, await view(principal, kind, row.id)) as never;
    },
  });

  apiRoute(app, deps, USER_ADMIN_ENDPOINTS.unlock, {
    handler: async ({ principal, params }) => {
      const { kind, row } = await target(principal, params.id);
      const before = await view(principal, kind, row.id);
      await clearFailures(db, row.email);
      return audited(row, before, await view(principal, kind, row.id)) as never;
    },
  });

  apiRoute(app, deps, USER_ADMIN_ENDPOINTS.passwordReset, {
    rateLimited: true,
    handler: async ({ principal, body }) => {
      const { kind, row } = await target(principal, body.userId);
      if (row.invitedAt) {
        await sendInvitation(principal, row.id, row.email, row.tenantId);
      } else {
        const link = await issueSetPasswordLink(db, config.publicOrigin, row.id, 'reset');
        await outbox().send({
          to: row.email, subject: 'Choose a new password for the payments portal', link,
          text: `An administrator of the payments portal sent you this link to choose a new password. Follow it within ${SET_PASSWORD_LINK_HOURS} hours: ${link} `
            + 'Until you do, your current password keeps working.',
        });
      }
      return view(principal, kind, row.id) as never;
    },
  });

  apiRoute(app, deps, USER_ADMIN_ENDPOINTS.resendInvitation, {
    rateLimited: true,
    handler: async ({ principal, params }) => {
      const { kind, row } = await target(principal, params.id);
      if (!row.invitedAt) throw badRequest(`${row.firstName} ${row.lastName} has already set a password: send a password reset instead`);
      await sendInvitation(principal, row.id, row.email, row.tenantId);
      return view(principal, kind, row.id) as never;
    },
  });

  apiRoute(app, deps, USER_ADMIN_ENDPOINTS.rolesForUser, {
    handler: async ({ principal, params }) => {
      const { kind, user } = await target(principal, params.id);
      return rolesForKind(db, kind, user.tenantId, kind === 'merchant' ? user.merchantId : null);
    },
  });

  apiRoute(app, deps, USER_ADMIN_ENDPOINTS.roles, {
    handler: async ({ principal, query }) => {
      const kind = query.kind as UserKind;
      checkAccess(principal, USER_ADMIN_ACCESS[kind]);
      if (kind === 'platform') return rolesForKind(db, kind, null);
      const { user } = principal;
      if (user.userType !== 'platform') {
        if (kind === 'crm' && user.userType !== 'crm') throw notFound('No roles');
        // A merchant's own roles (ADR 0079) for its administrator, or for tenant staff who picked one of their merchants.
        let merchantId = user.userType === 'merchant' ? user.merchantId : null;
        if (user.userType === 'crm' && kind === 'merchant' && query.merchantId) {
          const [merchant] = await db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, query.merchantId));
          if (merchant?.tenantId === user.tenantId) merchantId = query.merchantId;
        }
        return rolesForKind(db, kind, user.tenantId, merchantId);
      }
      let tenantId = query.tenantId;
      if (!tenantId && query.merchantId) {
        const [merchant] = await db.select({ tenantId: merchants.tenantId }).from(merchants).where(eq(merchants.id, query.merchantId));
        tenantId = merchant?.tenantId;
      }
      if (!tenantId) throw badRequest(PICK_A_TENANT);
      return rolesForKind(db, kind, tenantId);
    },
  });
}
