import { and, eq, exists, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apmRequests, merchants, serviceProviders, transactions } from '../../db/schema';
import { scopeWhere, type Scope } from '../../http/scope';
import { likeContains } from '../../lib/like';
import { pagedQuery, allPages, type OrderTerm, type PageRequest } from '../../lib/paged-query';
import {
  APM_PAYMENT_METHODS, type ApmRequest, type ApmSearchParam, type ApmTransaction, type ApmTransactionDetail,
  type SystemMode, type ToolPage, type TransactionStatus,
} from '@portal/contracts';

/** The cap of an APM list's count: "more than 10000" beyond it (ADR 0015). */
export const APM_COUNT_CAP = 10_000;

export interface ApmFilters {
  from?: string;
  to?: string;
  Customer?: string[];
  status?: TransactionStatus[];
  paymentMethod?: Array<(typeof APM_PAYMENT_METHODS)[number]>;
  SearchParam?: ApmSearchParam;
  SearchKey?: string;
}

/** The transaction's completing request (at most one: abandoned requests have no transaction). */
const columns = {
  id: transactions.id, externalId: transactions.externalId, tenantId: transactions.tenantId, merchantId: transactions.merchantId, merchantName: merchants.legalBusinessName,
  type: transactions.type, status: transactions.status, amount: transactions.amount, currency: transactions.currency,
  paymentMethod: transactions.paymentMethod, mode: transactions.mode, createdAt: transactions.createdAt,
  customerEmail: transactions.customerEmail, customerIp: transactions.customerIp, serviceProviderName: serviceProviders.name,
  providerReference: apmRequests.providerReference, payerName: apmRequests.payerName, payerAccount: apmRequests.payerAccount, bankName: apmRequests.bankName,
};

const selectApm = (db: Db) => db.select(columns).from(transactions)
  .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
  .leftJoin(serviceProviders, eq(serviceProviders.id, transactions.serviceProviderId))
  .leftJoin(apmRequests, eq(apmRequests.transactionId, transactions.id))
  .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectApm>['execute']>>[number];

const toApm = ({ customerIp: _ip, ...row }: Row): ApmTransaction => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A search in a field of the transaction's request, as a condition on transactions (so the count reads one table). */
const requestHas = (db: Db, condition: SQL) => exists(db.select({ one: apmRequests.id }).from(apmRequests)
  .where(and(eq(apmRequests.transactionId, transactions.id), condition)));

function searchCondition(db: Db, param: ApmSearchParam | undefined, key: string | undefined): SQL | undefined {
  const value = key?.trim();
  if (!value) return undefined;
  switch (param ?? 'ExternalId') {
    case 'ExternalId': return ilike(transactions.externalId, likeContains(value));
    case 'CustomerEmail': return eq(transactions.customerEmail, value.toLowerCase());
    case 'ProviderReference': return requestHas(db, ilike(apmRequests.providerReference, likeContains(value)));
    case 'PayerAccount': return requestHas(db, ilike(apmRequests.payerAccount, likeContains(value)));
  }
}

/** The APM rows of a scope and mode, the list's filters and its search. */
export function apmWhere(db: Db, scope: Scope, mode: SystemMode, f: ApmFilters): SQL | undefined {
  return and(
    scopeWhere(scope, transactions), eq(transactions.mode, mode),
    inArray(transactions.paymentMethod, f.paymentMethod?.length ? f.paymentMethod : [...APM_PAYMENT_METHODS]),
    f.from ? gte(transactions.createdAt, new Date(f.from)) : undefined,
    f.to ? lt(transactions.createdAt, new Date(f.to)) : undefined,
    f.Customer?.length ? inArray(transactions.merchantId, f.Customer) : undefined,
    f.status?.length ? inArray(transactions.status, f.status) : undefined,
    searchCondition(db, f.SearchParam, f.SearchKey),
  );
}

const SORTS = { createdAt: transactions.createdAt, amount: transactions.amount, status: transactions.status } as const;

export function apmOrder(field: keyof typeof SORTS = 'createdAt', direction: 'asc' | 'desc' = field === 'createdAt' ? 'desc' : 'asc'): OrderTerm[] {
  return [{ column: SORTS[field], direction }, { column: transactions.id, direction }];
}

/** The keyset order of the CSV (newest first): every page read by the (tenant, mode, created_at, id) index. */
const CSV_ORDER: OrderTerm[] = [
  { column: transactions.createdAt, direction: 'desc', type: 'timestamptz', read: (r: Row) => r.createdAt },
  { column: transactions.id, direction: 'desc', type: 'uuid', read: (r: Row) => r.id },
];

