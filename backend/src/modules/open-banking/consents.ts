import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, or, sql, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, openBankingConsents, openBankingEvents, transactions } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import { pagedQuery } from '../../lib/paged-query';
import {
  OPEN_BANKING_LIMITS, OPEN_BANKING_REFUSALS, SIMULATED_BANK_PATH, sameOriginPath,
  type OpenBankingConnectAnswer, type OpenBankingConsent, type OpenBankingEvent, type OpenBankingRefusal,
} from '@portal/contracts';
import type { Actor, Tx } from '../transactions/actions/types';
import { bankOf, maskIban, simulatedIban } from './simulated-bank';

/**
 * The merchant's open-banking consents (ADR 0055): asked for, answered at the (simulated) bank, revoked, and expired
 * by time: an unanswered request after 10 minutes, an authorised consent after 90 days. Expiry is applied before
 * every read and every change, with the deadline as its time, so no caller ever sees or uses an expired consent.
 */

export interface MerchantScope { tenantId: string; merchantId: string }
type Queryable = Db | Tx;
type ConsentRow = typeof openBankingConsents.$inferSelect;

export const CONSENT_NOT_FOUND = 'Consent not found';
const DAY = 86_400_000;

export function refuseConsent(refusal: OpenBankingRefusal): never {
  throw new ApiError(OPEN_BANKING_REFUSALS[refusal].status, OPEN_BANKING_REFUSALS[refusal].message);
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export const toConsent = (r: ConsentRow): OpenBankingConsent => ({
  id: r.id, bankId: r.bankId, bankName: bankOf(r.bankId)?.name ?? r.bankId, status: r.status, accountName: r.accountName,
  accountMasked: maskIban(r.accountIban), currency: r.currency, createdAt: r.createdAt.toISOString(),
  authorisationExpiresAt: r.authorisationExpiresAt.toISOString(), authorisedAt: r.authorisedAt?.toISOString() ?? null,
  expiresAt: r.expiresAt?.toISOString() ?? null, closedAt: r.closedAt?.toISOString() ?? null, createdBy: r.createdBy,
});

async function writeEvent(db: Queryable, c: Pick<ConsentRow, 'id' | 'tenantId' | 'merchantId'>, type: OpenBankingEvent['type'], at: Date,
  more: { actorName?: string | null; transactionId?: string; amount?: number; currency?: string } = {}): Promise<void> {
  await db.insert(openBankingEvents).values({
    id: newId(), consentId: c.id, tenantId: c.tenantId, merchantId: c.merchantId, type, at,
    actorName: more.actorName ?? null, transactionId: more.transactionId ?? null, amount: more.amount ?? null, currency: more.currency ?? null,
  });
}

/**
 * Marks Expired every consent of the merchant (every merchant's when null) whose deadline passed by `now`: an
 * unanswered request at its link's end, an authorised consent at its 90th day. Each gets its Expired event at that time.
 */
export async function expireDue(db: Queryable, merchantId: string | null, now: Date): Promise<number> {
  const due = await db.select().from(openBankingConsents).where(and(
    merchantId ? eq(openBankingConsents.merchantId, merchantId) : undefined,
    or(
      and(eq(openBankingConsents.status, 'AwaitingAuthorisation'), lte(openBankingConsents.authorisationExpiresAt, now)),
      and(eq(openBankingConsents.status, 'Authorised'), lte(openBankingConsents.expiresAt, now)),
    ),
  ));
  for (const c of due) {
    const at = c.status === 'Authorised' ? c.expiresAt! : c.authorisationExpiresAt;
    // Only if still due: a concurrent answer may have closed it first.
    const [changed] = await db.update(openBankingConsents).set({ status: 'Expired', closedAt: at, stateHash: null })
      .where(and(eq(openBankingConsents.id, c.id), eq(openBankingConsents.status, c.status))).returning({ id: openBankingConsents.id });
    if (changed) await writeEvent(db, c, 'Expired', at);
  }
  return due.length;
}

/** The merchant's consents, newest first. */
export async function listConsents(db: Db, scope: MerchantScope, now: Date): Promise<OpenBankingConsent[]> {
  await expireDue(db, scope.merchantId, now);
  const rows = await db.select().from(openBankingConsents).where(eq(openBankingConsents.merchantId, scope.merchantId))
    .orderBy(desc(openBankingConsents.createdAt), desc(openBankingConsents.id)).limit(200);
  return rows.map(toConsent);
}

/** One of the merchant's consents, locked for a change (another merchant's: 404). */
export async function lockedConsent(tx: Tx, scope: MerchantScope, id: string, now: Date): Promise<ConsentRow> {
  await expireDue(tx, scope.merchantId, now);
  const [row] = await tx.select().from(openBankingConsents)
    .where(and(eq(openBankingConsents.id, id), eq(openBankingConsents.merchantId, scope.merchantId))).for('update');
  if (!row) throw notFound(CONSENT_NOT_FOUND);
  return row;
}

export interface ConnectRequest { bankId: string; returnUrl: string }
export interface ConnectSetting { portalOrigins: string[]; publicOrigin: string }

/** Asks the bank for a consent: AwaitingAuthorisation for 10 minutes, and the bank's link with a one-time token. */
export async function connectBank(db: Db, scope: MerchantScope, actor: Actor, input: ConnectRequest, setting: ConnectSetting, now: Date): Promise<OpenBankingConnectAnswer> {
  const bank = bankOf(input.bankId);
  if (!bank) throw new ApiError(422, 'Choose a bank the portal can link');
  const origin = URL.canParse(input.returnUrl) ? new URL(input.returnUrl).origin : null;
  // A page of the portal: one of its origins, and a path by the rule of every stored link (ADR 0074).
  if (!origin || !setting.portalOrigins.includes(origin) || !sameOriginPath(input.returnUrl, origin)) refuseConsent('returnUrl');
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${merchants} WHERE id = ${scope.merchantId} FOR UPDATE`);
    await expireDue(tx, scope.merchantId, now);
    const [open] = await tx.select({ n: count() }).from(openBankingConsents).where(and(
      eq(openBankingConsents.merchantId, scope.merchantId), inArray(openBankingConsents.status, ['AwaitingAuthorisation', 'Authorised'])));
    if ((open?.n ?? 0) >= OPEN_BANKING_LIMITS.maxOpenConsents) refuseConsent('tooMany');
    const state = randomBytes(32).toString('base64url');
    const [row] = await tx.insert(openBankingConsents).values({
      id: newId(), tenantId: scope.tenantId, merchantId: scope.merchantId, bankId: bank.id, status: 'AwaitingAuthorisation', currency: bank.currency,
      stateHash: hashState(state), returnUrl: input.returnUrl, createdBy: actor, createdAt: now,
      authorisationExpiresAt: new Date(now.getTime() + OPEN_BANKING_LIMITS.authorisationMinutes * 60_000),
    }).returning();
    await writeEvent(tx, row!, 'Requested', now, { actorName: actor.name });
    const link = new URL(SIMULATED_BANK_PATH, setting.publicOrigin);
    link.searchParams.set('consentId', row!.id);
    link.searchParams.set('state', state);
    return { consent: toConsent(row!), authorisationUrl: link.toString() };
  });
}

/** Revokes an authorised consent (any other status: 409; nothing changes). */
export async function revokeConsent(db: Db, scope: MerchantScope, actor: Actor, id: string, now: Date): Promise<OpenBankingConsent> {
  return db.transaction(async (tx) => {
    const row = await lockedConsent(tx, scope, id, now);
    if (row.status !== 'Authorised') refuseConsent('notAuthorised');
    const [changed] = await tx.update(openBankingConsents).set({ status: 'Revoked', closedAt: now }).where(eq(openBankingConsents.id, id)).returning();
    await writeEvent(tx, row, 'Revoked', now, { actorName: actor.name });
    return toConsent(changed!);
  });
}

/** What the bank page needs, if the link is still open (right token, awaiting, not expired); null otherwise. */
export async function openLink(db: Db, consentId: string, state: string, now: Date): Promise<{ row: ConsentRow; merchantName: string } | null> {
  const [found] = await db.select({ row: openBankingConsents, merchantName: merchants.legalBusinessName }).from(openBankingConsents)
    .innerJoin(merchants, eq(merchants.id, openBankingConsents.merchantId)).where(eq(openBankingConsents.id, consentId));
  if (!found) return null;
  await expireDue(db, found.row.merchantId, now);
  const [row] = await db.select().from(openBankingConsents).where(eq(openBankingConsents.id, consentId));
  if (!row || row.status !== 'AwaitingAuthorisation' || !row.stateHash || row.stateHash !== hashState(state)) return null;
  return { row, merchantName: found.merchantName };
}

/**
 * The bank's answer on its page: authorised (the account is shared, 90 days from now) or rejected. The token is
 * used once; a link that is answered, expired or forged changes nothing (null).
 */
export async function answerAtBank(db: Db, consentId: string, state: string, decision: 'authorise' | 'reject', now: Date): Promise<ConsentRow | null> {
  const open = await openLink(db, consentId, state, now);
  if (!open) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(openBankingConsents).where(eq(openBankingConsents.id, consentId)).for('update');
    if (!row || row.status !== 'AwaitingAuthorisation' || row.stateHash !== hashState(state)) return null;
    const bank = bankOf(row.bankId)!;
    const [changed] = decision === 'authorise'
      ? await tx.update(openBankingConsents).set({
        status: 'Authorised', stateHash: null, authorisedAt: now, expiresAt: new Date(now.getTime() + OPEN_BANKING_LIMITS.consentDays * DAY),
        accountName: open.merchantName, accountIban: simulatedIban(bank, row.merchantId),
      }).where(eq(openBankingConsents.id, consentId)).returning()
      : await tx.update(openBankingConsents).set({ status: 'Rejected', stateHash: null, closedAt: now }).where(eq(openBankingConsents.id, consentId)).returning();
    await writeEvent(tx, row, decision === 'authorise' ? 'Authorised' : 'Rejected', now);
    return changed ?? null;
  });
}

/** The merchant's consent events, newest first (paged), optionally of one consent. */
export async function consentHistory(db: Db, scope: MerchantScope, q: { pageIndex?: number; pageSize?: number; consentId?: string }, now: Date): Promise<{ count: number; data: OpenBankingEvent[] }> {
  await expireDue(db, scope.merchantId, now);
  const where = and(eq(openBankingEvents.merchantId, scope.merchantId), q.consentId ? eq(openBankingEvents.consentId, q.consentId) : undefined);
  const pageSize = q.pageSize ?? 20;
  const { rows, count: total } = await pagedQuery({
    db,
    select: db.select({ e: openBankingEvents, c: openBankingConsents, externalId: transactions.externalId }).from(openBankingEvents)
      .innerJoin(openBankingConsents, eq(openBankingConsents.id, openBankingEvents.consentId))
      .leftJoin(transactions, eq(transactions.id, openBankingEvents.transactionId)).$dynamic(),
    countFrom: openBankingEvents,
    where,
    order: [{ column: openBankingEvents.at, direction: 'desc' }, { column: openBankingEvents.id, direction: 'desc' }],
    page: { pageIndex: q.pageIndex ?? 0, pageSize },
    count: { exact: true },
  });
  return {
    count: total,
    data: rows.map(({ e, c, externalId }) => ({
      id: e.id, consentId: e.consentId, bankName: bankOf(c.bankId)?.name ?? c.bankId, accountMasked: maskIban(c.accountIban),
      type: e.type as OpenBankingEvent['type'], actorName: e.actorName, transactionExternalId: externalId ?? null,
      amount: e.amount, currency: e.currency, at: e.at.toISOString(),
    })),
  };
}

export { writeEvent as writeConsentEvent };
