import { defineEndpoint, typed, typedUnchecked } from '../endpoint/define-endpoint';
import { emptyBody, pagingQueryProperties, pathParams, readerLanguageHeader } from '../endpoint/common-schemas';
import {
  FEED_ITEM_TYPES, PRIORITIES, REFERENCE_KEYS, SUPPORT_PATHS, TICKET_CHANNEL_TYPES, TICKET_STATUSES, TicketParty,
  type CreateTicketPayload, type FeedItem, type Label, type Ticket, type TicketPage,
} from '../support';

/**
 * Support tickets in three scopes (spec part 1 section 7 "Customer tickets", "Tenant view ...", "Platform tickets").
 * Bodies whose fields the handlers check with the spec's own messages are declared as objects with the field
 * names only: the schema documents them, the handler keeps its messages (ADR 0014).
 */
const tags = ['Support'] as const;

/** Comments the server writes itself (the escalation note) are shown in the reader's language (ADR 0042): the portal sends its own. */
const feedLanguageHeader = readerLanguageHeader;
const base = 'unversioned' as const;

export const channelQueryProperties = { ticketChannelType: { type: 'string', enum: TICKET_CHANNEL_TYPES } } as const;

const filterProperties = {
  ...channelQueryProperties,
  status: { type: 'string', enum: TICKET_STATUSES },
  priority: { type: 'string', enum: PRIORITIES },
  category: { type: 'string', maxLength: 100 },
  labelId: { type: 'string', format: 'uuid' },
  assignee: { type: 'string', format: 'uuid' },
  customerId: { type: 'string', format: 'uuid' },
  tenantId: { type: 'string', format: 'uuid' },
  searchKey: { type: 'string', maxLength: 200 },
} as const;

export const ticketListQuery = { type: 'object', properties: { ...filterProperties, ...pagingQueryProperties(100, 10) } } as const;
export const ticketExportQuery = {
  type: 'object',
  properties: { ...filterProperties, tenants: { type: 'string', maxLength: 20000 }, format: { type: 'string', enum: ['zip', 'csv'], default: 'csv' } },
} as const;

/**
 * Objects whose fields the handler checks itself (its messages are the spec's); any JSON value per field.
 * Unchecked: the schema names the fields only, so T (what a valid body holds) is narrower than it by design.
 */
export const checkedByHandler = <T>() => <const Names extends readonly string[]>(...names: Names) => typedUnchecked<T>()({
  type: 'object',
  description: 'Fields are checked by the handler',
  properties: Object.fromEntries(names.map((n) => [n, {}])) as { [K in Names[number]]: object },
});

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** Who did something on a ticket; an external party has no id or party. */
export const ticketActorSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'party'],
  properties: { id: nullableText, name: text, email: nullableText, party: { type: ['integer', 'null'], enum: [...Object.values(TicketParty), null] } },
} as const;

export const labelSchema = typed<Label>()({
  type: 'object',
  required: ['labelId', 'value', 'description', 'color', 'isDefault', 'position'],
  properties: {
    labelId: text, value: text, description: nullableText, color: text, isDefault: { type: 'boolean' }, position: { type: 'integer' },
  },
});

const listItemProperties = {
  ticketId: text, ticketNumber: { type: 'integer' }, ticketChannelType: { type: 'string', enum: TICKET_CHANNEL_TYPES },
  tenantId: text, tenantName: text, customerId: nullableText, customerName: nullableText, category: text, subject: text,
  status: { type: 'string', enum: TICKET_STATUSES }, priority: { type: 'string', enum: PRIORITIES },
  assignee: { ...ticketActorSchema, nullable: true }, createdBy: ticketActorSchema, label: { ...labelSchema, nullable: true },
  createdOn: text, updatedOn: text, unreadCount: { type: 'integer' }, escalatedToTicketId: nullableText, escalatedFromTicketId: nullableText,
} as const;
const listItemRequired = Object.keys(listItemProperties) as Array<keyof typeof listItemProperties>;

