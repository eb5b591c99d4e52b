import { and, eq } from 'drizzle-orm';
import { transactionEvents, transactions } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { scopeWhere } from '../../../http/scope';
import { ACTION_MESSAGES } from '@portal/contracts';
import { checkHeaders } from './lock';
import { refuse } from './refusal';
import { deliverWebhook } from './simulated';
import type { ActionContext } from './types';

/**
 * Delivers an event's webhook to the merchant's endpoint again (ADR 0046): one more attempt, its time, outcome and
 * response code. The endpoint is simulated (no merchant endpoint is reachable from here): an event recorded as
 * NotConfigured (the merchant has no endpoint) cannot be resent (409); otherwise the attempt's outcome is
 * `deliverWebhook`'s deterministic answer.
 */
export async function resendWebhook(ctx: ActionContext, eventId: string) {
  const [event] = await ctx.tx.select().from(transactionEvents)
    .where(and(eq(transactionEvents.id, eventId), scopeWhere(ctx.scope, transactionEvents))).for('update');
  if (!event) throw notFound('Event not found');
  const [tx] = await ctx.tx.select({ mode: transactions.mode, websiteId: transactions.websiteId }).from(transactions).where(eq(transactions.id, event.transactionId));
  checkHeaders(tx!, ctx.headers);
  if (event.webhookStatus === 'NotConfigured') refuse('webhookNotConfigured');
  const attempt = event.webhookAttempts + 1;
  const delivery = deliverWebhook(eventId, attempt);
  await ctx.tx.update(transactionEvents).set({
    webhookStatus: delivery.status, webhookAttempts: attempt, webhookResponseCode: delivery.responseCode, webhookLastAttemptAt: ctx.now,
  }).where(eq(transactionEvents.id, eventId));
  return {
    eventId, webhookStatus: delivery.status, webhookAttempts: attempt, webhookResponseCode: delivery.responseCode,
    message: delivery.status === 'Delivered' ? ACTION_MESSAGES.webhookDelivered : ACTION_MESSAGES.webhookFailed,
  };
}
