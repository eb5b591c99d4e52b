import { and, eq } from 'drizzle-orm';
import { transactionEvents, transactions, webhookMessages } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { scopeWhere } from '../../../http/scope';
import { ACTION_MESSAGES } from '@portal/contracts';
import type { Db } from '../../../db/client';
import { attemptDelivery, type DeliveryDeps } from '../../webhooks/deliver';
import { checkHeaders } from './lock';
import { refuse } from './refusal';
import type { ActionContext } from './types';

/**
 * Delivers an event's webhook again (the drawer's and the resend-webhooks report's "Resend webhook"; ADR 0046,
 * ADR 0100): one more attempt of each of its messages, through the same path as the delivery log's Resend. An event
 * no endpoint was subscribed to (NotConfigured) cannot be resent (409).
 */
export async function resendWebhook(ctx: ActionContext, eventId: string, delivery: DeliveryDeps) {
  const [event] = await ctx.tx.select().from(transactionEvents)
    .where(and(eq(transactionEvents.id, eventId), scopeWhere(ctx.scope, transactionEvents))).for('update');
  if (!event) throw notFound('Event not found');
  const [tx] = await ctx.tx.select({ mode: transactions.mode, websiteId: transactions.websiteId }).from(transactions).where(eq(transactions.id, event.transactionId));
  checkHeaders(tx!, ctx.headers);
  const messages = await ctx.tx.select({ id: webhookMessages.id }).from(webhookMessages).where(eq(webhookMessages.eventId, eventId));
  if (event.webhookStatus === 'NotConfigured' || !messages.length) refuse('webhookNotConfigured');
  const inTx: DeliveryDeps = { ...delivery, db: ctx.tx as unknown as Db, now: () => ctx.now };
  for (const message of messages) await attemptDelivery(inTx, message.id, { manual: true });
  const [after] = await ctx.tx.select().from(transactionEvents).where(eq(transactionEvents.id, eventId));
  return {
    eventId, webhookStatus: after!.webhookStatus, webhookAttempts: after!.webhookAttempts, webhookResponseCode: after!.webhookResponseCode,
    message: after!.webhookStatus === 'Delivered' ? ACTION_MESSAGES.webhookDelivered : ACTION_MESSAGES.webhookFailed,
  };
}