/** A ticket in a list (TicketListItem): every field is always there, nullable ones say so. */
const ticketListItemSchema = { type: 'object', required: listItemRequired, properties: listItemProperties } as const;

const ticketProperties = {
  ...listItemProperties,
  description: text, contactEmail: nullableText, contactEmails: { type: 'array', items: text },
  references: { type: 'array', items: { type: 'object', required: ['key', 'value'], properties: { key: { type: 'string', enum: REFERENCE_KEYS }, value: text } } },
  billable: { type: 'boolean' }, jiraTicket: nullableText,
  initialRequestDateTime: nullableText, responseDateTime: nullableText, resolutionDateTime: nullableText, scopingStatus: { type: 'boolean' },
  invitedExternalParties: {
    type: 'array',
    items: {
      type: 'object', required: ['externalPartyEmail', 'invitationDescription', 'invitedBy', 'timestamp'],
      properties: { externalPartyEmail: text, invitationDescription: nullableText, invitedBy: ticketActorSchema, timestamp: text },
    },
  },
  escalatedFromCustomerId: nullableText,
} as const;

/** One ticket's details (Ticket). */
const ticketSchema = typed<Ticket>()({ type: 'object', required: Object.keys(ticketProperties) as Array<keyof typeof ticketProperties>, properties: ticketProperties });
const ticketPageSchema = typed<TicketPage>()({
  type: 'object', required: ['count', 'data'], properties: { count: { type: 'integer' }, data: { type: 'array', items: ticketListItemSchema } },
});
/**
 * A feed item: its id, kind and time; the kind's own fields (commenter, newState, references, ...) ride along
 * (FeedItem is a union of ten kinds; the portal renders nothing for a kind it does not know).
 */
const feedItemSchema = {
  type: 'object',
  required: ['id', 'type', 'timestamp'],
  properties: { id: text, type: { type: 'string', enum: FEED_ITEM_TYPES }, timestamp: text },
  additionalProperties: true,
} as const;
// Unchecked: FeedItem is a union of ten kinds; the schema documents the fields they share and lets each kind's own ride along.
const feedSchema = typedUnchecked<FeedItem[]>()({ type: 'array', items: feedItemSchema });
const idAsText = { type: 'string', description: 'The new ticket id, as text/plain' } as const;
const binary = { type: 'string', format: 'binary' } as const;
const createTicketBody = checkedByHandler<CreateTicketPayload>()(
  'ticketCategory', 'subject', 'description', 'contactEmail', 'references', 'priority', 'contactEmails', 'labelId',
);

/** A scope's ticket path parameters and (for the customer scope) its channel query. */
interface TicketScope {
  prefix: string;
  names: readonly string[];
  who: string;
  withChannelQuery?: boolean;
}

/** Required string path parameters, typed by their names (a scope's shared actions, whose names vary, get Record<string, string>). */
const scopeParams = <const N extends readonly string[]>(names: N) => typed<{ [K in N[number]]: string }>()(pathParams(...names));
const scopeQuery = (withChannel: boolean | undefined) =>
  typed<{ ticketChannelType?: (typeof TICKET_CHANNEL_TYPES)[number] }>()({ type: 'object', properties: withChannel ? channelQueryProperties : {} });

