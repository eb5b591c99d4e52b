/**
 * The AI assistant (spec part 2's platform/ai-agent, breadcrumb AI Chat; settings crm/settings/ai-scoping; ADR 0105):
 * a chat that talks to any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL) whose tools
 * are the portal's own API called as the signed-in user, limited further by each tenant's AI scoping. A write the
 * model proposes becomes a pending action the user approves or refuses; approved, it runs through the normal service.
 */
import { emptyBody } from '../endpoint/common-schemas';
import { defineEndpoint } from '../endpoint/define-endpoint';
import { PERMISSIONS } from '../permissions';
import { defineResource } from '../resource/define-resource';
import { flag } from '../resource/filters';

const tag = 'AI assistant';

/** The tools the assistant may be given; `refund` and `ticketReply` are writes (they only propose an action card). */
export const AI_TOOLS = ['transactionLookup', 'reportFigures', 'ticketSearch', 'merchantDetails', 'documentationSearch', 'refund', 'ticketReply'] as const;
export type AiTool = (typeof AI_TOOLS)[number];
export const AI_WRITE_TOOLS: readonly AiTool[] = ['refund', 'ticketReply'];

export const AI_LIMITS = { messageMax: 4000, titleMax: 120, toolRoundsMax: 5, conversationsShown: 50 } as const;

/** Who chats: the spec's platform users with Platform.AIAgent.View. Who sets the scoping: Settings.AiScoping (route catalogue). */
export const AI_PERMISSIONS = { chat: PERMISSIONS.platformAiAgentView, scoping: 'Settings.AiScoping' } as const;

/** The server's own sentences (the page shows them as they come; the tool log keeps them). */
export const AI_MESSAGES = {
  notConfigured: 'The AI assistant is not configured on this server (AI_BASE_URL, AI_API_KEY and AI_MODEL are not set): it can only search the documentation.',
  toolOff: 'The AI scoping settings do not allow the tool {{tool}}',
  tenantNotAllowed: 'The AI scoping settings do not allow the assistant to use the data of this tenant',
  actionDecided: 'This action was already {{status}}',
  modelFailed: 'The AI service did not answer ({{reason}}): try again later',
  tooManyRounds: 'The assistant stopped after {{max}} tool rounds without an answer',
  scopingTaken: 'This tenant has its AI scoping already: edit it instead',
  ticketNotFound: 'No ticket #{{number}} the user may see',
  ticketRepliesPlatformOnly: 'Ticket replies are proposed for platform staff only',
} as const;

// ---- AI scoping (one row per tenant) -------------------------------------------------------------------------------

export const aiScopingBodySchema = {
  type: 'object', additionalProperties: false, required: ['assistantAllowed', 'enabledTools', 'cardDataAllowed'],
  properties: {
    /** The assistant may read and act on this tenant's data (tenants without a row: it may not). */
    assistantAllowed: { type: 'boolean' },
    enabledTools: { type: 'array', uniqueItems: true, maxItems: AI_TOOLS.length, items: { type: 'string', enum: AI_TOOLS } },
    /** Card BIN and last four digits may be mentioned; a full card number never is. */
    cardDataAllowed: { type: 'boolean' },
  },
} as const;

export const aiScopingRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'assistantAllowed', 'enabledTools', 'cardDataAllowed', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' },
    ...aiScopingBodySchema.properties,
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const AI_SCOPING = defineResource({
  key: 'ai-scoping', path: 'settings/ai-scoping', title: 'AI scoping', tag,
  row: aiScopingRowSchema, body: aiScopingBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { assistantAllowed: flag('Assistant allowed') },
  sorts: ['updatedAt'], defaultSort: { key: 'updatedAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- Conversations -------------------------------------------------------------------------------------------------

export const AI_ACTION_STATUSES = ['Pending', 'Approved', 'Refused', 'Failed'] as const;
export type AiActionStatus = (typeof AI_ACTION_STATUSES)[number];

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;
const actionParams = {
  type: 'object', required: ['id', 'actionId'],
  properties: { id: { type: 'string', format: 'uuid' }, actionId: { type: 'string', format: 'uuid' } },
} as const;

export const aiConversationSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'title', 'createdAt', 'updatedAt'],
  properties: { id: text, title: text, createdAt: dateTime, updatedAt: dateTime },
} as const;

export const aiMessageSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'role', 'content', 'createdAt'],
  properties: { id: text, role: { type: 'string', enum: ['user', 'assistant'] }, content: text, createdAt: dateTime },
} as const;

