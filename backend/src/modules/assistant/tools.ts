import type { FastifyInstance } from 'fastify';
import { AI_MESSAGES, API_PATHS, SUPPORT_PATHS, TRANSACTION_PATHS, TRANSACTION_STATUSES, type AiTool } from '@portal/contracts';
import type { Db } from '../../db/client';
import { aiActions } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { callAsUser, coreApi, merchantApi, refusalOf, type UserCallAnswer, type UserCredentials } from './as-user';
import { maskToolResult } from './pan-mask';
import { tenantsWith, type TenantReach } from './scoping';

/** What a tool run gets: the caller (their token, principal and mode) and what the scoping lets the assistant reach. */
export interface ToolContext {
  app: FastifyInstance;
  db: Db;
  user: UserCredentials;
  principal: Principal;
  reach: Map<string, TenantReach>;
  conversationId: string;
}

/** A tool's answer: the (masked) result the model reads, or the refusal it is told; a write also makes an action card. */
export interface ToolOutcome {
  refused: boolean;
  result: unknown;
  actionId?: string;
}

export interface AssistantTool {
  key: AiTool;
  /** The function name the model calls. */
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  run(ctx: ToolContext, args: Record<string, unknown>): Promise<ToolOutcome>;
}

const refused = (reason: string): ToolOutcome => ({ refused: true, result: { refused: reason } });
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
const str = (v: unknown): string | undefined => typeof v === 'string' && v.trim() ? v.trim() : undefined;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tenants a call may touch: the one asked for (when the scoping allows it and the tool) or every one that does. */
function targets(ctx: ToolContext, tool: AiTool, asked: unknown): TenantReach[] | ToolOutcome {
  const tenantId = str(asked);
  if (tenantId) {
    const reach = ctx.reach.get(tenantId);
    if (!reach) return refused(AI_MESSAGES.tenantNotAllowed);
    return reach.tools.has(tool) ? [reach] : refused(fill(AI_MESSAGES.toolOff, { tool }));
  }
  const all = tenantsWith(ctx.reach, tool);
  if (!all.length) return refused(ctx.reach.size ? fill(AI_MESSAGES.toolOff, { tool }) : AI_MESSAGES.tenantNotAllowed);
  return all;
}

const isRefusal = (v: TenantReach[] | ToolOutcome): v is ToolOutcome => !Array.isArray(v);
const ok = (answer: UserCallAnswer) => answer.status >= 200 && answer.status < 300;

interface TxRow {
  id: string; externalId: string; tenantId: string; tenantName: string; merchantName: string; type: string; status: string;
  amount: number; currency: string; mode: 'Test' | 'Live'; createdAt: string; websiteId: string | null; cardFirst6: string | null; cardLast4: string | null;
}
interface TxPage { count: number; countIsCapped: boolean; data: TxRow[] }

/** The caller's own transaction lookup (platform, tenant or merchant), narrowed to the tenants in reach. */
async function lookupTransactions(ctx: ToolContext, tenants: TenantReach[], query: Record<string, string | undefined>): Promise<{ page?: TxPage; refusal?: string }> {
  const type = ctx.principal.user.userType;
  const path = type === 'platform' ? TRANSACTION_PATHS.platformList : type === 'crm' ? TRANSACTION_PATHS.tenantList : TRANSACTION_PATHS.merchantList;
  // Never an empty tenantIds: the platform lookup reads none as every tenant.
  const scope = type === 'platform' ? { tenantIds: tenants.map((t) => t.tenantId) } : {};
  const answer = await callAsUser(ctx.app, ctx.user, { method: 'GET', url: merchantApi(path), query: { ...query, ...scope } });
  if (!ok(answer)) return { refusal: refusalOf(answer) };
  const page = answer.body as TxPage;
  const inReach = new Set(tenants.map((t) => t.tenantId));
  return { page: { ...page, data: page.data.filter((row) => inReach.has(row.tenantId)) } };
}

const slimTransaction = (row: TxRow, reach: Map<string, TenantReach>) => maskToolResult({
  id: row.id, externalId: row.externalId, tenant: row.tenantName, merchant: row.merchantName, type: row.type, status: row.status,
  amount: row.amount / 100, currency: row.currency, mode: row.mode, createdAt: row.createdAt, cardFirst6: row.cardFirst6, cardLast4: row.cardLast4,
}, reach.get(row.tenantId)?.cardDataAllowed ?? false);

