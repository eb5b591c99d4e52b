/**
 * One delivery attempt of a message (ADR 0100), by the worker or at once by a person (Resend, Send test event, the
 * drawer's Resend webhook): signed with every valid secret, recorded in the delivery log, then the message, its
 * endpoint and its transaction event are updated from the outcome.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { WEBHOOK_ENDPOINT_LIMITS as LIMITS, type WebhookAttemptResult } from '@portal/contracts';
import type { Db } from '../../db/client';
import { transactionEvents, users, webhookAttempts, webhookEndpointSecrets, webhookEndpoints, webhookMessages } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { SecretVault } from '../encryption-keys/vault';
import { notifyUsers } from '../notifications/notify';
import type { Resolver } from './address-filter';
import type { WebhookPoster } from './http-post';
import { nextAttemptAt } from './retry-schedule';
import { signedHeaders } from './signing';

export interface DeliveryDeps {
  db: Db;
  vault: SecretVault;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  allowPrivate: boolean;
  resolve: Resolver;
  post: WebhookPoster;
  now: () => Date;
  random: () => number;
  /** How long a worker's claim holds (WEBHOOK_LEASE_MS; 60 s unless a test shortens it). */
  leaseMs?: number;
}

export type ClaimedMessage = { message: typeof webhookMessages.$inferSelect; endpoint: typeof webhookEndpoints.$inferSelect };

/** Messages with their endpoints, read in one query (the worker reads its whole claim at once). */
export async function messagesWithEndpoints(db: Db, ids: string[]): Promise<ClaimedMessage[]> {
  if (!ids.length) return [];
  return db.select({ message: webhookMessages, endpoint: webhookEndpoints }).from(webhookMessages)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId)).where(inArray(webhookMessages.id, ids));
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const USER_AGENT = 'PaymentsPortal-Webhooks/1.0';

/** Opened secrets per endpoint for a second: a burst to one endpoint opens them once (a roll forgets them at once here). */
const SECRETS_TTL_MS = 1000;
const openedSecrets = new Map<string, { until: number; secrets: string[] }>();
export const forgetSecrets = (endpointId: string): void => { openedSecrets.delete(endpointId); };

/** The secrets a delivery signs with: the current one and a rolled one still in its 24 h. */
export async function validSecrets(deps: Pick<DeliveryDeps, 'db' | 'vault'>, endpointId: string, at: Date): Promise<string[]> {
  const cached = openedSecrets.get(endpointId);
  if (cached && cached.until > at.getTime() && cached.until - SECRETS_TTL_MS <= at.getTime()) return cached.secrets;
  const rows = await deps.db.select({ secret: webhookEndpointSecrets.secret }).from(webhookEndpointSecrets)
    .where(and(eq(webhookEndpointSecrets.endpointId, endpointId), or(isNull(webhookEndpointSecrets.expiresAt), gt(webhookEndpointSecrets.expiresAt, at))))
    .orderBy(sql`${webhookEndpointSecrets.expiresAt} is not null`, webhookEndpointSecrets.createdAt);
  const secrets = await Promise.all(rows.map((r) => deps.vault.open(r.secret)));
  openedSecrets.set(endpointId, { until: at.getTime() + SECRETS_TTL_MS, secrets });
  if (openedSecrets.size > 1000) openedSecrets.delete(openedSecrets.keys().next().value!);
  return secrets;
}

/** Delivers `messageId` once. `manual`: a person's resend, which does not move the message's retry schedule on failure. */
export async function attemptDelivery(deps: DeliveryDeps, messageId: string, options: { manual?: boolean } = {}): Promise<WebhookAttemptResult> {
  const [row] = await messagesWithEndpoints(deps.db, [messageId]);
  if (!row) throw new Error(`webhook message ${messageId} not found`);
  return attemptClaimed(deps, row, options);
}

/** Delivers a message already read with its endpoint (the worker's claim). */
export async function attemptClaimed(deps: DeliveryDeps, row: ClaimedMessage, options: { manual?: boolean } = {}): Promise<WebhookAttemptResult> {
  const { db } = deps;
  const { message, endpoint } = row;
  const at = deps.now();
  const body = JSON.stringify(message.payload);
  const secrets = await validSecrets(deps, endpoint.id, at);
  const custom = Object.fromEntries(endpoint.headers.map((h) => [h.name, h.value]));
  const result = await deps.post({
    url: endpoint.url, body, allowPrivate: deps.allowPrivate, resolve: deps.resolve, timeoutMs: LIMITS.timeoutMs,
    headers: { ...custom, 'user-agent': USER_AGENT, ...signedHeaders(secrets, message.id, at, body) },
  });
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gone = result.statusCode === 410;
  const attempts = message.attempts + 1;

  let status = message.status;
  let next = message.nextAttemptAt;
  if (delivered) status = 'Delivered';
  else if (gone) status = 'Failed';
  else if (!options.manual) {
    const retry = nextAttemptAt(attempts, at, { retryAfter: result.retryAfter, random: deps.random });
    if (retry) next = retry;
    else status = 'Failed';
  }
  // The log row and the message's new state in one round trip (the worker's throughput is round trips; ADR 0100).
  const logged = db.$with('logged').as(db.insert(webhookAttempts).values({
    id: newId(), messageId: message.id, endpointId: endpoint.id, tenantId: message.tenantId, merchantId: message.merchantId,
    eventType: message.eventType, transactionId: message.transactionId, outcome: delivered ? 'Delivered' : 'Failed', statusCode: result.statusCode,
    durationMs: result.durationMs, responseBody: result.responseBody, error: result.error, attemptedAt: at,
  }).returning({ id: webhookAttempts.id }));
  await db.with(logged).update(webhookMessages).set({
    status, attempts, nextAttemptAt: next, lockedUntil: null, lastStatusCode: result.statusCode, ...(delivered ? { deliveredAt: at } : {}),
  }).where(and(eq(webhookMessages.id, message.id), sql`exists (select 1 from ${logged})`));

  await updateEndpoint(deps, endpoint, { delivered, gone, at });
  if (message.eventId) await updateEventSummary(db, { id: message.eventId, transactionCreatedAt: message.transactionCreatedAt }, result.statusCode, at);
  return { messageId: message.id, delivered, statusCode: result.statusCode, durationMs: result.durationMs, responseBody: result.responseBody, error: result.error };
}