/** One tool call as logged on the conversation: what the model asked, what came back (masked) or why it was refused. */
export const aiToolCallSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'name', 'arguments', 'outcome', 'refused', 'createdAt'],
  properties: { id: text, name: text, arguments: text, outcome: text, refused: { type: 'boolean' }, createdAt: dateTime },
} as const;

/** A write the model proposed, waiting for the user (or decided). */
export const aiActionSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'kind', 'summary', 'status', 'result', 'createdAt', 'decidedAt'],
  properties: {
    id: text, kind: { type: 'string', enum: AI_WRITE_TOOLS }, summary: text,
    status: { type: 'string', enum: AI_ACTION_STATUSES }, result: nullableText, createdAt: dateTime, decidedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const aiConversationDetailSchema = {
  type: 'object', additionalProperties: false, required: ['conversation', 'messages', 'toolCalls', 'actions'],
  properties: {
    conversation: aiConversationSchema,
    messages: { type: 'array', items: aiMessageSchema },
    toolCalls: { type: 'array', items: aiToolCallSchema },
    actions: { type: 'array', items: aiActionSchema },
  },
} as const;

export const aiStatusSchema = {
  type: 'object', additionalProperties: false, required: ['configured', 'model'],
  properties: { configured: { type: 'boolean' }, model: nullableText },
} as const;

export const AI_ASSISTANT_PATHS = {
  status: 'ai-assistant/status',
  conversations: 'ai-assistant/conversations',
  conversation: 'ai-assistant/conversations/:id',
  messages: 'ai-assistant/conversations/:id/messages',
  approve: 'ai-assistant/conversations/:id/actions/:actionId/approve',
  refuse: 'ai-assistant/conversations/:id/actions/:actionId/refuse',
} as const;

/**
 * The streamed answer's events (text/event-stream, one JSON object per `data:` line): `delta` (answer text),
 * `tool` (a logged tool call), `action` (a pending action card), `notice` (a sentence for the user), `error`, `done`.
 */
export type AiStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'tool'; toolCall: { id: string; name: string; arguments: string; outcome: string; refused: boolean; createdAt: string } }
  | { type: 'action'; action: { id: string; kind: AiTool; summary: string; status: AiActionStatus; result: string | null; createdAt: string; decidedAt: string | null } }
  | { type: 'notice'; text: string }
  | { type: 'error'; text: string }
  | { type: 'done'; messageId: string };

const P = AI_ASSISTANT_PATHS;
const chat = { base: 'merchant', tags: [tag] } as const;

export const AI_ASSISTANT_ENDPOINTS = {
  status: defineEndpoint({ ...chat, method: 'GET', path: P.status, summary: 'Whether an AI service is configured, and its model', responses: { 200: aiStatusSchema } }),
  conversations: defineEndpoint({
    ...chat, method: 'GET', path: P.conversations, summary: "The caller's own conversations, newest first",
    responses: { 200: { type: 'array', items: aiConversationSchema } },
  }),
  create: defineEndpoint({
    ...chat, method: 'POST', path: P.conversations, summary: 'Starts a conversation',
    body: { type: 'object', additionalProperties: false, properties: { title: { type: 'string', maxLength: AI_LIMITS.titleMax } } },
    optionalBody: true, responses: { 201: aiConversationSchema },
  }),
  conversation: defineEndpoint({
    ...chat, method: 'GET', path: P.conversation, params: idParams,
    summary: 'One of the caller\'s conversations: messages, the tool-call log and the action cards', responses: { 200: aiConversationDetailSchema },
  }),
  send: defineEndpoint({
    ...chat, method: 'POST', path: P.messages, params: idParams, responseType: 'text', modeScoped: true,
    summary: 'Sends a message; the answer streams back as server-sent events (delta, tool, action, notice, error, done). The tools work in the Mode header\'s mode',
    body: { type: 'object', additionalProperties: false, required: ['content'], properties: { content: { type: 'string', minLength: 1, maxLength: AI_LIMITS.messageMax } } },
    responses: { 200: { type: 'string', description: 'text/event-stream' } },
  }),
  approve: defineEndpoint({
    ...chat, method: 'POST', path: P.approve, params: actionParams, body: emptyBody, optionalBody: true, modeScoped: true,
    summary: 'Approves a pending action: it runs once through the normal service as the caller (its rules, four-eyes and audit)',
    responses: { 200: aiActionSchema },
  }),
  refuse: defineEndpoint({
    ...chat, method: 'POST', path: P.refuse, params: actionParams, body: emptyBody, optionalBody: true, modeScoped: true, summary: 'Refuses a pending action: nothing runs', responses: { 200: aiActionSchema },
  }),
} as const;

export const AI_SCOPING_ENDPOINTS = AI_SCOPING.endpoints;