const transactionLookup: AssistantTool = {
  key: 'transactionLookup', name: 'transaction_lookup',
  description: 'Finds transactions the user may see: by external id (part of it), status and a created-at range (ISO date-times). At most 10, newest first.',
  parameters: {
    type: 'object', additionalProperties: false,
    properties: {
      externalId: { type: 'string' }, status: { type: 'string', enum: TRANSACTION_STATUSES },
      from: { type: 'string', description: 'ISO date-time, inclusive' }, to: { type: 'string', description: 'ISO date-time, exclusive' },
      tenantId: { type: 'string', description: 'Only this tenant' },
    },
  },
  async run(ctx, args) {
    const tenants = targets(ctx, 'transactionLookup', args.tenantId);
    if (isRefusal(tenants)) return tenants;
    const { page, refusal } = await lookupTransactions(ctx, tenants, { externalId: str(args.externalId), status: str(args.status), from: str(args.from), to: str(args.to), pageSize: '10' });
    if (!page) return refused(refusal!);
    return { refused: false, result: { count: page.count, countIsCapped: page.countIsCapped, transactions: page.data.map((row) => slimTransaction(row, ctx.reach)) } };
  },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const reportFigures: AssistantTool = {
  key: 'reportFigures', name: 'report_figures',
  description: 'The number of transactions of one day (UTC) in the user\'s current mode, in total and by status (e.g. how many were declined).',
  parameters: {
    type: 'object', additionalProperties: false, required: ['date'],
    properties: { date: { type: 'string', description: 'YYYY-MM-DD' }, tenantId: { type: 'string', description: 'Only this tenant' } },
  },
  async run(ctx, args) {
    const date = str(args.date);
    if (!date || !DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return refused('date must be a day written YYYY-MM-DD');
    const tenants = targets(ctx, 'reportFigures', args.tenantId);
    if (isRefusal(tenants)) return tenants;
    const from = new Date(`${date}T00:00:00.000Z`);
    const to = new Date(from.getTime() + 86_400_000);
    const range = { from: from.toISOString(), to: to.toISOString(), pageSize: '1' };
    const total = await lookupTransactions(ctx, tenants, range);
    if (!total.page) return refused(total.refusal!);
    const byStatus: Record<string, number> = {};
    for (const status of TRANSACTION_STATUSES) {
      const one = await lookupTransactions(ctx, tenants, { ...range, status });
      if (!one.page) return refused(one.refusal!);
      if (one.page.count) byStatus[status] = one.page.count;
    }
    return {
      refused: false,
      result: { date, timeZone: 'UTC', mode: ctx.user.mode, tenants: tenants.map((t) => t.tenantName), total: total.page.count, byStatus, countIsCapped: total.page.countIsCapped },
    };
  },
};

interface TicketRow { ticketNumber: number; tenantId: string; tenantName: string; customerName: string | null; subject: string; status: string; priority: string; createdOn: string }

const ticketSearch: AssistantTool = {
  key: 'ticketSearch', name: 'ticket_search',
  description: 'Searches the support tickets the user may see, by text in the subject or number. At most 10 per tenant.',
  parameters: { type: 'object', additionalProperties: false, properties: { text: { type: 'string' }, tenantId: { type: 'string', description: 'Only this tenant' } } },
  async run(ctx, args) {
    const tenants = targets(ctx, 'ticketSearch', args.tenantId);
    if (isRefusal(tenants)) return tenants;
    const platform = ctx.principal.user.userType === 'platform';
    const tickets: unknown[] = [];
    for (const tenant of platform ? tenants : tenants.slice(0, 1)) {
      const answer = await callAsUser(ctx.app, ctx.user, {
        method: 'GET', url: coreApi(platform ? SUPPORT_PATHS.platformTickets : SUPPORT_PATHS.myTickets),
        query: { searchKey: str(args.text), pageSize: '10', ...(platform ? { tenantId: tenant.tenantId } : {}) },
      });
      if (!ok(answer)) return refused(refusalOf(answer));
      for (const row of (answer.body as { data: TicketRow[] }).data) {
        if (row.tenantId !== tenant.tenantId) continue;
        tickets.push(maskToolResult({ number: row.ticketNumber, tenant: row.tenantName, customer: row.customerName, subject: row.subject, status: row.status, priority: row.priority, createdOn: row.createdOn }, tenant.cardDataAllowed));
      }
    }
    return { refused: false, result: { tickets } };
  },
};

interface MerchantRow { merchantId: string; tenantId: string; legalBusinessName: string; merchantStatus: string; processingStatus: string; boardingStage: string; isActive: boolean }

const merchantDetails: AssistantTool = {
  key: 'merchantDetails', name: 'merchant_details',
  description: 'Finds merchants the user may see by (part of) their name: status, processing status and boarding stage.',
  parameters: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, tenantId: { type: 'string', description: 'Only this tenant' } } },
  async run(ctx, args) {
    const tenants = targets(ctx, 'merchantDetails', args.tenantId);
    if (isRefusal(tenants)) return tenants;
    const platform = ctx.principal.user.userType === 'platform';
    const merchants: unknown[] = [];
    for (const tenant of platform ? tenants : tenants.slice(0, 1)) {
      const answer = await callAsUser(ctx.app, ctx.user, {
        method: 'GET', url: merchantApi(API_PATHS.merchants),
        query: { searchKey: str(args.name), pageSize: '10', ...(platform ? { tenantId: tenant.tenantId } : {}) },
      });
      if (!ok(answer)) return refused(refusalOf(answer));
      for (const row of (answer.body as { data: MerchantRow[] }).data) {
        if (row.tenantId !== tenant.tenantId) continue;
        merchants.push(maskToolResult({
          merchantId: row.merchantId, tenant: tenant.tenantName, name: row.legalBusinessName, status: row.merchantStatus,
          processingStatus: row.processingStatus, boardingStage: row.boardingStage, active: row.isActive,
        }, tenant.cardDataAllowed));
      }
    }
    return { refused: false, result: { merchants } };
  },
};

