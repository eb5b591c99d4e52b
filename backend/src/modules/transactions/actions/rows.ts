import { and, eq, sql } from 'drizzle-orm';
import { accountingEntries, transactionApiLogs, transactionEvents, transactionRejections, transactions } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { TransactionRecord, TransactionStatus, TransactionType } from '@portal/contracts';
import { writeMoneyRows } from '../detail-seed';
import { catalogueEventOf } from '../../webhooks/event-catalogue';
import { queueWebhookEvent } from '../../webhooks/outbox';
import { elapsedMs } from './simulated';
import type { ActionContext } from './types';

/**
 * The rows an action writes (ADR 0046), shaped like the seed's (ADR 0044): follow-up transactions, status changes,
 * an event per state change with its webhook delivery, an API log of the gateway's call, rejections, and the money
 * rows (fees, balanced journals) derived from a row's new state by the seed's own statements.
 */

/** External-id suffix of each follow-up, as the seed writes them (`<payment>-R1`, `-C1`, ...). */
const SUFFIX: Partial<Record<TransactionType, string>> = { Capture: 'C', Void: 'V', Refund: 'R', Reversal: 'X', Chargeback: 'CB' };

/** A follow-up row of `parent` (same merchant, website, channel, card, customer, mode, currency); its id. */
export async function insertFollowUp(ctx: ActionContext, parent: TransactionRecord, type: TransactionType, amount: number, status: TransactionStatus): Promise<string> {
  const suffix = SUFFIX[type]!;
  const siblings = await ctx.tx.select({ externalId: transactions.externalId }).from(transactions)
    .where(and(eq(transactions.parentId, parent.id), eq(transactions.type, type)));
  const pattern = new RegExp(`-${suffix}(\\d+)$`);
  const n = 1 + siblings.reduce((max, s) => Math.max(max, Number(pattern.exec(s.externalId)?.[1] ?? 0)), 0);
  const id = newId();
  await ctx.tx.insert(transactions).values({
    id, tenantId: parent.tenantId, merchantId: parent.merchantId, externalId: `${parent.externalId}-${suffix}${n}`, type, amount,
    currency: parent.currency, status, paymentMethod: parent.paymentMethod, mode: parent.mode, websiteId: parent.websiteId,
    paymentChannelId: parent.paymentChannelId, serviceProviderId: parent.serviceProviderId, cardFirst6: parent.cardFirst6,
    cardLast4: parent.cardLast4, cardCountry: parent.cardCountry, customerEmail: parent.customerEmail, customerIp: parent.customerIp,
    parentId: parent.id, parentCreatedAt: new Date(parent.createdAt), parentExternalId: parent.externalId, createdAt: ctx.now,
  });
  return id;
}

export async function setStatus(ctx: ActionContext, id: string, status: TransactionStatus): Promise<void> {
  await ctx.tx.update(transactions).set({ status }).where(eq(transactions.id, id));
}

/** The fees and balanced journal of a row's new state (the seed's statements: a state booked twice books once). */
export const bookMoney = (ctx: ActionContext, id: string) => writeMoneyRows(ctx.tx, id, ctx.now);

type EventSubject = Pick<TransactionRecord, 'id' | 'tenantId' | 'merchantId' | 'externalId' | 'type' | 'amount' | 'currency' | 'mode'> & { createdAt: string | Date };

/** The transaction's month key its children carry (they are partitioned by it, ADR 0117). */
const monthKey = (row: { createdAt: string | Date }) => new Date(row.createdAt);

/**
 * An event of a state change, naming the user and the time (the events tab shows both users of a four-eyes pair),
 * and its webhook messages to the endpoints subscribed to it, queued in the action's own transaction (ADR 0100):
 * Pending until the worker delivers them, NotConfigured when no endpoint listens. `order` keeps the events of one
 * action in the order they happened. `_merchantProcessing` is kept for the callers' shape; endpoints decide now.
 */
