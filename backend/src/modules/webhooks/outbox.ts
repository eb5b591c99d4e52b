/**
 * The outbox (ADR 0100): a business write that produces an event calls `queueWebhookEvent` with its own transaction's
 * handle, so the messages commit or roll back with it; once committed, the worker of this process is woken.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { webhookEndpoints, webhookMessages } from '../../db/schema';
import { afterCommit } from '../../db/transaction-scope';

type Writer = Pick<Db, 'select' | 'insert'>;

/** The `webhook-id` of a message: what a receiver dedupes by. */
export const newMessageId = (): string => `msg_${randomUUID().replace(/-/g, '')}`;

/** Workers of this process, woken after a commit that queued messages. */
const wakers = new Set<() => void>();
export function onWebhookQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}
export const wakeWebhookWorkers = (): void => { for (const wake of wakers) wake(); };

export interface WebhookEvent {
  tenantId: string;
  merchantId: string | null;
  type: WebhookEventType;
  data: Record<string, unknown>;
  at: Date;
  eventId?: string;
  transactionId?: string;
  /** The transaction's created_at: the month the event's row lives in (ADR 0117). */
  transactionCreatedAt?: Date;
}

/** The body a receiver gets (Standard Webhooks: type, timestamp, data). */
export const webhookBody = (type: string, at: Date, data: Record<string, unknown>) => ({ type, timestamp: at.toISOString(), data });

/**
 * One message per enabled endpoint subscribed to the event: the merchant's own and its tenant's (tenant endpoints
 * receive every merchant's events). Answers how many were queued (0: nobody listens: NotConfigured).
 */
export async function queueWebhookEvent(db: Writer, event: WebhookEvent): Promise<number> {
  const owners = event.merchantId
    ? or(isNull(webhookEndpoints.merchantId), eq(webhookEndpoints.merchantId, event.merchantId))
    : isNull(webhookEndpoints.merchantId);
  const endpoints = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(and(
    eq(webhookEndpoints.tenantId, event.tenantId), owners, eq(webhookEndpoints.enabled, true),
    sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`,
  ));
  if (!endpoints.length) return 0;
  await db.insert(webhookMessages).values(endpoints.map((endpoint) => ({
    id: newMessageId(), endpointId: endpoint.id, tenantId: event.tenantId, merchantId: event.merchantId, eventId: event.eventId ?? null,
    transactionId: event.transactionId ?? null, transactionCreatedAt: event.transactionCreatedAt ?? null, eventType: event.type, payload: webhookBody(event.type, event.at, event.data),
    status: 'Pending', nextAttemptAt: event.at, createdAt: event.at,
  })));
  afterCommit(wakeWebhookWorkers);
  return endpoints.length;
}
