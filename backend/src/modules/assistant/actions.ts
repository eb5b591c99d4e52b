import { and, eq } from 'drizzle-orm';
import { AI_MESSAGES, TRANSACTION_ACTION_PATHS } from '@portal/contracts';
import { aiActions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { conflict } from '../../http/resource-routes';
import { callAsUser, merchantApi, refusalOf } from './as-user';
import { logToolCall, toAction } from './conversation-store';
import { reachOf } from './scoping';
import type { ToolContext } from './tools';

type ActionRow = typeof aiActions.$inferSelect;
interface RefundArguments { transactionId: string; amount: number; reason: string | null; tenantId: string; mode: 'Test' | 'Live'; websiteId: string | null }

async function pendingAction(ctx: ToolContext, actionId: string): Promise<ActionRow> {
  const [row] = await ctx.db.select().from(aiActions).where(and(eq(aiActions.id, actionId), eq(aiActions.conversationId, ctx.conversationId)));
  if (!row) throw notFound('Action not found');
  if (row.status !== 'Pending') throw conflict(AI_MESSAGES.actionDecided.replace('{{status}}', row.status.toLowerCase()));
  return row;
}

/** Moves a pending action on once: a second approval (another tab, a double click) finds it decided (409). */
async function claim(ctx: ToolContext, id: string, status: 'Approved' | 'Refused' | 'Failed', result: string | null): Promise<ActionRow> {
  const [row] = await ctx.db.update(aiActions).set({ status, result, decidedAt: new Date() })
    .where(and(eq(aiActions.id, id), eq(aiActions.status, 'Pending'))).returning();
  if (!row) {
    const [now] = await ctx.db.select({ status: aiActions.status }).from(aiActions).where(eq(aiActions.id, id));
    throw conflict(AI_MESSAGES.actionDecided.replace('{{status}}', (now?.status ?? 'decided').toLowerCase()));
  }
  return row;
}

export async function refuseAction(ctx: ToolContext, actionId: string) {
  const action = await pendingAction(ctx, actionId);
  const row = await claim(ctx, action.id, 'Refused', 'Refused by the user: nothing was done');
  await logToolCall(ctx.db, ctx.conversationId, { name: `${row.kind}:refused`, arguments: JSON.stringify({ actionId }), outcome: row.result ?? '', refused: true });
  return toAction(row);
}

/**
 * Runs an approved action through the portal's own route as the caller (ADR 0105): the refund endpoint with its rules,
 * four-eyes threshold, quota and audit, the action's id as the request id (its idempotency key: a retry runs it once).
 * The scoping is read again: a tenant or tool switched off since the proposal refuses it.
 */
export async function approveAction(ctx: ToolContext, actionId: string) {
  const action = await pendingAction(ctx, actionId);
  const args = action.arguments as unknown as RefundArguments;
  const reach = (await reachOf(ctx.db, ctx.principal)).get(args.tenantId);
  const scopingRefusal = !reach ? AI_MESSAGES.tenantNotAllowed : !reach.tools.has('refund') ? AI_MESSAGES.toolOff.replace('{{tool}}', 'refund') : null;
  if (scopingRefusal) {
    const row = await claim(ctx, action.id, 'Failed', scopingRefusal);
    await logToolCall(ctx.db, ctx.conversationId, { name: `${row.kind}:approved`, arguments: JSON.stringify({ actionId }), outcome: scopingRefusal, refused: true });
    return toAction(row);
  }
  // Claimed first, so two approvals never both reach the service; the request id makes the service itself run it once too.
  await claim(ctx, action.id, 'Approved', null);
  const answer = await callAsUser(ctx.app, { ...ctx.user, mode: args.mode }, {
    method: 'POST', url: merchantApi(TRANSACTION_ACTION_PATHS.refund.replace(':transactionId', args.transactionId)),
    headers: {
      'x-request-id': action.id, systemmode: args.mode,
      ...(ctx.principal.user.userType === 'platform' ? { tenantid: args.tenantId } : {}),
      ...(args.websiteId ? { 'website-id': args.websiteId } : {}),
    },
    body: { amount: args.amount, ...(args.reason ? { reason: args.reason } : {}) },
  });
  const done = answer.status >= 200 && answer.status < 300;
  const result = done ? String((answer.body as { message?: string }).message ?? 'Done') : refusalOf(answer);
  const [row] = await ctx.db.update(aiActions).set({ status: done ? 'Approved' : 'Failed', result }).where(eq(aiActions.id, action.id)).returning();
  await logToolCall(ctx.db, ctx.conversationId, { name: `${row!.kind}:approved`, arguments: JSON.stringify({ actionId }), outcome: result, refused: !done });
  return toAction(row!);
}
