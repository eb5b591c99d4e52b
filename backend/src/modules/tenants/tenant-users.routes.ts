import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, TENANT_ENDPOINTS } from '@portal/contracts';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, invalid, notFound } from '../../http/errors';
import { assertTenantAccess } from '../../http/scope';
import { newId } from '../../lib/ids';
import { hashPassword, passwordProblems, temporaryPassword } from '../../lib/password';
import { emailProblem, requiredText } from '../../lib/validation';
import { findUserByEmail, findUserById, normaliseEmail, type Principal } from '../users/repository';
import { findTenant } from './repository';
import {
  defaultStaffRole, findRole, findTenantRole, findTenantUser, insertUser, listTenantUsers, tenantRoles, tenantUserView, updateUser,
} from './tenant-users.repository';
import type { Db } from '../../db/client';
import { endOtherSessions } from '../identity/grants';
import { setUserActive, softDeleteUser } from '../user-admin/actions';
import { newUserDefaults } from '../settings/reference-data/new-user-defaults';
import { requireSca } from '../sca/require-sca';

/** Tenant staff administration: tenant admins (CRM.Users.Crm) in their own tenant, platform admins anywhere. */
export const TENANT_USER_ADMIN: Access = {
  userTypes: ['crm', 'platform'],
  anyPermission: ['CRM.Users.Crm', PERMISSIONS.platformTenantsView],
};

interface UserBody { email?: string; firstName: string; lastName: string; roleId?: string; password?: string }

async function checkedTenant(db: Db, principal: Principal, tenantId: string) {
  assertTenantAccess(principal, tenantId);
  const tenant = await findTenant(db, tenantId);
  if (!tenant) throw notFound('Tenant not found');
  return tenant;
}

/** Another tenant's user named under one's own tenant is refused (403), not just reported missing. */
async function checkedUser(db: Db, principal: Principal, tenantId: string, userId: string) {
  await checkedTenant(db, principal, tenantId);
  const user = await findTenantUser(db, tenantId, userId);
  if (user) return user;
  const other = await findUserById(db, userId);
  if (other?.tenantId && other.tenantId !== tenantId) assertTenantAccess(principal, other.tenantId);
  throw notFound('User not found');
}

/**
 * A user's fields as a person fills them in (tenant users here, the user administration of ADR 0077 too): field
 * checks all at once, then whether the e-mail is free. Each message starts with its field's label.
 */
export async function userFieldProblems(db: Db, body: UserBody, opts: { userId?: string; creating: boolean }): Promise<string[]> {
  const problems = [
    opts.creating || body.email !== undefined ? emailProblem(body.email) : undefined,
    requiredText('First name', body.firstName),
    requiredText('Last name', body.lastName),
    ...(body.password !== undefined ? passwordProblems(body.password) : []),
  ].filter((p): p is string => Boolean(p));
  if (problems.length) return problems;
  if (body.email !== undefined) {
    const existing = await findUserByEmail(db, body.email);
    if (existing && existing.id !== opts.userId) problems.push(`Email '${normaliseEmail(body.email)}' is already taken`);
  }
  return problems;
}

/** Field checks a person can act on, all at once; then the uniqueness and role checks. */
async function validateUserBody(db: Db, tenantId: string, body: UserBody, opts: { userId?: string; creating: boolean }): Promise<string[]> {
  const problems = await userFieldProblems(db, body, opts);
  if (problems.length) return problems;
  if (body.roleId) {
    const role = await findTenantRole(db, tenantId, body.roleId);
    if (!role || role.userType !== 'crm') problems.push('Role is not a staff role of this tenant');
  }
  return problems;
}