/** The documentation pages' own server search (ADR 0099), as the caller: the API decides which pages they read. */
export async function searchDocumentation(ctx: ToolContext, text: string): Promise<ToolOutcome> {
  const own = ctx.principal.user.tenantId;
  if (own) {
    const reach = ctx.reach.get(own);
    if (!reach) return refused(AI_MESSAGES.tenantNotAllowed);
    if (!reach.tools.has('documentationSearch')) return refused(fill(AI_MESSAGES.toolOff, { tool: 'documentationSearch' }));
  }
  const answer = await callAsUser(ctx.app, ctx.user, { method: 'GET', url: merchantApi('documentation/pages'), query: { search: text.slice(0, 100), pageSize: '5' } });
  if (!ok(answer)) return refused(refusalOf(answer));
  // Every language's pages match (ADR 0148): the model is told each one's, to answer from the user's where it can.
  const pages = (answer.body as { data: Array<{ id: string; section: string; title: string; body: string; language: string }> }).data;
  return {
    refused: false,
    result: { pages: pages.map((p) => maskToolResult({ id: p.id, section: p.section, language: p.language, title: p.title, excerpt: p.body.slice(0, 300) }, false)) },
  };
}

const documentationSearch: AssistantTool = {
  key: 'documentationSearch', name: 'documentation_search',
  description: 'Searches the documentation pages (wiki, user manuals, FAQ) the user may read.',
  parameters: { type: 'object', additionalProperties: false, required: ['query'], properties: { query: { type: 'string' } } },
  run: (ctx, args) => searchDocumentation(ctx, str(args.query) ?? ''),
};

interface TxRecord { id: string; externalId: string; tenantId: string; merchantName: string; amount: number; currency: string; mode: 'Test' | 'Live'; websiteId: string | null; status: string }

/** The transaction as the caller reads it (their API scope: another tenant's id is as unknown as a wrong one). */
export async function readTransaction(ctx: Pick<ToolContext, 'app' | 'user' | 'principal'>, transactionId: string): Promise<{ tx?: TxRecord; refusal?: string }> {
  if (!uuid.test(transactionId)) return { refusal: 'transactionId must be a transaction id (a UUID)' };
  const answer = await callAsUser(ctx.app, ctx.user, { method: 'GET', url: merchantApi(`api/crm/transactions/${transactionId}`) });
  return ok(answer) ? { tx: answer.body as TxRecord } : { refusal: refusalOf(answer) };
}

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

