import { and, asc, eq, gte, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import {
  accountingEntries, antifraudChecks, binData, cascadingAttempts, disputeCodes, serviceProviders, smartRoutingLogs, transactionApiLogs,
  transactionEvents, transactionFees, transactionReasons, transactionRejections, transactions, websites,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import { CASCADING_PAGE_SIZE, type TransactionRecord } from '@portal/contracts';
import { pagedQuery } from '../../lib/paged-query';
import { ensureTransactionDetails } from './detail-seed';
import { transactionRecords } from './repository';

/**
 * Reads of the transaction detail drawer (ADR 0044). Every read goes through `ownTransaction` (the transaction
 * in the caller's scope, else 404) or, for a sub-resource read by its own id, the scope on the row's copied
 * tenant and merchant columns: what lies outside the scope does not exist for the caller.
 */

const NOT_FOUND = 'Transaction not found';
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The transaction, if the scope reaches it; its detail rows written first if the seed left it out. */
export async function ownTransaction(db: Db, scope: Scope, id: string): Promise<TransactionRecord> {
  const [row] = await transactionRecords(db, and(eq(transactions.id, id), scopeWhere(scope, transactions)));
  if (!row) throw notFound(NOT_FOUND);
  await ensureTransactionDetails(db, id, new Date(row.createdAt));
  return row;
}

const owned = (table: { id: AnyColumn; tenantId: AnyColumn; merchantId: AnyColumn }, scope: Scope, id: string): SQL | undefined =>
  and(eq(table.id, id), scopeWhere(scope, table));

type EventRow = typeof transactionEvents.$inferSelect;
const toEvent = (e: EventRow) => ({
  id: e.id, transactionId: e.transactionId, type: e.type, status: e.status, payload: e.payload,
  webhookStatus: e.webhookStatus as 'Delivered', webhookAttempts: e.webhookAttempts, webhookResponseCode: e.webhookResponseCode,
  webhookLastAttemptAt: isoOrNull(e.webhookLastAttemptAt), createdAt: iso(e.createdAt),
});

/** A transaction's key as its partitioned children carry it (ADR 0117): a read names both, so one month is scanned. */
type TransactionKey = Pick<TransactionRecord, 'id' | 'createdAt'>;

export async function eventsOf(db: Db, tx: TransactionKey) {
  const rows = await db.select().from(transactionEvents)
    .where(and(eq(transactionEvents.transactionId, tx.id), eq(transactionEvents.transactionCreatedAt, new Date(tx.createdAt)))).orderBy(asc(transactionEvents.createdAt), asc(transactionEvents.id));
  return rows.map(toEvent);
}

/**
 * A child row read by its own id: in its transaction's month alone when the caller names the transaction's time (a
 * partition key the planner prunes by), else in every month (ADR 0117 "Session 33").
 */
export const childWhere = (
  table: { id: AnyColumn; tenantId: AnyColumn; merchantId: AnyColumn; transactionCreatedAt: AnyColumn }, scope: Scope, id: string, transactionCreatedAt?: Date,
): SQL | undefined => and(owned(table, scope, id), transactionCreatedAt ? eq(table.transactionCreatedAt, transactionCreatedAt) : undefined);

/** The month named first; a time that is not the row's transaction's costs the read in every month, not a 404. */
async function byMonthFirst<Row>(read: (at?: Date) => Promise<Row[]>, transactionCreatedAt: string | undefined): Promise<Row | undefined> {
  const at = transactionCreatedAt ? new Date(transactionCreatedAt) : undefined;
  const [inMonth] = at && !Number.isNaN(at.getTime()) ? await read(at) : [];
  return inMonth ?? (await read())[0];
}

export async function oneEvent(db: Db, scope: Scope, id: string, transactionCreatedAt?: string) {
  const row = await byMonthFirst((at) => db.select().from(transactionEvents).where(childWhere(transactionEvents, scope, id, at)), transactionCreatedAt);
  if (!row) throw notFound('Event not found');
  return toEvent(row);
}

/**
 * The earliest a transaction's family (parent, children, siblings) can have been written, so that only the months
 * from it on are read (ADR 0117 "Session 32"): a follow-up is written after the row it acts on (an action at its
 * own now, the seed 1-72 hours later), so the whole family is no older than the parent, whose time the follow-up
 * carries; without a parent, the family is the children, no older than the transaction. A follow-up written
 * without its parent's time (none today) is looked for in every month.
 */
async function familySince(db: Queryable, tx: Pick<TransactionRecord, 'id' | 'createdAt' | 'parentId'>): Promise<Date | null> {
  const at = new Date(tx.createdAt);
  if (!tx.parentId) return at;
  const [own] = await db.select({ parentAt: transactions.parentCreatedAt }).from(transactions)
    .where(and(eq(transactions.id, tx.id), eq(transactions.createdAt, at)));
  return own?.parentAt ?? null;
}

/** Which rows are the family: the bound is a constant, so the planner leaves the earlier months out. */
export async function relatedWhere(db: Queryable, tx: Pick<TransactionRecord, 'id' | 'createdAt' | 'parentId'>): Promise<SQL> {
  const since = await familySince(db, tx);
  const family = or(
    eq(transactions.parentId, tx.id),
    ...(tx.parentId ? [eq(transactions.id, tx.parentId), eq(transactions.parentId, tx.parentId)] : []),
  );
  return and(family, since ? gte(transactions.createdAt, since) : undefined)!;
}

/** Parent, children and siblings (same parent), oldest first; the transaction itself left out. */
export async function relatedOf(db: Db, scope: Scope, tx: TransactionRecord) {
  const rows = await transactionRecords(db, and(await relatedWhere(db, tx), scopeWhere(scope, transactions)));
  return rows.filter((r) => r.id !== tx.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

type ApiLogRow = typeof transactionApiLogs.$inferSelect;
const toApiLog = (l: ApiLogRow) => ({
  id: l.id, transactionId: l.transactionId, source: l.source, method: l.method, url: l.url, statusCode: l.statusCode,
  requestBody: l.requestBody, responseBody: l.responseBody, elapsedMs: l.elapsedMs, createdAt: iso(l.createdAt),
});

/** Merchants read only their own calls to the gateway (source Merchant), never the gateway's calls onwards. */
export async function apiLogsOf(db: Db, tx: TransactionKey, merchantView = false) {
  const rows = await db.select().from(transactionApiLogs)
    .where(and(eq(transactionApiLogs.transactionId, tx.id), eq(transactionApiLogs.transactionCreatedAt, new Date(tx.createdAt)), merchantView ? eq(transactionApiLogs.source, 'Merchant') : undefined))
    .orderBy(asc(transactionApiLogs.createdAt), asc(transactionApiLogs.id));
  return rows.map(toApiLog);
}

export async function oneApiLog(db: Db, scope: Scope, id: string, transactionCreatedAt?: string) {
  const row = await byMonthFirst((at) => db.select().from(transactionApiLogs).where(childWhere(transactionApiLogs, scope, id, at)), transactionCreatedAt);
  if (!row) throw notFound('API log not found');
  return toApiLog(row);
}

type CheckRow = typeof antifraudChecks.$inferSelect;
const toAlert = (c: CheckRow) => ({
  id: c.id, transactionId: c.transactionId, rule: c.rule, condition: c.condition, score: c.score, outcome: c.outcome as 'Passed',
  isAlert: c.outcome !== 'Passed', elapsedMs: c.elapsedMs, createdAt: iso(c.createdAt),
});

export async function alertsOf(db: Db, transactionId: string) {
  const rows = await db.select().from(antifraudChecks).where(eq(antifraudChecks.transactionId, transactionId)).orderBy(asc(antifraudChecks.createdAt));
  return rows.map(toAlert);
}

export async function oneAntifraudLog(db: Db, scope: Scope, id: string) {
  const [row] = await db.select().from(antifraudChecks).where(owned(antifraudChecks, scope, id));
  if (!row) throw notFound('Antifraud log not found');
  return { ...toAlert(row), requestBody: row.requestBody, responseBody: row.responseBody };
}

export async function feesOf(db: Db, tx: TransactionRecord) {
  const rows = await db.select().from(transactionFees).where(eq(transactionFees.transactionId, tx.id)).orderBy(asc(transactionFees.createdAt), asc(transactionFees.feeType));
  return {
    data: rows.map((f) => ({ id: f.id, feeType: f.feeType, amount: f.amount, currency: f.currency, createdAt: iso(f.createdAt) })),
    total: rows.reduce((s, f) => s + f.amount, 0),
    currency: tx.currency,
  };
}

export async function cascadingOf(db: Db, transactionId: string, offset: number) {
  const page = await pagedQuery({
    db,
    select: db.select({ a: cascadingAttempts, providerName: serviceProviders.name }).from(cascadingAttempts)
      .innerJoin(serviceProviders, eq(serviceProviders.id, cascadingAttempts.serviceProviderId)).$dynamic(),
    countFrom: cascadingAttempts,
    where: eq(cascadingAttempts.transactionId, transactionId),
    order: [{ column: cascadingAttempts.attemptOrder, direction: 'asc' }],
    page: { pageIndex: 0, pageSize: CASCADING_PAGE_SIZE, offset },
    count: { exact: true },
  });
  return {
    count: page.count,
    data: page.rows.map(({ a, providerName }) => ({
      id: a.id, attemptOrder: a.attemptOrder, serviceProviderId: a.serviceProviderId, serviceProviderName: providerName,
      outcome: a.outcome as 'Approved', reasonCode: a.reasonCode, elapsedMs: a.elapsedMs, createdAt: iso(a.createdAt),
    })),
  };
}

export async function routingLogsOf(db: Db, transactionId: string, attempt: string) {
  const rows = await db.select().from(smartRoutingLogs)
    .where(and(eq(smartRoutingLogs.transactionId, transactionId), attempt === 'all' ? undefined : eq(smartRoutingLogs.attemptOrder, Number(attempt))))
    .orderBy(asc(smartRoutingLogs.attemptOrder), asc(smartRoutingLogs.step));
  return rows.map((r) => ({ id: r.id, attemptOrder: r.attemptOrder, step: r.step, rule: r.rule, matched: r.matched === 'true', decision: r.decision, createdAt: iso(r.createdAt) }));
}

/**
 * A transaction's double-entry lines and those of its follow-ups (a payment's captures, refunds, reversals,
 * chargebacks): what the payment did to the books in one place. Each journal balances on its own.
 */
export async function accountingEntriesOf(db: Db, tx: TransactionRecord) {
  // Each by its key (id, created_at): the months of the payment and of its follow-ups are scanned, no other.
  const followUps = await db.select({ id: transactions.id, createdAt: transactions.createdAt }).from(transactions).where(eq(transactions.parentId, tx.id));
  const keys = [{ id: tx.id, createdAt: new Date(tx.createdAt) }, ...followUps];
  const rows = await db.select().from(accountingEntries)
    .where(or(...keys.map((k) => and(eq(accountingEntries.transactionId, k.id), eq(accountingEntries.transactionCreatedAt, k.createdAt)))))
    .orderBy(asc(accountingEntries.createdAt), asc(accountingEntries.journal), asc(accountingEntries.line));
  const totalDebit = rows.reduce((s, e) => s + e.debit, 0);
  const totalCredit = rows.reduce((s, e) => s + e.credit, 0);
  return {
    data: rows.map((e) => ({ id: e.id, journal: e.journal, line: e.line, account: e.account, debit: e.debit, credit: e.credit, currency: e.currency, createdAt: iso(e.createdAt) })),
    totalDebit, totalCredit, balance: totalDebit - totalCredit, currency: tx.currency,
  };
}

export async function reasonsOf(db: Db, category: string, kind: string) {
  return db.select({ code: transactionReasons.code, description: transactionReasons.description }).from(transactionReasons)
    .where(and(eq(transactionReasons.category, category), eq(transactionReasons.kind, kind))).orderBy(asc(transactionReasons.code));
}

export async function rejectionsOf(db: Db, transactionId: string, kind: string) {
  const rows = await db.select({ r: transactionRejections, description: transactionReasons.description }).from(transactionRejections)
    .leftJoin(transactionReasons, and(eq(transactionReasons.code, transactionRejections.reasonCode), eq(transactionReasons.kind, transactionRejections.kind), eq(transactionReasons.category, 'transaction')))
    .where(and(eq(transactionRejections.transactionId, transactionId), eq(transactionRejections.kind, kind))).orderBy(asc(transactionRejections.createdAt));
  return rows.map(({ r, description }) => ({
    code: r.reasonCode, description: description ?? r.message, kind: r.kind, source: r.source, message: r.message, createdAt: iso(r.createdAt),
  }));
}

/** The BIN's row as a tenant reads it: its own correction if it made one, else the platform's. */
export async function binOf(db: Queryable, bin: string | null, tenantId: string) {
  if (!bin) return null;
  const rows = await db.select().from(binData).where(and(eq(binData.bin, bin), or(isNull(binData.tenantId), eq(binData.tenantId, tenantId))));
  const row = rows.find((r) => r.tenantId === tenantId) ?? rows.find((r) => r.tenantId === null);
  return row ? toBin(row) : null;
}

const toBin = (r: typeof binData.$inferSelect) => ({
  bin: r.bin, scheme: r.scheme, issuer: r.issuer, country: r.country, cardType: r.cardType as 'Credit',
  isTenantCorrection: r.tenantId !== null, updatedAt: iso(r.updatedAt),
});

export async function saveBin(db: Db, bin: string, tenantId: string | null, body: { scheme: string; issuer: string; country: string; cardType: string }) {
  const id = sql`md5(${bin} || ':' || ${tenantId ?? 'platform'})::uuid`;
  const [row] = await db.insert(binData).values({ id: id as unknown as string, bin, tenantId, ...body, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [binData.bin, binData.tenantId], set: { ...body, updatedAt: new Date() } }).returning();
  return toBin(row!);
}

export async function disputeCodesOf(db: Queryable, tx: TransactionRecord) {
  const bin = await binOf(db, tx.cardFirst6 ?? null, tx.tenantId);
  const scheme = bin?.scheme ?? null;
  const rows = await db.select().from(disputeCodes).where(scheme ? eq(disputeCodes.scheme, scheme) : undefined).orderBy(asc(disputeCodes.scheme), asc(disputeCodes.code));
  return { scheme, data: rows };
}

export async function detailsOf(db: Db, tx: TransactionRecord, withRisk: boolean) {
  const [bin, website, check, lastEvent] = await Promise.all([
    binOf(db, tx.cardFirst6 ?? null, tx.tenantId),
    tx.websiteId ? db.select({ url: websites.url }).from(websites).where(eq(websites.id, tx.websiteId)) : Promise.resolve([]),
    withRisk ? db.select({ score: antifraudChecks.score }).from(antifraudChecks).where(eq(antifraudChecks.transactionId, tx.id)).limit(1) : Promise.resolve([]),
    db.select({ status: transactionEvents.webhookStatus }).from(transactionEvents)
      .where(and(eq(transactionEvents.transactionId, tx.id), eq(transactionEvents.transactionCreatedAt, new Date(tx.createdAt))))
      .orderBy(sql`${transactionEvents.createdAt} DESC`).limit(1),
  ]);
  return {
    transaction: tx, bin, riskScore: check[0]?.score ?? null, websiteUrl: website[0]?.url ?? null,
    webhookStatus: (lastEvent[0]?.status ?? null) as 'Delivered' | null,
  };
}
