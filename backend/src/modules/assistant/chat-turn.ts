import { eq } from 'drizzle-orm';
import { AI_LIMITS, AI_MESSAGES, type AiStreamEvent } from '@portal/contracts';
import { aiActions } from '../../db/schema';
import type { AppConfig } from '../../config';
import { appendMessage, historyOf, logToolCall, toAction } from './conversation-store';
import { ModelError, streamChat, type ChatMessage, type ModelConfig, type ModelToolCall } from './model-client';
import { maskPans, PanStreamMasker } from './pan-mask';
import { offeredTools, searchDocumentation, ASSISTANT_TOOLS, type ToolContext } from './tools';

const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

/** What the model is told before the conversation: who it works for, the date, and the rules the server enforces anyway. */
function systemPrompt(ctx: ToolContext, now: Date): string {
  const who = ctx.principal.user;
  const tenants = [...ctx.reach.values()].map((t) => `${t.tenantName} (${t.tenantId})`).join(', ') || 'none';
  return [
    'You are the assistant of a payments back-office portal.',
    `You work for ${who.firstName} ${who.lastName} (${who.userType} user). Today is ${now.toISOString().slice(0, 10)} (UTC); they work in ${ctx.user.mode} mode.`,
    'Your tools call the portal\'s API as this user: they see only what the user may see. A refused tool call is final: say so, do not work around it.',
    `Tenants you may use: ${tenants}.`,
    'Changes (a refund) are only proposed: the user approves or refuses the action card. Never claim a change was made.',
    'Never write a full card number. Answer briefly, in the user\'s language.',
  ].join('\n');
}

/** One tool call: checked against the offered tools, run as the user, logged on the conversation (arguments, outcome, refused). */
async function runToolCall(ctx: ToolContext, call: ModelToolCall, offered: Set<string>): Promise<{ content: string; events: AiStreamEvent[] }> {
  const tool = ASSISTANT_TOOLS.find((t) => t.name === call.function.name);
  let outcome: { refused: boolean; result: unknown; actionId?: string };
  if (!tool || !offered.has(tool.name)) {
    outcome = { refused: true, result: { refused: fill(AI_MESSAGES.toolOff, { tool: call.function.name }) } };
  } else {
    let args: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(call.function.arguments || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) args = parsed as Record<string, unknown>;
    } catch { /* no arguments the tool can read: it says what it misses */ }
    outcome = await tool.run(ctx, args);
  }
  const content = maskPans(JSON.stringify(outcome.result));
  const logged = await logToolCall(ctx.db, ctx.conversationId, { name: call.function.name, arguments: maskPans(call.function.arguments || '{}'), outcome: content, refused: outcome.refused });
  const events: AiStreamEvent[] = [{ type: 'tool', toolCall: logged }];
  if (outcome.actionId) {
    const [action] = await ctx.db.select().from(aiActions).where(eq(aiActions.id, outcome.actionId));
    if (action) events.push({ type: 'action', action: toAction(action) });
  }
  return { content, events };
}

/** Without an AI service: the documentation pages' search, answered plainly. */
async function* documentationOnly(ctx: ToolContext, text: string): AsyncGenerator<AiStreamEvent> {
  yield { type: 'notice', text: AI_MESSAGES.notConfigured };
  const outcome = await searchDocumentation(ctx, text);
  const logged = await logToolCall(ctx.db, ctx.conversationId, { name: 'documentation_search', arguments: JSON.stringify({ query: text.slice(0, 100) }), outcome: JSON.stringify(outcome.result), refused: outcome.refused });
  yield { type: 'tool', toolCall: logged };
  const pages = (outcome.result as { pages?: Array<{ title: string; section: string }> }).pages;
  const answer = outcome.refused ? `The documentation search was refused: ${(outcome.result as { refused: string }).refused}`
    : !pages?.length ? `No documentation page matches “${text.slice(0, 100)}”.`
      : ['Documentation pages that match:', ...pages.map((p) => `- ${p.title} (${p.section})`)].join('\n');
  yield { type: 'delta', text: answer };
  yield { type: 'done', messageId: await appendMessage(ctx.db, ctx.conversationId, { role: 'assistant', content: answer }) };
}

/**
 * One turn of the conversation after the user's message was stored: the model streams its answer (masked on the
 * way), any tool calls run as the user and their results go back to it, until it answers without tools (at most
 * AI_LIMITS.toolRoundsMax rounds). Every event is for the browser's stream.
 */
export async function* chatTurn(ctx: ToolContext, config: AppConfig['ai'], userText: string, now: Date, signal?: AbortSignal): AsyncGenerator<AiStreamEvent> {
  if (!config) {
    yield* documentationOnly(ctx, userText);
    return;
  }
  const model: ModelConfig = config;
  const tools = offeredTools(ctx.reach);
  const offered = new Set(tools.map((t) => t.name));
  const modelTools = tools.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } }));
  for (let round = 0; round < AI_LIMITS.toolRoundsMax; round++) {
    const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt(ctx, now) }, ...await historyOf(ctx.db, ctx.conversationId)];
    const masker = new PanStreamMasker();
    let answer = '';
    let calls: ModelToolCall[] = [];
    try {
      for await (const event of streamChat(model, messages, modelTools, signal)) {
        if (event.type === 'toolCalls') { calls = event.calls; continue; }
        const safe = masker.push(event.text);
        answer += safe;
        if (safe) yield { type: 'delta', text: safe };
      }
    } catch (error) {
      const reason = error instanceof ModelError ? error.message : 'no answer';
      yield { type: 'error', text: fill(AI_MESSAGES.modelFailed, { reason }) };
      return;
    }
    const rest = masker.end();
    answer += rest;
    if (rest) yield { type: 'delta', text: rest };
    if (!calls.length) {
      yield { type: 'done', messageId: await appendMessage(ctx.db, ctx.conversationId, { role: 'assistant', content: answer }) };
      return;
    }
    await appendMessage(ctx.db, ctx.conversationId, { role: 'assistant', content: answer, toolCalls: calls.map((c) => ({ ...c, function: { ...c.function, arguments: maskPans(c.function.arguments) } })) });
    for (const call of calls) {
      const { content, events } = await runToolCall(ctx, call, offered);
      yield* events;
      await appendMessage(ctx.db, ctx.conversationId, { role: 'tool', content, toolCallId: call.id });
    }
  }
  yield { type: 'error', text: fill(AI_MESSAGES.tooManyRounds, { max: AI_LIMITS.toolRoundsMax }) };
}
