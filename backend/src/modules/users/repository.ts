import { and, arrayContains, asc, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, roles, tenants, users, type UserTypeValue } from '../../db/schema';
import { PERMISSIONS } from '@portal/contracts';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  // A deleted account (ADR 0077) no longer holds its address: it cannot sign in, and the address may be invited again.
  const [row] = await db.select().from(users).where(and(eq(users.email, normaliseEmail(email)), isNull(users.deletedAt)));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A signed-in caller with everything scope checks need: role, tenant and merchant rows. */
export interface Principal {
  user: UserRow;
  role: RoleRow;
  tenant: TenantRow | null;
  merchant: MerchantRow | null;
  permissions: ReadonlySet<string>;
}

/** A user with role, tenant and merchant, plus `extra` columns (the API's session check adds its grant's). */
export const selectPrincipal = <E extends Record<string, SQL>>(db: Db, userId: string | Placeholder, extra: E) =>
  db.select({ user: users, role: roles, tenant: tenants, merchant: merchants, ...extra })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.id, userId));

/** The principal of a principal row (`selectPrincipal`'s): its permissions as a set. */
export const toPrincipal = (row: Omit<Principal, 'permissions'>): Principal => ({
  user: row.user, role: row.role, tenant: row.tenant, merchant: row.merchant, permissions: new Set(row.role.permissions),
});

export async function loadPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  const [row] = await selectPrincipal(db, userId, {});
  return row && toPrincipal(row);
}

export async function setLastLoginTime(db: Db, userId: string, at = new Date()): Promise<void> {
  await db.update(users).set({ lastLoginTime: at }).where(eq(users.id, userId));
}

export async function updateUserName(db: Db, userId: string, firstName: string, lastName: string): Promise<void> {
  await db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export interface UserListItem {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  userType: UserTypeValue;
}

const listColumns = {
  id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName,
  isActive: users.isActive, userType: users.userType,
};

/** Users in the caller's own scope: a merchant's colleagues, a tenant's staff, or the platform staff. */
export async function listUsersInScope(db: Db, scope: { merchantId?: string; tenantId?: string; platform?: boolean }): Promise<UserListItem[]> {
  const kind = scope.merchantId
    ? eq(users.merchantId, scope.merchantId)
    : scope.tenantId
      ? and(eq(users.tenantId, scope.tenantId), eq(users.userType, 'crm'))
      : and(isNull(users.tenantId), eq(users.userType, 'platform'));
  const where = and(kind, isNull(users.deletedAt));
  return db.select(listColumns).from(users).where(where).orderBy(asc(users.email));
}

export async function usersOfMerchant(db: Db, merchantId: string) {
  return db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(and(eq(users.merchantId, merchantId), isNull(users.deletedAt))).orderBy(asc(users.email));
}

/** Whose support staff: one tenant's (customer tickets) or the platform's (tenant-to-platform tickets). */
export type SupportStaffScope = { tenantId: string } | { platform: true };

/**
 * The people a ticket may be assigned to (support/actions.ts assign): active users of the scope's own kind
 * holding its Support.Lookup permission. Viewers without it and deactivated accounts are left out.
 */
function supportStaffWhere(scope: SupportStaffScope): SQL {
  const kind = 'tenantId' in scope
    ? and(eq(users.tenantId, scope.tenantId), eq(users.userType, 'crm'), arrayContains(roles.permissions, [PERMISSIONS.crmSupportLookup]))
    : and(eq(users.userType, 'platform'), arrayContains(roles.permissions, [PERMISSIONS.platformSupportLookup]));
  return and(kind, eq(users.isActive, true))!;
}

export async function listSupportStaff(db: Db, scope: SupportStaffScope): Promise<UserListItem[]> {
  return db.select(listColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(supportStaffWhere(scope)).orderBy(asc(users.email));
}

export async function isSupportStaff(db: Db, userId: string, scope: SupportStaffScope): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), supportStaffWhere(scope)));
  return !!row;
}