/** The actions every scope has on a ticket: details, feed, comment, close, open, priority, references, CSV, invitation, mark read. */
export function ticketActionEndpoints(s: TicketScope) {
  const params = scopeParams(s.names);
  const query = scopeQuery(s.withChannelQuery);
  const common = { base, tags, params, query } as const;
  const act = <const B extends object>(path: string, summary: string, body: B, optionalBody: boolean) => defineEndpoint({
    ...common, method: 'POST', path: `${s.prefix}${path}`, summary: `${summary} (${s.who})`, body, optionalBody, responses: { 204: null },
  });
  return {
    details: defineEndpoint({ ...common, method: 'GET', path: s.prefix, summary: `Ticket details (${s.who})`, responses: { 200: ticketSchema } }),
    feed: defineEndpoint({
      ...common, method: 'GET', path: `${s.prefix}/feed`, summary: `Ticket feed, oldest first, visibility applied (${s.who})`,
      headers: feedLanguageHeader, responses: { 200: feedSchema },
    }),
    feedExportCsv: defineEndpoint({
      ...common, method: 'GET', path: `${s.prefix}/feed/exportcsv`, headers: feedLanguageHeader, summary: `Feed as CSV; also a ReportGenerated notification (${s.who})`,
      responseType: 'blob', responses: { 200: binary },
    }),
    comment: act('/comment', 'Add a comment {content, isInternal}', checkedByHandler<{ content?: unknown; isInternal?: unknown }>()('content', 'isInternal'), false),
    close: act('/close', 'Close the ticket', emptyBody, true),
    open: act('/open', 'Reopen the ticket', emptyBody, true),
    priority: act('/priority', 'Change priority {priority}', checkedByHandler<{ priority?: unknown }>()('priority'), true),
    references: act('/references', 'Add references {references}', checkedByHandler<{ references?: unknown }>()('references'), true),
    inviteExternalParty: act('/invite-external-party', 'Invite an external party {externalPartyEmail, invitationDescription}; e-mails them a signed link to comment',
      checkedByHandler<{ externalPartyEmail?: unknown; invitationDescription?: unknown }>()('externalPartyEmail', 'invitationDescription'), true),
    markCommentsAsRead: act('/feed/mark-comments-as-read', 'Mark comments read for the caller {commentIds?}', checkedByHandler<{ commentIds?: unknown }>()('commentIds'), true),
  };
}

export type TicketActionEndpoints = ReturnType<typeof ticketActionEndpoints>;

const platformTicketPath = (fn: (tenantId: string, ticketId: string) => string) => fn(':tenantId', ':ticketId');
const platformParams = scopeParams(['tenantId', 'ticketId']);
const platformAct = <const B extends object>(path: string, summary: string, body: B, optionalBody = true) => defineEndpoint({
  method: 'POST', path, base, tags, summary, params: platformParams, body, optionalBody, responses: { 204: null },
});
const byHand = (fn: (tenantId: string, ticketId: string) => string, label: string, key: string) =>
  platformAct(platformTicketPath(fn), `Set the ${label.toLowerCase()} {${key}} by hand (scoping keeps it)`, checkedByHandler<Record<string, unknown>>()(key));

