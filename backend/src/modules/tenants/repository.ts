import { asc, eq } from 'drizzle-orm';
import { pagedQuery } from '../../lib/paged-query';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import type { Paged, TenantListItem } from '@portal/contracts';
import type { TenantRow } from '../users/repository';

export interface TenantDetails {
  tenantId: string;
  tenantName: string;
  tenantSupportEmail: string;
  emailSenderAddress: string;
  isDefaultTenant: boolean;
  isActive: boolean;
  themeSettings: TenantRow['themeSettings'];
  checkoutLogoSource: string | null;
  favIconSource: string | null;
  loginTemplate: string | null;
  createdAt: string;
}

export function tenantDetails(t: TenantRow): TenantDetails {
  return {
    tenantId: t.id, tenantName: t.name, tenantSupportEmail: t.supportEmail, emailSenderAddress: t.emailSenderAddress,
    isDefaultTenant: t.isDefaultTenant, isActive: t.isActive, themeSettings: t.themeSettings,
    checkoutLogoSource: t.logo, favIconSource: t.favicon, loginTemplate: t.loginTemplate, createdAt: t.createdAt.toISOString(),
  };
}

export async function findTenant(db: Db, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function defaultTenant(db: Db): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.isDefaultTenant, true)).orderBy(asc(tenants.name)).limit(1);
  return row;
}

/** One tenant (tenantId given) or all of them, by name. */
export async function tenantIdsAndNames(db: Db, tenantId?: string): Promise<TenantListItem[]> {
  return db.select({ tenantId: tenants.id, tenantName: tenants.name }).from(tenants)
    .where(tenantId ? eq(tenants.id, tenantId) : undefined).orderBy(asc(tenants.name));
}

export async function listTenants(db: Db, q: { tenantId?: string; pageIndex: number; pageSize: number }): Promise<Paged<TenantDetails>> {
  const where = q.tenantId ? eq(tenants.id, q.tenantId) : undefined;
  const page = await pagedQuery({
    db, select: db.select().from(tenants).$dynamic(), countFrom: tenants, where, count: { exact: true },
    order: [{ column: tenants.name, direction: 'asc' }, { column: tenants.id, direction: 'asc' }], page: q,
  });
  return { count: page.count, data: page.rows.map(tenantDetails) };
}

/** Whether a tenant may use the portal (a suspended one may not, ADR 0083). */
export async function tenantIsActive(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ isActive: tenants.isActive }).from(tenants).where(eq(tenants.id, id));
  return !!row?.isActive;
}