export async function writeEvent(
  ctx: ActionContext, row: EventSubject, _merchantProcessing: string, type: string, status: TransactionStatus,
  details: Record<string, unknown> = {}, order = 0,
): Promise<string> {
  const id = newId();
  const at = new Date(ctx.now.getTime() + order);
  const payload = {
    transactionId: row.id, externalId: row.externalId, type: row.type, status, amount: row.amount, currency: row.currency,
    mode: row.mode, user: ctx.actor, at: at.toISOString(), ...details,
  };
  await ctx.tx.insert(transactionEvents).values({
    id, transactionId: row.id, transactionCreatedAt: monthKey(row), tenantId: row.tenantId, merchantId: row.merchantId, type, status, payload,
    webhookStatus: 'NotConfigured', webhookAttempts: 0, webhookResponseCode: null, webhookLastAttemptAt: null, createdAt: at,
  });
  const webhookType = catalogueEventOf(type);
  if (webhookType) {
    // The receiver gets the event without the portal's user (a person's name is not the integration's business).
    const { user: _user, ...data } = payload;
    const queued = await queueWebhookEvent(ctx.tx as never, {
      tenantId: row.tenantId, merchantId: row.merchantId, type: webhookType, eventId: id, transactionId: row.id,
      transactionCreatedAt: monthKey(row), at,
      data: { eventId: id, event: type, ...data },
    });
    // By the whole key: the event's own month, not a probe of every month's partition.
    if (queued) await ctx.tx.update(transactionEvents).set({ webhookStatus: 'Pending' })
      .where(and(eq(transactionEvents.id, id), eq(transactionEvents.transactionCreatedAt, monthKey(row))));
  }
  return id;
}

/** The gateway's call to the provider for this action, with its (simulated) answer. */
export async function writeApiLog(
  ctx: ActionContext, row: EventSubject & Pick<TransactionRecord, 'serviceProviderId'>,
  call: { method?: 'POST' | 'GET'; path: string; statusCode: number; request: Record<string, unknown>; response: Record<string, unknown> },
): Promise<void> {
  const id = newId();
  await ctx.tx.insert(transactionApiLogs).values({
    id, transactionId: row.id, transactionCreatedAt: monthKey(row), tenantId: row.tenantId, merchantId: row.merchantId, source: 'Provider', method: call.method ?? 'POST',
    url: `https://${row.serviceProviderId ?? 'provider'}.example/v2/${call.path}`, statusCode: call.statusCode,
    requestBody: { reference: row.externalId, amount: row.amount, currency: row.currency, ...call.request },
    responseBody: { id: row.id, ...call.response }, elapsedMs: elapsedMs(id), createdAt: ctx.now,
  });
}

/** Why a row was declined: a person's reason (source User) or the provider's code. */
export async function writeRejection(ctx: ActionContext, row: EventSubject, r: { code: string; source: 'User' | 'Provider'; message: string }): Promise<void> {
  await ctx.tx.insert(transactionRejections).values({
    id: newId(), transactionId: row.id, tenantId: row.tenantId, merchantId: row.merchantId, kind: 'Declined',
    reasonCode: r.code, source: r.source, message: r.message, createdAt: ctx.now,
  });
}

/**
 * An authorisation's hold (the memo pair authorisation_hold / _contra of a Reserved authorisation) released by a
 * capture or a void: as much of `amount` as is still held, one balanced journal on the authorisation.
 */
export async function releaseHold(ctx: ActionContext, authorisation: EventSubject, amount: number): Promise<void> {
  const [held] = await ctx.tx.select({ n: sql<number>`coalesce(sum(${accountingEntries.debit} - ${accountingEntries.credit}), 0)::int` })
    .from(accountingEntries).where(and(eq(accountingEntries.transactionId, authorisation.id),
      eq(accountingEntries.transactionCreatedAt, monthKey(authorisation)), eq(accountingEntries.account, 'authorisation_hold')));
  const release = Math.min(amount, held?.n ?? 0);
  if (release <= 0) return;
  const line = (n: number, account: string, debit: number, credit: number) => ({
    id: newId(), transactionId: authorisation.id, transactionCreatedAt: monthKey(authorisation), tenantId: authorisation.tenantId, merchantId: authorisation.merchantId,
    journal: 'authorisation_release', line: n, account, debit, credit, currency: authorisation.currency, createdAt: new Date(ctx.now.getTime() + 3000),
  });
  await ctx.tx.insert(accountingEntries).values([line(1, 'authorisation_hold_contra', release, 0), line(2, 'authorisation_hold', 0, release)]);
}
