import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { merchants, transactionRelationships, transactions } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { scopeWhere, type Scope } from '../../../http/scope';
import { pagedQuery, type OrderTerm } from '../../../lib/paged-query';
import { checkHeaders, lockTransaction } from './lock';
import { refuse } from './refusal';
import { writeEvent } from './rows';
import type { ActionContext } from './types';

/**
 * Relationships (spec part 2 section 7.1): allocations of bank-transfer payments and payouts to their merchants'
 * account references. The list is the one paged query over the caller's scope (ADR 0015); deallocating ends an
 * allocation once (a second time: 409), with an event on its transaction naming the user (the banner says
 * ACTION_MESSAGES.deallocated: the answer is the allocation itself).
 */

const columns = {
  id: transactionRelationships.id, organizationId: transactionRelationships.merchantId, organizationName: merchants.legalBusinessName,
  transactionId: transactionRelationships.transactionId, externalId: transactions.externalId, websiteId: transactionRelationships.websiteId,
  accountReference: transactionRelationships.accountReference, requestType: transactionRelationships.requestType,
  amount: transactionRelationships.amount, currency: transactionRelationships.currency,
  allocatedAt: transactionRelationships.allocatedAt, deallocatedAt: transactionRelationships.deallocatedAt,
};

const select = (db: Queryable) => db.select(columns).from(transactionRelationships)
  .innerJoin(merchants, eq(merchants.id, transactionRelationships.merchantId))
  .innerJoin(transactions, eq(transactions.id, transactionRelationships.transactionId))
  .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const toRelationship = (r: Row) => ({ ...r, allocatedAt: r.allocatedAt.toISOString(), deallocatedAt: r.deallocatedAt?.toISOString() ?? null });

export interface RelationshipFilters {
  pageIndex: number;
  pageSize: number;
  externalOrganizationId?: string;
  transactionId?: string;
  websiteId?: string;
  requestType?: 'Payment' | 'Payout';
}

/** Newest allocation first (keyset order on the tenant's and merchant's indexes). */
const ORDER: OrderTerm[] = [
  { column: transactionRelationships.allocatedAt, direction: 'desc', type: 'timestamptz', read: (r: Row) => r.allocatedAt },
  { column: transactionRelationships.id, direction: 'desc', type: 'uuid', read: (r: Row) => r.id },
];

export async function listRelationships(db: Db, scope: Scope, f: RelationshipFilters) {
  const R = transactionRelationships;
  const where = and(
    scopeWhere(scope, R),
    f.externalOrganizationId ? eq(R.merchantId, f.externalOrganizationId) : undefined,
    f.transactionId ? eq(R.transactionId, f.transactionId) : undefined,
    f.websiteId ? eq(R.websiteId, f.websiteId) : undefined,
    f.requestType ? eq(R.requestType, f.requestType) : undefined,
  );
  const page = await pagedQuery({
    db, select: select(db), countFrom: R, where, order: ORDER, page: { pageIndex: f.pageIndex, pageSize: f.pageSize }, count: { exact: true },
  });
  return { count: page.count, data: page.rows.map(toRelationship) };
}

export interface DeallocateBody {
  organizationId: string;
  transactionId: string;
  accountReference: string;
  websiteId?: string;
}

export async function deallocate(ctx: ActionContext, body: DeallocateBody) {
  const R = transactionRelationships;
  const match: SQL | undefined = and(
    eq(R.merchantId, body.organizationId), eq(R.transactionId, body.transactionId), eq(R.accountReference, body.accountReference),
    body.websiteId ? eq(R.websiteId, body.websiteId) : undefined, scopeWhere(ctx.scope, R),
  );
  const [found] = await ctx.tx.select({ id: R.id, deallocatedAt: R.deallocatedAt }).from(R).where(match).for('update');
  if (!found) throw notFound('Allocation not found');
  const locked = await lockTransaction(ctx.tx, ctx.scope, body.transactionId);
  checkHeaders(locked.record, ctx.headers);
  if (found.deallocatedAt) refuse('alreadyDeallocated');
  await ctx.tx.update(R).set({ deallocatedAt: ctx.now, deallocatedBy: ctx.actor.id }).where(eq(R.id, found.id));
  await writeEvent(ctx, locked.record, locked.merchantProcessing, 'transaction.deallocated', locked.record.status, {
    relationshipId: found.id, organizationId: body.organizationId, accountReference: body.accountReference, deallocatedBy: ctx.actor,
  });
  const [row] = await select(ctx.tx).where(eq(R.id, found.id));
  return toRelationship(row!);
}
