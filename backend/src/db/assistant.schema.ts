import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A tenant's AI scoping (ADR 0105): whether the assistant may touch its data at all, which tools, and whether card
 * BIN / last four may be mentioned. One row per tenant; a tenant without one is out of the assistant's reach.
 */
export const aiScopings = pgTable('ai_scopings', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
  assistantAllowed: boolean('assistant_allowed').notNull().default(false),
  enabledTools: text('enabled_tools').array().notNull().default([]),
  cardDataAllowed: boolean('card_data_allowed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('ai_scopings_tenant_idx').on(t.tenantId)]);

/** A user's conversation with the assistant: only its owner reads it. */
export const aiConversations = pgTable('ai_conversations', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('ai_conversations_user_idx').on(t.userId, t.updatedAt)]);

/**
 * The conversation as the model sees it, in order: the user's messages and the assistant's answers (shown), the
 * assistant's tool requests and the tools' masked results (kept for the next round, not shown as messages).
 */
export const aiMessages = pgTable('ai_messages', {
  id: uuid('id').primaryKey(),
  conversationId: uuid('conversation_id').notNull().references(() => aiConversations.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  role: text('role').$type<'user' | 'assistant' | 'tool'>().notNull(),
  content: text('content').notNull(),
  /** An assistant turn's tool calls as the protocol has them ({ id, type, function: { name, arguments } }). */
  toolCalls: jsonb('tool_calls').$type<Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>>(),
  /** A tool result's call id. */
  toolCallId: text('tool_call_id'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ai_messages_conversation_seq_idx').on(t.conversationId, t.seq)]);

/** Every tool call of a conversation: name, arguments, outcome (masked), refused or not. */
export const aiToolCalls = pgTable('ai_tool_calls', {
  id: uuid('id').primaryKey(),
  conversationId: uuid('conversation_id').notNull().references(() => aiConversations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  arguments: text('arguments').notNull(),
  outcome: text('outcome').notNull(),
  refused: boolean('refused').notNull(),
  createdAt: createdAt(),
}, (t) => [index('ai_tool_calls_conversation_idx').on(t.conversationId, t.createdAt)]);

/** A write the model proposed: pending until its user approves (it runs once) or refuses it. */
export const aiActions = pgTable('ai_actions', {
  id: uuid('id').primaryKey(),
  conversationId: uuid('conversation_id').notNull().references(() => aiConversations.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull(),
  summary: text('summary').notNull(),
  status: text('status').notNull().default('Pending'),
  result: text('result'),
  createdAt: createdAt(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [index('ai_actions_conversation_idx').on(t.conversationId, t.createdAt)]);