export async function apmPage(db: Db, where: SQL | undefined, order: OrderTerm[], page: PageRequest): Promise<ToolPage<ApmTransaction>> {
  const result = await pagedQuery({ db, select: selectApm(db), countFrom: transactions, where, order, page, count: { cap: APM_COUNT_CAP } });
  return { count: result.count, countIsCapped: result.countIsCapped, data: result.rows.map(toApm) };
}

export async function* allApm(db: Db, where: SQL | undefined): AsyncGenerator<ApmTransaction[]> {
  for await (const rows of allPages({ select: () => selectApm(db), where, order: CSV_ORDER, pageSize: 1000 })) yield rows.map(toApm);
}

/** One APM transaction of the scope with every request of its family (none outside the scope: 404 to the caller). */
export async function oneApm(db: Db, scope: Scope, id: string): Promise<ApmTransactionDetail | undefined> {
  const [row] = await selectApm(db).where(and(eq(transactions.id, id), scopeWhere(scope, transactions), inArray(transactions.paymentMethod, [...APM_PAYMENT_METHODS]))).limit(1);
  if (!row) return undefined;
  const requests = await requestRows(db, eq(apmRequests.transactionId, id));
  return { ...toApm(row), customerIp: row.customerIp, requests };
}

const requestColumns = {
  id: apmRequests.id, reference: apmRequests.reference, tenantId: apmRequests.tenantId, merchantId: apmRequests.merchantId, merchantName: merchants.legalBusinessName,
  transactionId: apmRequests.transactionId, transactionExternalId: transactions.externalId, paymentMethod: apmRequests.paymentMethod,
  status: apmRequests.status, amount: apmRequests.amount, currency: apmRequests.currency, mode: apmRequests.mode,
  providerReference: apmRequests.providerReference, payerName: apmRequests.payerName, payerAccount: apmRequests.payerAccount,
  bankName: apmRequests.bankName, failureReason: apmRequests.failureReason, createdAt: apmRequests.createdAt, updatedAt: apmRequests.updatedAt,
};

const selectRequests = (db: Db) => db.select(requestColumns).from(apmRequests)
  .innerJoin(merchants, eq(merchants.id, apmRequests.merchantId))
  .leftJoin(transactions, eq(transactions.id, apmRequests.transactionId))
  .$dynamic();

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];
const toRequest = (r: RequestRow): ApmRequest => ({
  ...r, status: r.status as ApmRequest['status'], createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

async function requestRows(db: Db, where: SQL): Promise<ApmRequest[]> {
  return (await selectRequests(db).where(where).orderBy(apmRequests.createdAt).limit(50)).map(toRequest);
}

/** The request's reference and its provider's, searched as one text. */
const sqlConcatRefs = sql`(${apmRequests.reference} || ' ' || coalesce(${apmRequests.providerReference}, ''))`;

export interface ApmRequestFilters {
  from?: string;
  to?: string;
  Customer?: string[];
  status?: string[];
  paymentMethod?: string[];
  reference?: string;
}

/** The APM requests of a scope and mode (vrtransaction-lookup), newest first. */
export async function apmRequestPage(db: Db, scope: Scope, mode: SystemMode, f: ApmRequestFilters, page: PageRequest): Promise<ToolPage<ApmRequest>> {
  const reference = f.reference?.trim();
  const where = and(
    scopeWhere(scope, apmRequests), eq(apmRequests.mode, mode),
    f.from ? gte(apmRequests.createdAt, new Date(f.from)) : undefined,
    f.to ? lt(apmRequests.createdAt, new Date(f.to)) : undefined,
    f.Customer?.length ? inArray(apmRequests.merchantId, f.Customer) : undefined,
    f.status?.length ? inArray(apmRequests.status, f.status) : undefined,
    f.paymentMethod?.length ? inArray(apmRequests.paymentMethod, f.paymentMethod) : undefined,
    reference ? ilike(sqlConcatRefs, likeContains(reference)) : undefined,
  );
  const order: OrderTerm[] = [
    { column: apmRequests.createdAt, direction: 'desc', type: 'timestamptz', read: (r: RequestRow) => r.createdAt },
    { column: apmRequests.id, direction: 'desc', type: 'uuid', read: (r: RequestRow) => r.id },
  ];
  const result = await pagedQuery({ db, select: selectRequests(db), countFrom: apmRequests, where, order, page, count: { cap: APM_COUNT_CAP } });
  return { count: result.count, countIsCapped: result.countIsCapped, data: result.rows.map(toRequest) };
}