export function tenantUserRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  apiRoute(app, deps, TENANT_ENDPOINTS.users, {
    access: TENANT_USER_ADMIN,
    handler: async ({ principal, params, query }) => {
      await checkedTenant(db, principal, params.tenantId);
      return listTenantUsers(db, params.tenantId, query);
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.createUser, {
    access: TENANT_USER_ADMIN,
    handler: async ({ principal, params, body, request }) => {
      await checkedTenant(db, principal, params.tenantId);
      const problems = await validateUserBody(db, params.tenantId, body, { creating: true });
      if (problems.length) throw invalid(problems);
      const role = body.roleId ? await findTenantRole(db, params.tenantId, body.roleId) : await defaultStaffRole(db, params.tenantId);
      if (!role) throw badRequest('This tenant has no staff role to give the user');
      // CRM users are created, changed, switched and deleted with a TOTP code here too (ADR 0080).
      await requireSca(deps, principal, request);
      // Without a chosen password the account gets a temporary one, shown once to the administrator.
      const temp = body.password === undefined ? temporaryPassword() : undefined;
      const id = newId();
      await insertUser(db, {
        id, email: normaliseEmail(body.email!), passwordHash: await hashPassword(body.password ?? temp!),
        firstName: body.firstName.trim(), lastName: body.lastName.trim(), userType: 'crm',
        tenantId: params.tenantId, roleId: role.id, ...(await newUserDefaults(db, params.tenantId)),
      });
      return { ...(await tenantUserView(db, id)), ...(temp ? { temporaryPassword: temp } : {}) };
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.updateUser, {
    access: TENANT_USER_ADMIN,
    handler: async ({ principal, params, body, request }) => {
      await checkedUser(db, principal, params.tenantId, params.userId);
      const problems = await validateUserBody(db, params.tenantId, body, { userId: params.userId, creating: false });
      if (problems.length) throw invalid(problems);
      await requireSca(deps, principal, request);
      await updateUser(db, params.userId, {
        firstName: body.firstName.trim(), lastName: body.lastName.trim(),
        ...(body.email !== undefined ? { email: normaliseEmail(body.email) } : {}),
        ...(body.roleId ? { roleId: body.roleId } : {}),
      });
      return tenantUserView(db, params.userId);
    },
  });

  for (const active of [true, false]) {
    apiRoute(app, deps, active ? TENANT_ENDPOINTS.activateUser : TENANT_ENDPOINTS.deactivateUser, {
      access: TENANT_USER_ADMIN,
      handler: async ({ principal, params, request }) => {
        await checkedUser(db, principal, params.tenantId, params.userId);
        if (!active && params.userId === principal.user.id) throw badRequest('You cannot deactivate your own account');
        await requireSca(deps, principal, request);
        await setUserActive(db, params.userId, active);
        return tenantUserView(db, params.userId);
      },
    });
  }

  apiRoute(app, deps, TENANT_ENDPOINTS.deleteUser, {
    access: TENANT_USER_ADMIN,
    handler: async ({ principal, params, request }) => {
      await checkedUser(db, principal, params.tenantId, params.userId);
      if (params.userId === principal.user.id) throw badRequest('You cannot delete your own account');
      await requireSca(deps, principal, request);
      await softDeleteUser(db, params.userId);
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.passwordReset, {
    access: TENANT_USER_ADMIN,
    rateLimited: true,
    handler: async ({ principal, body }) => {
      if (!body.userId && !body.email) throw invalid(['userId or email is required']);
      const user = body.userId ? await findUserById(db, body.userId) : await findUserByEmail(db, body.email!);
      // Another tenant's user answers like no user at all: the reset never tells which e-mails exist (issue 15 item 1).
      const outOfReach = !user || user.userType !== 'crm' || !user.tenantId
        || (principal.user.userType !== 'platform' && user.tenantId !== principal.user.tenantId);
      if (outOfReach) throw notFound('User not found');
      const temp = temporaryPassword();
      await updateUser(db, user.id, { passwordHash: await hashPassword(temp) });
      await endOtherSessions(db, user.id); // every session of the user ends with the old password (ADR 0035)
      return { userId: user.id, temporaryPassword: temp };
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.roles, {
    access: TENANT_USER_ADMIN,
    handler: async ({ principal, params }) => {
      await checkedTenant(db, principal, params.tenantId);
      return tenantRoles(db, params.tenantId);
    },
  });

  apiRoute(app, deps, TENANT_ENDPOINTS.role, {
    access: TENANT_USER_ADMIN,
    handler: async ({ principal, params }) => {
      await checkedTenant(db, principal, params.tenantId);
      const role = await findTenantRole(db, params.tenantId, params.id);
      if (role) return role;
      const other = await findRole(db, params.id);
      if (other?.tenantId && other.tenantId !== params.tenantId) assertTenantAccess(principal, other.tenantId);
      throw notFound('Role not found');
    },
  });
}
