import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { USER_ADMIN_PERMISSIONS, type UserKind, type UserStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { roles, signInFailures, users } from '../../db/schema';

/** One text[] literal of a kind's administration permissions (for `&&`, "holds any of"). */
const adminPermissions = (kind: UserKind): SQL => sql`array[${sql.join(USER_ADMIN_PERMISSIONS[kind].map((p) => sql`${p}`), sql`, `)}]::text[]`;

/**
 * The row's status (ADR 0077): invited until the password is set, then Inactive when switched off, Locked while
 * the sign-in lockout (sign-in-lockout.ts, keyed by the lower-cased e-mail) is in force, else Active.
 */
export const statusSql: SQL<UserStatus> = sql<UserStatus>`case
  when ${users.invitedAt} is not null then 'InvitationSent'
  when not ${users.isActive} then 'Inactive'
  when exists (select 1 from ${signInFailures} where ${signInFailures.key} = 'account:' || ${users.email} and ${signInFailures.lockedUntil} > now()) then 'Locked'
  else 'Active' end`;

const other = alias(users, 'admin_peer');
const otherRole = alias(roles, 'admin_peer_role');

/** The users a kind's administrators are counted among: the row's tenant (crm), the platform, or the row's merchant. */
function sameGroup(kind: UserKind): SQL {
  if (kind === 'crm') return and(eq(other.userType, 'crm'), eq(other.tenantId, users.tenantId))!;
  if (kind === 'merchant') return and(eq(other.userType, 'merchant'), eq(other.merchantId, users.merchantId))!;
  return eq(other.userType, 'platform');
}

/** Active administrators of the row's group: active, not deleted, password set, role with the kind's permission. */
const activeAdminCount = (kind: UserKind): SQL<number> => sql<number>`(select count(*)::int from ${users} as ${sql.identifier('admin_peer')}
  join ${roles} as ${sql.identifier('admin_peer_role')} on ${otherRole.id} = ${other.roleId}
  where ${sameGroup(kind)} and ${other.isActive} and ${other.deletedAt} is null and ${other.invitedAt} is null
  and ${otherRole.permissions} && ${adminPermissions(kind)})`;

/** The columns of an administered user's row. */
export const adminUserColumns = (kind: UserKind) => ({
  id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, isActive: users.isActive,
  invitedAt: users.invitedAt, roleId: users.roleId, roleName: roles.name, tenantId: users.tenantId, merchantId: users.merchantId,
  lastLoginTime: users.lastLoginTime, status: statusSql,
  isAdmin: sql<boolean>`(${roles.permissions} && ${adminPermissions(kind)})`,
  activeAdmins: activeAdminCount(kind),
});

export interface AdminUserDbRow {
  id: string; email: string; firstName: string; lastName: string; isActive: boolean; invitedAt: Date | null;
  roleId: string; roleName: string; tenantId: string | null; merchantId: string | null; lastLoginTime: Date | null;
  status: UserStatus; isAdmin: boolean; activeAdmins: number;
}

/** Users of a kind that lists show: not deleted, of the kind's user type. */
export const kindWhere = (kind: UserKind): SQL => and(eq(users.userType, kind), isNull(users.deletedAt))!;

/** The last active administrator of its group: deactivating, deleting or demoting them would leave nobody to administer. */
export const isLastAdmin = (r: AdminUserDbRow): boolean => r.isAdmin && r.isActive && !r.invitedAt && r.activeAdmins <= 1;

export const toAdminUserRow = (r: AdminUserDbRow, callerId: string) => ({
  id: r.id, email: r.email, firstName: r.firstName, lastName: r.lastName, status: r.status, roleId: r.roleId, roleName: r.roleName,
  tenantId: r.tenantId, merchantId: r.merchantId, lastLoginTime: r.lastLoginTime?.toISOString() ?? null,
  isSelf: r.id === callerId, isLastAdmin: isLastAdmin(r),
});

export type AdminUserRow = ReturnType<typeof toAdminUserRow>;

/** One administered user (not deleted) with its status and administrator facts. */
export async function findAdminUser(db: Db, kind: UserKind, userId: string): Promise<AdminUserDbRow | undefined> {
  const [row] = await db.select(adminUserColumns(kind)).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(kindWhere(kind), eq(users.id, userId)));
  return row as AdminUserDbRow | undefined;
}

/**
 * The roles a user of the kind may hold: the tenant's staff or merchant roles, or the platform's. A merchant's own
 * roles (ADR 0079) only for that merchant's users; without a merchant, the tenant's merchant roles only.
 */
export async function rolesForKind(db: Db, kind: UserKind, tenantId: string | null, merchantId: string | null = null) {
  const where = kind === 'platform'
    ? eq(roles.userType, 'platform')
    : and(eq(roles.userType, kind), eq(roles.tenantId, tenantId ?? '00000000-0000-0000-0000-000000000000'),
      merchantId ? or(isNull(roles.merchantId), eq(roles.merchantId, merchantId)) : isNull(roles.merchantId));
  const rows = await db.select({ id: roles.id, name: roles.name, isAdmin: sql<boolean>`(${roles.permissions} && ${adminPermissions(kind)})` })
    .from(roles).where(where).orderBy(roles.name);
  return rows;
}
