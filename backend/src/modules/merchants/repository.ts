import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '../../lib/like';
import { pagedQuery } from '../../lib/paged-query';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import type { CustomerListItem, MerchantSummary, Paged } from '@portal/contracts';
import { usersOfMerchant, type MerchantRow } from '../users/repository';

export interface MerchantListItem {
  merchantId: string;
  tenantId: string;
  legalBusinessName: string;
  merchantStatus: string;
  processingStatus: string;
  boardingStage: string;
  reviewStatus: string;
  activationDate: string | null;
  merchantType: string;
  isActive: boolean;
}

const listColumns = {
  merchantId: merchants.id, tenantId: merchants.tenantId, legalBusinessName: merchants.legalBusinessName,
  merchantStatus: merchants.merchantStatus, processingStatus: merchants.processingStatus,
  boardingStage: merchants.boardingStage, reviewStatus: merchants.reviewStatus,
  activationDate: merchants.activationDate, merchantType: merchants.merchantType, isActive: merchants.isActive,
};

const byName = [asc(merchants.legalBusinessName), asc(merchants.id)];


export async function findMerchant(db: Db, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row;
}

/** Only these merchants, when the caller's merchant permissions limit them (ADR 0082); an empty list is none. */
const withinMerchants = (merchantIds: readonly string[] | undefined): SQL | undefined =>
  merchantIds ? (merchantIds.length ? inArray(merchants.id, [...merchantIds]) : sql`false`) : undefined;

/**
 * Active merchants (the "customers" of a tenant), or of every tenant when tenantId is undefined; only
 * `merchantIds` when the caller's merchant permissions limit them.
 */
export async function activeCustomers(db: Db, tenantId: string | undefined, merchantIds?: readonly string[]): Promise<CustomerListItem[]> {
  const where = and(tenantId ? eq(merchants.tenantId, tenantId) : undefined, eq(merchants.isActive, true), withinMerchants(merchantIds));
  return db.select({ merchantId: merchants.id, legalBusinessName: merchants.legalBusinessName })
    .from(merchants).where(where).orderBy(...byName);
}

/** Every merchant of one tenant, active or not (only `merchantIds` when limited). */
export async function allMerchantsOfTenant(db: Db, tenantId: string, merchantIds?: readonly string[]): Promise<CustomerListItem[]> {
  return db.select({ merchantId: merchants.id, legalBusinessName: merchants.legalBusinessName })
    .from(merchants).where(and(eq(merchants.tenantId, tenantId), withinMerchants(merchantIds))).orderBy(...byName);
}

export interface MerchantSearch {
  tenantId?: string;
  /** The caller's merchant permissions (ADR 0082). */
  merchantIds?: readonly string[];
  searchKey?: string;
  merchantStatus?: string;
  pageIndex: number;
  pageSize: number;
}

export async function searchMerchants(db: Db, q: MerchantSearch): Promise<Paged<MerchantListItem>> {
  const filters: SQL[] = [];
  if (q.tenantId) filters.push(eq(merchants.tenantId, q.tenantId));
  const within = withinMerchants(q.merchantIds);
  if (within) filters.push(within);
  if (q.searchKey?.trim()) filters.push(ilike(merchants.legalBusinessName, likeContains(q.searchKey.trim())));
  if (q.merchantStatus) filters.push(eq(merchants.merchantStatus, q.merchantStatus));
  const where = filters.length ? and(...filters) : undefined;
  const page = await pagedQuery({
    db, select: db.select(listColumns).from(merchants).$dynamic(), countFrom: merchants, where, count: { exact: true },
    order: [{ column: merchants.legalBusinessName, direction: 'asc' }, { column: merchants.id, direction: 'asc' }],
    page: { pageIndex: q.pageIndex, pageSize: q.pageSize },
  });
  return {
    count: page.count,
    data: page.rows.map((r) => ({ ...r, activationDate: r.activationDate?.toISOString() ?? null })),
  };
}

/** The merchant block of the user context. */
export async function merchantSummary(db: Db, m: MerchantRow): Promise<MerchantSummary> {
  return {
    merchantId: m.id,
    legalBusinessName: m.legalBusinessName,
    boardingStage: m.boardingStage,
    merchantStatus: m.merchantStatus,
    reviewStatus: m.reviewStatus,
    processingStatus: m.processingStatus,
    activationDate: m.activationDate?.toISOString() ?? null,
    users: await usersOfMerchant(db, m.id),
    merchantNotes: m.merchantNotes,
    description: m.description,
    visibility: m.visibility,
    merchantType: m.merchantType,
  };
}
