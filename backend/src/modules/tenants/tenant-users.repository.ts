import { and, asc, eq, isNull } from 'drizzle-orm';
import { pagedQuery } from '../../lib/paged-query';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import type { Paged } from '@portal/contracts';
import type { RoleRow, UserRow } from '../users/repository';

export interface TenantUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  roleId: string;
  roleName: string;
  lastLoginTime: string | null;
}

const isTenantUser = (tenantId: string) => and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'), isNull(users.deletedAt));

const columns = {
  id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, isActive: users.isActive,
  roleId: users.roleId, roleName: roles.name, lastLoginTime: users.lastLoginTime,
};

const toView = (r: Omit<TenantUserView, 'lastLoginTime'> & { lastLoginTime: Date | null }): TenantUserView =>
  ({ ...r, lastLoginTime: r.lastLoginTime?.toISOString() ?? null });

export async function listTenantUsers(db: Db, tenantId: string, page: { pageIndex: number; pageSize: number }): Promise<Paged<TenantUserView>> {
  const where = isTenantUser(tenantId);
  const result = await pagedQuery({
    db, select: db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).$dynamic(),
    countFrom: users, where, page, count: { exact: true },
    order: [{ column: users.email, direction: 'asc' }, { column: users.id, direction: 'asc' }],
  });
  return { count: result.count, data: result.rows.map(toView) };
}

export async function findTenantUser(db: Db, tenantId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(isTenantUser(tenantId), eq(users.id, userId)));
  return row;
}

export async function tenantUserView(db: Db, userId: string): Promise<TenantUserView> {
  const [row] = await db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, userId));
  return toView(row!);
}

export async function findTenantRole(db: Db, tenantId: string, roleId: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  return row;
}

export async function findRole(db: Db, roleId: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
  return row;
}

export async function tenantRoles(db: Db, tenantId: string, userType?: 'crm' | 'merchant'): Promise<RoleRow[]> {
  const where = userType ? and(eq(roles.tenantId, tenantId), eq(roles.userType, userType)) : eq(roles.tenantId, tenantId);
  return db.select().from(roles).where(where).orderBy(asc(roles.name));
}

/** The role new tenant users get when none is chosen: the tenant's least-privileged staff role. */
export async function defaultStaffRole(db: Db, tenantId: string): Promise<RoleRow | undefined> {
  const staff = await tenantRoles(db, tenantId, 'crm');
  return [...staff].sort((a, b) => a.permissions.length - b.permissions.length)[0];
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(row);
}

export async function updateUser(db: Db, userId: string, patch: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
}

