import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, roles, tenants, users, type UserTypeValue } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email)));
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

export async function loadPrincipal(db: Db, userId: string): Promise<Principal | undefined> {
  const [row] = await db.select({ user: users, role: roles, tenant: tenants, merchant: merchants })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return { ...row, permissions: new Set(row.role.permissions) };
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
  const where = scope.merchantId
    ? eq(users.merchantId, scope.merchantId)
    : scope.tenantId
      ? and(eq(users.tenantId, scope.tenantId), eq(users.userType, 'crm'))
      : and(isNull(users.tenantId), eq(users.userType, 'platform'));
  return db.select(listColumns).from(users).where(where).orderBy(asc(users.email));
}

export async function usersOfMerchant(db: Db, merchantId: string) {
  return db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users).where(eq(users.merchantId, merchantId)).orderBy(asc(users.email));
}