/** A success clears the failing streak; 410 Gone, or a streak of 5 days, disables the endpoint and tells its owner. */
async function updateEndpoint(deps: DeliveryDeps, endpoint: typeof webhookEndpoints.$inferSelect, o: { delivered: boolean; gone: boolean; at: Date }): Promise<void> {
  const { db } = deps;
  const e = webhookEndpoints;
  if (o.delivered) {
    // Written when it changes something a person reads (a streak ended, or the last delivery time 5 s old): concurrent
    // deliveries to one endpoint do not queue on its row. The row as read with the message already says so most of
    // the time, and then no statement is sent at all.
    if (!endpoint.failingSince && endpoint.lastDeliveryAt && endpoint.lastDeliveryAt.getTime() >= o.at.getTime() - 5000) return;
    await db.update(e).set({ lastDeliveryAt: o.at, failingSince: null }).where(and(eq(e.id, endpoint.id),
      or(isNotNull(e.failingSince), isNull(e.lastDeliveryAt), lt(e.lastDeliveryAt, new Date(o.at.getTime() - 5000)))));
    return;
  }
  const failingSince = endpoint.failingSince ?? o.at;
  const failing = o.at.getTime() - failingSince.getTime() >= LIMITS.failingDisableDays * DAY_MS;
  const reason = o.gone ? 'Gone' : failing ? 'Failing' : null;
  if (!endpoint.failingSince) await db.update(e).set({ failingSince: o.at }).where(and(eq(e.id, endpoint.id), isNull(e.failingSince)));
  if (!reason) return;
  // Only the attempt that disables it tells the owner (two failing at once do not tell twice).
  const disabled = await db.update(e).set({ enabled: false, disabledReason: reason, updatedAt: o.at })
    .where(and(eq(e.id, endpoint.id), eq(e.enabled, true))).returning({ id: e.id });
  if (disabled.length) {
    await notifyUsers(db, await ownersOf(db, endpoint), {
      text: { key: reason === 'Gone' ? 'webhooks.endpointDisabledGone' : 'webhooks.endpointDisabledFailing', params: { url: endpoint.url } },
      notificationType: 'WebhookEndpointDisabled',
      objectUrl: endpoint.merchantId ? '/merchant/payment-settings/webhook-endpoints' : '/crm/settings/webhook-endpoints',
    });
  }
}

/** Who is told about an endpoint: a merchant's active users (a merchant endpoint), or the tenant endpoint's creator. */
async function ownersOf(db: Db, endpoint: typeof webhookEndpoints.$inferSelect): Promise<string[]> {
  if (endpoint.merchantId) {
    const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.merchantId, endpoint.merchantId), eq(users.isActive, true)));
    return rows.map((r) => r.id);
  }
  return endpoint.createdBy ? [endpoint.createdBy] : [];
}

/**
 * The transaction event's delivery summary (what the drawer, the WEBHOOK_STATUS widget and the webhook reports read):
 * Delivered when every endpoint got it, Failed when one gave up, Pending while attempts remain.
 */
export async function updateEventSummary(
  db: Db, event: { id: string; transactionCreatedAt: Date | null }, responseCode: number | null, at: Date,
): Promise<void> {
  const eventId = event.id;
  await db.update(transactionEvents).set({
    webhookStatus: sql`(SELECT CASE WHEN bool_and(m.status = 'Delivered') THEN 'Delivered' WHEN bool_or(m.status = 'Failed') THEN 'Failed' ELSE 'Pending' END
      FROM ${webhookMessages} m WHERE m.event_id = ${eventId})`,
    webhookAttempts: sql`(SELECT coalesce(sum(m.attempts), 0)::int FROM ${webhookMessages} m WHERE m.event_id = ${eventId})`,
    webhookResponseCode: responseCode, webhookLastAttemptAt: at,
    // The event's month when the message knows it (every message queued since migration 0071); by id alone otherwise.
  }).where(event.transactionCreatedAt
    ? and(eq(transactionEvents.id, eventId), eq(transactionEvents.transactionCreatedAt, event.transactionCreatedAt))
    : eq(transactionEvents.id, eventId));
}