const refund: AssistantTool = {
  key: 'refund', name: 'propose_refund',
  description: 'Proposes a refund of a captured payment. Nothing is refunded now: the user sees an action card and approves or refuses it.',
  parameters: {
    type: 'object', additionalProperties: false, required: ['transactionId', 'amount'],
    properties: {
      transactionId: { type: 'string', description: 'The transaction id (UUID) from transaction_lookup' },
      amount: { type: 'integer', minimum: 1, description: 'Minor units of the transaction currency' },
      reason: { type: 'string', maxLength: 500 },
    },
  },
  async run(ctx, args) {
    const amount = args.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) return refused('amount must be a whole number of minor units, at least 1');
    const { tx, refusal } = await readTransaction(ctx, String(args.transactionId ?? ''));
    if (!tx) return refused(refusal!);
    const reach = ctx.reach.get(tx.tenantId);
    if (!reach) return refused(AI_MESSAGES.tenantNotAllowed);
    if (!reach.tools.has('refund')) return refused(fill(AI_MESSAGES.toolOff, { tool: 'refund' }));
    const reason = str(args.reason)?.slice(0, 500);
    const summary = `Refund ${money(amount, tx.currency)} of ${tx.externalId} (${tx.merchantName})${reason ? `: ${reason}` : ''}`;
    const id = newId();
    await ctx.db.insert(aiActions).values({
      id, conversationId: ctx.conversationId, kind: 'refund', summary: maskToolResult(summary, false) as string,
      arguments: { transactionId: tx.id, amount, reason: reason ?? null, tenantId: tx.tenantId, mode: tx.mode, websiteId: tx.websiteId },
    });
    return { refused: false, actionId: id, result: { proposed: true, summary, note: 'Shown to the user as an action card: it runs only if they approve it.' } };
  },
};

const TICKET_REPLY_MAX = 4000;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text as the ticket feed's rich text: a paragraph per line, everything escaped. */
export const replyHtml = (text: string) => text.split(/\r?\n/).map((line) => `<p>${escapeHtml(line) || '<br>'}</p>`).join('');

/**
 * A reply on a support ticket, proposed (ADR 0105): the ticket is found as the user finds it (the platform's ticket
 * list, in the scoping's tenants), the text is masked of card numbers, and an action card waits; approved, it is posted
 * through the ticket's own comment route as the user, with its rules and notifications.
 */
const ticketReply: AssistantTool = {
  key: 'ticketReply', name: 'propose_ticket_reply',
  description: 'Proposes a public reply on a support ticket, by its number. Nothing is sent now: the user sees an action card and approves or refuses it.',
  parameters: {
    type: 'object', additionalProperties: false, required: ['ticketNumber', 'text'],
    properties: {
      ticketNumber: { type: 'integer', minimum: 1, description: 'The ticket number from ticket_search' },
      text: { type: 'string', minLength: 1, maxLength: TICKET_REPLY_MAX, description: 'The reply as plain text' },
      tenantId: { type: 'string', description: 'Only this tenant' },
    },
  },
  async run(ctx, args) {
    const number = args.ticketNumber;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) return refused('ticketNumber must be a ticket number, at least 1');
    const text = str(args.text);
    if (!text || text.length > TICKET_REPLY_MAX) return refused(`text must be 1 to ${TICKET_REPLY_MAX} characters`);
    if (ctx.principal.user.userType !== 'platform') return refused(AI_MESSAGES.ticketRepliesPlatformOnly);
    const tenants = targets(ctx, 'ticketReply', args.tenantId);
    if (isRefusal(tenants)) return tenants;
    for (const tenant of tenants) {
      const answer = await callAsUser(ctx.app, ctx.user, {
        method: 'GET', url: coreApi(SUPPORT_PATHS.platformTickets), query: { searchKey: String(number), pageSize: '10', tenantId: tenant.tenantId },
      });
      if (!ok(answer)) return refused(refusalOf(answer));
      const ticket = (answer.body as { data: Array<TicketRow & { ticketId: string }> }).data.find((row) => row.ticketNumber === number && row.tenantId === tenant.tenantId);
      if (!ticket) continue;
      const reply = maskToolResult(text, false) as string;
      const summary = `Reply on ticket #${number} (${ticket.subject}): ${reply}`;
      const id = newId();
      await ctx.db.insert(aiActions).values({
        id, conversationId: ctx.conversationId, kind: 'ticketReply', summary: maskToolResult(summary, false) as string,
        arguments: { ticketId: ticket.ticketId, ticketNumber: number, tenantId: tenant.tenantId, text: reply },
      });
      return { refused: false, actionId: id, result: { proposed: true, summary, note: 'Shown to the user as an action card: it is sent only if they approve it.' } };
    }
    return refused(fill(AI_MESSAGES.ticketNotFound, { number: String(number) }));
  },
};

export const ASSISTANT_TOOLS: readonly AssistantTool[] = [transactionLookup, reportFigures, ticketSearch, merchantDetails, documentationSearch, refund, ticketReply];

/** The tools offered to the model: those the scoping enables for at least one tenant in reach. */
export const offeredTools = (reach: Map<string, TenantReach>): AssistantTool[] =>
  ASSISTANT_TOOLS.filter((tool) => [...reach.values()].some((t) => t.tools.has(tool.key)));
