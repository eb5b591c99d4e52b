import { and, eq } from 'drizzle-orm';
import { AI_MESSAGES, SUPPORT_PATHS, TRANSACTION_ACTION_PATHS, type AiTool } from '@portal/contracts';
import { aiActions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { conflict } from '../../http/resource-routes';
import { callAsUser, coreApi, merchantApi, refusalOf, type UserCallAnswer } from './as-user';
import { logToolCall, toAction } from './conversation-store';
import { reachOf } from './scoping';
import { replyHtml, type ToolContext } from './tools';

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

interface TicketReplyArguments { ticketId: string; ticketNumber: number; tenantId: string; text: string }

/** What the service answered, as the card's result: its message when done, else its refusal. */
const outcomeOf = (answer: UserCallAnswer, done: string) =>
  (answer.status >= 200 && answer.status < 300
    ? { done: true, result: String((answer.body as { message?: string } | undefined)?.message ?? done) }
    : { done: false, result: refusalOf(answer) });

/** The refund route as the caller, the action's id as the request id (its idempotency key: a retry runs it once). */
async function runRefund(ctx: ToolContext, action: ActionRow) {
  const args = action.arguments as unknown as RefundArguments;
  const answer = await callAsUser(ctx.app, { ...ctx.user, mode: args.mode }, {
    method: 'POST', url: merchantApi(TRANSACTION_ACTION_PATHS.refund.replace(':transactionId', args.transactionId)),
    headers: {
      'x-request-id': action.id, systemmode: args.mode,
      ...(ctx.principal.user.userType === 'platform' ? { tenantid: args.tenantId } : {}),
      ...(args.websiteId ? { 'website-id': args.websiteId } : {}),
    },
    body: { amount: args.amount, ...(args.reason ? { reason: args.reason } : {}) },
  });
  return outcomeOf(answer, 'Done');
}

/** The ticket's own comment route as the caller (platform staff on a tenant's ticket): its checks, feed and notifications. */
async function runTicketReply(ctx: ToolContext, action: ActionRow) {
  const args = action.arguments as unknown as TicketReplyArguments;
  const answer = await callAsUser(ctx.app, ctx.user, {
    method: 'POST', url: coreApi(SUPPORT_PATHS.platformComment(args.tenantId, args.ticketId)), headers: { 'x-request-id': action.id },
    body: { content: replyHtml(args.text), isInternal: false },
  });
  return outcomeOf(answer, `Replied on ticket #${args.ticketNumber}`);
}

const RUNNERS: Record<string, (ctx: ToolContext, action: ActionRow) => Promise<{ done: boolean; result: string }>> = {
  refund: runRefund, ticketReply: runTicketReply,
};

/**
 * Runs an approved action through the portal's own route as the caller (ADR 0105): the refund endpoint with its rules,
 * four-eyes threshold, quota and audit, or the ticket's comment route with its own. The scoping is read again: a tenant
 * or tool switched off since the proposal refuses it.
 */
export async function approveAction(ctx: ToolContext, actionId: string) {
  const action = await pendingAction(ctx, actionId);
  const { tenantId } = action.arguments as unknown as { tenantId: string };
  const reach = (await reachOf(ctx.db, ctx.principal)).get(tenantId);
  const tool = action.kind as AiTool;
  const runner = RUNNERS[action.kind];
  const scopingRefusal = !reach ? AI_MESSAGES.tenantNotAllowed : !reach.tools.has(tool) || !runner ? AI_MESSAGES.toolOff.replace('{{tool}}', tool) : null;
  if (scopingRefusal || !runner) {
    const row = await claim(ctx, action.id, 'Failed', scopingRefusal);
    await logToolCall(ctx.db, ctx.conversationId, { name: `${row.kind}:approved`, arguments: JSON.stringify({ actionId }), outcome: scopingRefusal ?? '', refused: true });
    return toAction(row);
  }
  // Claimed first, so two approvals never both reach the service; the request id makes the service itself run it once too.
  await claim(ctx, action.id, 'Approved', null);
  const { done, result } = await runner(ctx, action);
  const [row] = await ctx.db.update(aiActions).set({ status: done ? 'Approved' : 'Failed', result }).where(eq(aiActions.id, action.id)).returning();
  await logToolCall(ctx.db, ctx.conversationId, { name: `${row!.kind}:approved`, arguments: JSON.stringify({ actionId }), outcome: result, refused: !done });
  return toAction(row!);
}