export const SUPPORT_ENDPOINTS = {
  ticketCategories: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.ticketCategories, base, tags, summary: 'Ticket categories',
    responses: { 200: { type: 'object', required: ['categories'], properties: { categories: { type: 'array', items: { type: 'string' } } } } },
  }),

  // ---- customer scope
  myTickets: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.myTickets, base, tags, query: ticketListQuery,
    summary: 'Tickets of the caller: a merchant its own; tenant staff their customers\' (CustomerToTenantTicketChannel, default) or their own to the platform',
    responses: { 200: ticketPageSchema },
  }),
  createTicket: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.createTicket, base, tags,
    summary: 'Create a ticket (merchant: to its tenant; tenant staff: to the platform, or with ticketChannelType=CustomerToTenantTicketChannel for one Customer reference). Answers the id as text.',
    query: { type: 'object', properties: channelQueryProperties }, body: createTicketBody,
    responseType: 'text', responses: { 200: idAsText },
  }),
  customer: ticketActionEndpoints({ prefix: SUPPORT_PATHS.ticket(':ticketId'), names: ['ticketId'], who: 'own ticket', withChannelQuery: true }),

  // ---- tenant view of customer tickets
  tenant: ticketActionEndpoints({ prefix: SUPPORT_PATHS.tenantTicket(':customerId', ':ticketId'), names: ['customerId', 'ticketId'], who: 'tenant view of a customer ticket' }),
  tenantEscalate: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.tenantEscalate(':customerId', ':ticketId'), base, tags, params: scopeParams(['customerId', 'ticketId']),
    summary: 'Escalate a customer ticket: a new TenantToPlatformTicketChannel ticket linked to it. Answers its id as text.',
    body: checkedByHandler<{ subject?: string; description?: string; ticketCategory?: string; priority?: string }>()('subject', 'description', 'ticketCategory', 'priority'),
    optionalBody: true, responseType: 'text', responses: { 200: idAsText },
  }),
  tenantAssign: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.tenantAssign(':customerId', ':ticketId'), base, tags, params: scopeParams(['customerId', 'ticketId']),
    summary: 'Assign a customer ticket to tenant support staff {assignee}',
    body: checkedByHandler<{ assignee?: string }>()('assignee'), optionalBody: true, responses: { 204: null },
  }),

  // ---- platform
  platformTickets: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.platformTickets, base, tags, query: ticketListQuery,
    summary: 'Tenant-to-platform tickets across tenants (tenantId narrows)', responses: { 200: ticketPageSchema },
  }),
  platformExport: defineEndpoint({
    method: 'GET', path: SUPPORT_PATHS.platformExport, base, tags, query: ticketExportQuery,
    summary: 'Export tickets: format csv (one file) or zip (one csv per tenant); tenants = JSON list of tenant ids',
    headers: feedLanguageHeader, responseType: 'blob', responses: { 200: binary },
  }),
  platformCreate: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.platformCreate(':tenantId'), base, tags, params: scopeParams(['tenantId']),
    summary: 'Create a ticket for a tenant (platform). Answers the id as text.', body: createTicketBody,
    responseType: 'text', responses: { 200: idAsText },
  }),
  platform: ticketActionEndpoints({ prefix: SUPPORT_PATHS.platformTicket(':tenantId', ':ticketId'), names: ['tenantId', 'ticketId'], who: 'platform' }),
  platformAssign: platformAct(platformTicketPath(SUPPORT_PATHS.platformAssign), 'Assign to platform support staff {assignee}', checkedByHandler<{ assignee?: string }>()('assignee')),
  platformScoping: platformAct(platformTicketPath(SUPPORT_PATHS.platformScoping),
    'Start scoping (empty body): derives the timing fields not set by hand from the feed; no-op while a run is in progress. Poll scoping-status.', emptyBody),
  platformScopingStatus: defineEndpoint({
    method: 'GET', path: platformTicketPath(SUPPORT_PATHS.platformScopingStatus), base, tags, params: platformParams,
    summary: 'Scoping status: true while a run is in progress',
    responses: { 200: { type: 'object', required: ['scopingStatus'], properties: { scopingStatus: { type: 'boolean' } } } },
  }),
  platformBillable: platformAct(platformTicketPath(SUPPORT_PATHS.platformBillable), 'Mark billable {tenantId, ticketId}',
    checkedByHandler<{ tenantId?: string; ticketId?: string }>()('tenantId', 'ticketId')),
  platformNonBillable: platformAct(platformTicketPath(SUPPORT_PATHS.platformNonBillable), 'Mark non-billable {tenantId, ticketId}',
    checkedByHandler<{ tenantId?: string; ticketId?: string }>()('tenantId', 'ticketId')),
  platformJiraTicket: platformAct(platformTicketPath(SUPPORT_PATHS.platformJiraTicket), 'Set the Jira ticket {jiraTicket} (empty clears)',
    checkedByHandler<{ jiraTicket?: unknown }>()('jiraTicket')),
  platformInitialRequestTime: byHand(SUPPORT_PATHS.platformInitialRequestTime, 'Initial request time', 'initialRequestDateTime'),
  platformResponseTime: byHand(SUPPORT_PATHS.platformResponseTime, 'Response time', 'responseDateTime'),
  platformResolutionTime: byHand(SUPPORT_PATHS.platformResolutionTime, 'Resolution time', 'resolutionDateTime'),

  // ---- label on a ticket
  setSupportLabel: defineEndpoint({
    method: 'POST', path: SUPPORT_PATHS.setSupportLabel(':a', ':b', ':labelId'), base, tags, params: pathParams('a', 'b', 'labelId'),
    summary: 'Set a ticket\'s label (empty body). a = customerId (customer ticket) or tenantId (tenant-to-platform ticket); b = ticketId',
    body: emptyBody, optionalBody: true, responses: { 204: null },
  }),
} as const;
