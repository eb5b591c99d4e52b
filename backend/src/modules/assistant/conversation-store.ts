import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { AI_LIMITS, type AiStreamEvent } from '@portal/contracts';
import type { Db } from '../../db/client';
import { aiActions, aiConversations, aiMessages, aiToolCalls } from '../../db/schema';
import { notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { ChatMessage, ModelToolCall } from './model-client';

type ConversationRow = typeof aiConversations.$inferSelect;
type ToolCallRow = typeof aiToolCalls.$inferSelect;
type ActionRow = typeof aiActions.$inferSelect;

export const toConversation = (r: ConversationRow) => ({ id: r.id, title: r.title, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
export const toToolCall = (r: ToolCallRow) => ({ id: r.id, name: r.name, arguments: r.arguments, outcome: r.outcome, refused: r.refused, createdAt: r.createdAt.toISOString() });
export const toAction = (r: ActionRow): Extract<AiStreamEvent, { type: 'action' }>['action'] => ({
  id: r.id, kind: r.kind as 'refund', summary: r.summary, status: r.status as 'Pending', result: r.result,
  createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** The caller's own conversation; anyone else's is as unknown as a wrong id (404). */
export async function ownConversation(db: Db, userId: string, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(aiConversations).where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)));
  if (!row) throw notFound('Conversation not found');
  return row;
}

export async function listConversations(db: Db, userId: string) {
  const rows = await db.select().from(aiConversations).where(eq(aiConversations.userId, userId))
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id)).limit(AI_LIMITS.conversationsShown);
  return rows.map(toConversation);
}

export async function createConversation(db: Db, userId: string, title: string | undefined) {
  const [row] = await db.insert(aiConversations).values({ id: newId(), userId, title: title?.trim() || 'New conversation' }).returning();
  return toConversation(row!);
}

export async function conversationDetail(db: Db, conversation: ConversationRow) {
  const id = conversation.id;
  const [messages, toolCalls, actions] = await Promise.all([
    db.select().from(aiMessages).where(and(eq(aiMessages.conversationId, id), sql`${aiMessages.role} <> 'tool'`, sql`${aiMessages.content} <> ''`)).orderBy(asc(aiMessages.seq)),
    db.select().from(aiToolCalls).where(eq(aiToolCalls.conversationId, id)).orderBy(asc(aiToolCalls.createdAt), asc(aiToolCalls.id)),
    db.select().from(aiActions).where(eq(aiActions.conversationId, id)).orderBy(asc(aiActions.createdAt), asc(aiActions.id)),
  ]);
  return {
    conversation: toConversation(conversation),
    messages: messages.map((m) => ({ id: m.id, role: m.role as 'user' | 'assistant', content: m.content, createdAt: m.createdAt.toISOString() })),
    toolCalls: toolCalls.map(toToolCall),
    actions: actions.map(toAction),
  };
}

/** The conversation as the model reads it (tool requests and results included). */
export async function historyOf(db: Db, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId)).orderBy(asc(aiMessages.seq));
  return rows.map((r): ChatMessage => r.role === 'tool' ? { role: 'tool', tool_call_id: r.toolCallId ?? '', content: r.content }
    : r.role === 'assistant' ? { role: 'assistant', content: r.content || null, ...(r.toolCalls?.length ? { tool_calls: r.toolCalls } : {}) }
      : { role: 'user', content: r.content });
}

/** Appends one message at the end of the conversation and marks it changed. */
export async function appendMessage(db: Db, conversationId: string, message: { role: 'user' | 'assistant' | 'tool'; content: string; toolCalls?: ModelToolCall[]; toolCallId?: string }): Promise<string> {
  const id = newId();
  const [last] = await db.select({ seq: sql<number>`coalesce(max(${aiMessages.seq}), 0)` }).from(aiMessages).where(eq(aiMessages.conversationId, conversationId));
  await db.insert(aiMessages).values({
    id, conversationId, seq: Number(last?.seq ?? 0) + 1, role: message.role, content: message.content,
    toolCalls: message.toolCalls ?? null, toolCallId: message.toolCallId ?? null,
  });
  await db.update(aiConversations).set({ updatedAt: new Date() }).where(eq(aiConversations.id, conversationId));
  return id;
}

export async function logToolCall(db: Db, conversationId: string, call: { name: string; arguments: string; outcome: string; refused: boolean }) {
  const [row] = await db.insert(aiToolCalls).values({ id: newId(), conversationId, ...call }).returning();
  return toToolCall(row!);
}

/** A conversation still called "New conversation" takes its first message's start as its title. */
export async function titleFromFirstMessage(db: Db, conversation: ConversationRow, text: string): Promise<void> {
  if (conversation.title !== 'New conversation') return;
  const title = text.replace(/\s+/g, ' ').trim().slice(0, 60);
  await db.update(aiConversations).set({ title }).where(eq(aiConversations.id, conversation.id));
}
