import { HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_LABELS, DEFAULT_SERVICE_BASES, FILE_ENDPOINTS, LABEL_ENDPOINTS, SUPPORT_ENDPOINTS, TENANT_ENDPOINTS, TRANSACTION_ENDPOINTS, isCommentItem, labelValueError,
  type CreateTicketPayload, type EndpointDeclaration, type FeedItem, type Label, type ServiceBases, type Ticket, type TicketActor,
  type TicketActionEndpoints,
} from '@portal/contracts';
import { findDemoUser, type DemoUser } from '../demo-users/demo-users';
import { ACME_TENANT, DEMO_TENANTS } from '../fixtures/tenants-and-merchants';
import { declaredHandlers, type DeclaredRequest } from './declared-handlers';

/** In-memory support data the handlers read and change (a test may seed or inspect it). */
export interface SupportStore {
  categories: string[];
  labels: Label[];
  tickets: Ticket[];
  feeds: Record<string, FeedItem[]>;
  files: Record<string, { name: string }>;
  /** Every request the handlers answered: method and path (after the service base). */
  calls: Array<{ method: string; path: string; query: string; body?: unknown }>;
}

export interface SupportHandlersOptions {
  userEmail: string;
  services?: ServiceBases;
  store?: Partial<SupportStore>;
  /** Make these calls fail with 500 (e.g. 'categories', 'tenants', 'transactions', 'escalate'). */
  failing?: Array<
    'categories' | 'tenants' | 'transactions' | 'escalate' | 'scoping-status' | 'feed-export' | 'ticket-export' | 'file-delete' | 'label-delete'
  >;
  /** How many scoping-status calls answer true after a platform scoping starts (default 2, as the backend). */
  scopingPolls?: number;
}

const PARTY = { merchant: 0, crm: 1, platform: 2 } as const;

export function actorOf(user: DemoUser): TicketActor {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email, party: PARTY[user.profile] };
}

export function defaultLabels(): Label[] {
  return DEFAULT_LABELS.map((l, position) => ({ labelId: `label-${position + 1}`, value: l.value, color: l.color, description: null, isDefault: true, position }));
}

/** A ticket with every field filled, for tests to override. */
export function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  const merchant = findDemoUser('merchant@demo.test');
  return {
    ticketId: 'ticket-1', ticketNumber: 1, ticketChannelType: 'CustomerToTenantTicketChannel', tenantId: ACME_TENANT.id,
    tenantName: ACME_TENANT.name, customerId: merchant.merchant?.merchantId ?? null, customerName: merchant.merchant?.legalBusinessName ?? null,
    category: 'Technical issue', subject: 'Refund stuck', status: 'Opened', priority: 'Medium', assignee: null, createdBy: actorOf(merchant),
    label: null, createdOn: '2025-01-06T09:00:00Z', updatedOn: '2025-01-06T09:00:00Z', unreadCount: 0, escalatedToTicketId: null,
    escalatedFromTicketId: null, description: 'The refund is pending.', contactEmail: merchant.email, contactEmails: [], references: [],
    billable: false, jiraTicket: null, initialRequestDateTime: null, responseDateTime: null, resolutionDateTime: null, scopingStatus: false,
    invitedExternalParties: [], escalatedFromCustomerId: null, ...overrides,
  };
}

const INTERNAL: Record<number, string> = { 0: 'CustomerInternalCommentItem', 1: 'TenantInternalCommentItem', 2: 'PlatformInternalCommentItem' };

/** Internal comments are read only by their writer's party (spec part 1 section 3 / issue 4). */
function visibleTo(item: FeedItem, party: number): boolean {
  if (!isCommentItem(item)) return true;
  const ownInternal = INTERNAL[party];
  return !Object.values(INTERNAL).includes(item.type) || item.type === ownInternal;
}

/**
 * msw handlers for the support and file calls of spec part 1 section 7, backed by an in-memory store,
 * answered as one demo account sees them. Not a second backend: just enough for component tests. Each is a
 * declared handler (ADR 0014): requests and answers are checked against SUPPORT_ENDPOINTS, LABEL_ENDPOINTS
 * and FILE_ENDPOINTS.
 */
export function createSupportHandlers({ userEmail, services = DEFAULT_SERVICE_BASES, store: seed = {}, failing = [], scopingPolls = 2 }: SupportHandlersOptions): {
  handlers: HttpHandler[];
  store: SupportStore;
} {
  const user = findDemoUser(userEmail);
  const party = PARTY[user.profile];
  const store: SupportStore = {
    categories: ['Payments and settlements', 'Refunds and disputes', 'Technical issue'],
    labels: defaultLabels(),
    tickets: [],
    feeds: {},
    files: {},
    calls: [],
    ...seed,
  };
  let sequence = store.tickets.length;
  /** Scoping-status calls still answering true, per ticket id. */
  const scopingPollsLeft: Record<string, number> = {};
  const record = ({ request, body }: DeclaredRequest) => {
    const url = new URL(request.url);
    store.calls.push({ method: request.method, path: url.pathname, query: url.search, body: request.method === 'GET' ? undefined : body });
  };
  type Resolve = (request: DeclaredRequest) => Response | Promise<Response>;
  /** A declared handler that records the call first. */
  const on = (endpoint: EndpointDeclaration, resolve: Resolve) => declaredHandlers(endpoint, (r) => {
    record(r);
    return resolve(r);
  }, { services });
  const fail = () => HttpResponse.json({ error: 'Service unavailable' }, { status: 500 });
  const findTicket = (id: string | undefined) => store.tickets.find((t) => t.ticketId === id);
  const notFound = () => HttpResponse.json({ error: 'Ticket not found' }, { status: 404 });
  const noContent = () => new HttpResponse(null, { status: 204 });
  const text = (value: string) => new HttpResponse(value, { headers: { 'Content-Type': 'text/plain' } });
  const csv = (value: string) => new HttpResponse(value, { headers: { 'Content-Type': 'text/csv' } });
  const pageOf = (items: Ticket[], query: DeclaredRequest['query']) => {
    const pageIndex = Number(query.pageIndex ?? 0);
    const pageSize = Number(query.pageSize ?? 10);
    return { count: items.length, data: items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
  };
  const filtered = (query: DeclaredRequest['query'], channel?: string) =>
    store.tickets.filter((t) => {
      if (channel && t.ticketChannelType !== channel) return false;
      if (query.status && t.status !== query.status) return false;
      if (query.tenantId && t.tenantId !== query.tenantId) return false;
      if (query.priority && t.priority !== query.priority) return false;
      return true;
    });
  const fields = (body: unknown) => (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;

  /** POST support/ticket and (platform) support/{tenantId}/ticket: answers the new id as text. */
  const createTicket = (payload: CreateTicketPayload, channel: string, tenant?: { id: string; name: string }) => {
    sequence += 1;
    const ticket = ticketFixture({
      ticketId: `ticket-${sequence}`, ticketNumber: sequence, subject: payload.subject, description: payload.description,
      category: payload.ticketCategory, priority: payload.priority ?? 'Medium', references: payload.references ?? [],
      ticketChannelType: channel as Ticket['ticketChannelType'], createdBy: actorOf(user),
      ...(tenant ? { tenantId: tenant.id, tenantName: tenant.name, customerId: null, customerName: null } : {}),
    });
    store.tickets.push(ticket);
    store.feeds[ticket.ticketId] = [];
    return text(ticket.ticketId);
  };

  /** A POST action on a ticket (any scope): changes the store, answers 204 (escalate: the new id as text). */
  const act = (action: string): Resolve => ({ params, body: raw }) => {
    const ticketId = params.ticketId ?? '';
    const ticket = findTicket(ticketId);
    if (!ticket) return notFound();
    const body = fields(raw);
    const now = new Date().toISOString();
    const feed = (store.feeds[ticketId] ??= []);
    switch (action) {
      case 'comment': {
        const own = ['CustomerCommentItem', 'TenantCommentItem', 'PlatformCommentItem'][party];
        feed.push({ id: `c-${feed.length + 1}`, type: (body.isInternal ? INTERNAL[party] : own) as 'TenantCommentItem', commenter: actorOf(user), content: String(body.content), timestamp: now, isUnread: false });
        break;
      }
      case 'close':
      case 'open':
        ticket.status = action === 'close' ? 'Closed' : 'Opened';
        feed.push({ id: `s-${feed.length + 1}`, type: 'StatusChangeFeedItem', user: actorOf(user), newState: ticket.status, timestamp: now });
        break;
      case 'priority':
        ticket.priority = body.priority as Ticket['priority'];
        break;
      case 'scoping':
        ticket.scopingStatus = true;
        scopingPollsLeft[ticketId] = scopingPolls;
        break;
      case 'billable':
      case 'non-billable':
        ticket.billable = action === 'billable';
        break;
      case 'jira-ticket':
        ticket.jiraTicket = String(body.jiraTicket);
        break;
      case 'initial-request-time':
        ticket.initialRequestDateTime = String(body.initialRequestDateTime);
        break;
      case 'response-time':
        ticket.responseDateTime = String(body.responseDateTime);
        break;
      case 'resolution-time':
        ticket.resolutionDateTime = String(body.resolutionDateTime);
        break;
      case 'escalate':
        if (failing.includes('escalate')) return fail();
        ticket.escalatedToTicketId = `escalated-${ticketId}`;
        return text(ticket.escalatedToTicketId);
      default:
        break;
    }
    return noContent();
  };

  /** Details, feed, CSV and the actions every scope has on a ticket. */
  const ticketHandlers = (E: TicketActionEndpoints) => [
    ...on(E.feedExportCsv, () => (failing.includes('feed-export') ? fail() : csv('type,timestamp\n'))),
    ...on(E.feed, ({ params }) => {
      const ticketId = params.ticketId ?? '';
      if (!findTicket(ticketId)) return notFound();
      return HttpResponse.json((store.feeds[ticketId] ?? []).filter((item) => visibleTo(item, party)));
    }),
    ...on(E.details, ({ params }) => {
      const ticket = findTicket(params.ticketId);
      return ticket ? HttpResponse.json(ticket) : notFound();
    }),
    ...on(E.comment, act('comment')), ...on(E.close, act('close')), ...on(E.open, act('open')),
    ...on(E.priority, act('priority')), ...on(E.references, act('references')),
    ...on(E.inviteExternalParty, act('invite-external-party')), ...on(E.markCommentsAsRead, act('mark-comments-as-read')),
  ];

  const S = SUPPORT_ENDPOINTS;
  const L = LABEL_ENDPOINTS;
  const F = FILE_ENDPOINTS;
  const byOrder = () => [...store.labels].sort((a, b) => a.position - b.position);
  const fileDetails = ({ params }: DeclaredRequest) => {
    const fileId = params.fileId ?? '';
    const file = store.files[fileId];
    if (!file) return HttpResponse.json({ error: 'File not found' }, { status: 404 });
    return HttpResponse.json({
      fileId, fileName: file.name, contentType: 'application/pdf', size: 1, tenantId: user.tenant?.id ?? null,
      customerId: user.merchant?.merchantId ?? null, uploadedBy: actorOf(user), createdOn: '2025-01-06T09:00:00Z',
    });
  };
  const fileDownload = ({ params }: DeclaredRequest) => (store.files[params.fileId ?? '']
    ? new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })
    : HttpResponse.json({ error: 'File not found' }, { status: 404 }));
  const upload = () => {
    const fileId = `file-${Object.keys(store.files).length + 1}`;
    store.files[fileId] = { name: fileId };
    return HttpResponse.json({ fileId });
  };
  const removeFile = ({ params }: DeclaredRequest) => {
    if (failing.includes('file-delete')) return fail();
    delete store.files[params.fileId ?? ''];
    return noContent();
  };
  const searchTransactions: Resolve = ({ query }) => {
    if (failing.includes('transactions')) return fail();
    const key = String(query.searchKey ?? '');
    return HttpResponse.json({ count: 1, countIsCapped: false, nextCursor: null, data: [{ id: `tx-${key}`, externalId: key }] });
  };

  // Order matters where a literal path would also match a parameter (support/ticket/my vs support/ticket/:ticketId).
  const handlers: HttpHandler[] = [
    ...(failing.includes('tenants') ? declaredHandlers(TENANT_ENDPOINTS.idsAndNames, fail, { services }) : []),
    ...on(S.ticketCategories, () => (failing.includes('categories') ? fail() : HttpResponse.json({ categories: store.categories }))),
    ...on(S.myTickets, ({ query }) => HttpResponse.json(pageOf(filtered(query, String(query.ticketChannelType ?? 'CustomerToTenantTicketChannel')), query))),
    ...on(S.platformExport, () => (failing.includes('ticket-export') ? fail() : csv('ticketId\n'))),
    ...on(S.platformTickets, ({ query }) => HttpResponse.json(pageOf(filtered(query, 'TenantToPlatformTicketChannel'), query))),
    ...on(S.createTicket, ({ query, body }) =>
      createTicket(body as CreateTicketPayload, String(query.ticketChannelType ?? 'TenantToPlatformTicketChannel'))),
    ...on(S.platformCreate, ({ params, body }) => {
      const tenant = DEMO_TENANTS.find((x) => x.id === params.tenantId);
      return createTicket(body as CreateTicketPayload, 'TenantToPlatformTicketChannel', tenant ?? { id: params.tenantId ?? '', name: '' });
    }),
    // Platform scoping status: true for the first `scopingPolls` calls after a start, then false.
    ...on(S.platformScopingStatus, ({ params }) => {
      if (failing.includes('scoping-status')) return fail();
      const ticket = findTicket(params.ticketId);
      if (!ticket) return notFound();
      const left = scopingPollsLeft[ticket.ticketId] ?? 0;
      scopingPollsLeft[ticket.ticketId] = Math.max(0, left - 1);
      ticket.scopingStatus = left > 0;
      return HttpResponse.json({ scopingStatus: ticket.scopingStatus });
    }),
    // The customer scope before the tenant view: support/ticket/:ticketId/feed would match support/ticket/:customerId/:ticketId.
    ...ticketHandlers(S.customer),
    ...ticketHandlers(S.tenant),
    ...ticketHandlers(S.platform),
    ...on(S.tenantEscalate, act('escalate')),
    ...on(S.tenantAssign, act('assign')),
    ...on(S.platformAssign, act('assign')),
    ...on(S.platformScoping, act('scoping')),
    ...on(S.platformBillable, act('billable')),
    ...on(S.platformNonBillable, act('non-billable')),
    ...on(S.platformJiraTicket, act('jira-ticket')),
    ...on(S.platformInitialRequestTime, act('initial-request-time')),
    ...on(S.platformResponseTime, act('response-time')),
    ...on(S.platformResolutionTime, act('resolution-time')),
    ...on(S.setSupportLabel, ({ params }) => {
      const ticket = findTicket(params.b);
      if (!ticket) return notFound();
      ticket.label = store.labels.find((l) => l.labelId === params.labelId) ?? null;
      return noContent();
    }),

    // Labels: the server answers a created or changed label, and the new order.
    ...on(L.labels, () => HttpResponse.json(byOrder())),
    ...on(L.rearrangeLabels, ({ body }) => {
      const ids = fields(body).newLabelIdsList as string[];
      store.labels.forEach((l) => (l.position = ids.indexOf(l.labelId)));
      return HttpResponse.json(byOrder());
    }),
    ...on(L.createLabel, ({ body: raw }) => {
      const body = fields(raw);
      const problem = labelValueError(String(body.value ?? ''));
      if (problem) return HttpResponse.json({ error: problem }, { status: 400 });
      const label: Label = {
        labelId: `label-${store.labels.length + 1}-${Date.now()}`, value: String(body.value), color: String(body.color),
        description: (body.description as string | null | undefined) ?? null, isDefault: false, position: store.labels.length,
      };
      store.labels.push(label);
      return HttpResponse.json(label);
    }),
    ...on(L.label, ({ params }) => {
      const label = store.labels.find((l) => l.labelId === params.labelId);
      return label ? HttpResponse.json(label) : HttpResponse.json({ error: 'Label not found' }, { status: 404 });
    }),
    ...on(L.updateLabel, ({ params, body: raw }) => {
      const body = fields(raw);
      const label = store.labels.find((l) => l.labelId === params.labelId);
      if (!label) return HttpResponse.json({ error: 'Label not found' }, { status: 404 });
      Object.assign(label, { value: body.value, color: body.color, description: body.description ?? null });
      return HttpResponse.json(label);
    }),
    ...on(L.deleteLabel, ({ params }) => {
      if (failing.includes('label-delete')) return fail();
      store.labels = store.labels.filter((l) => l.labelId !== params.labelId);
      return noContent();
    }),

    // Files (own and, for platform staff, a tenant's).
    ...on(F.upload, upload), ...on(F.platformUpload, upload),
    ...on(F.details, fileDetails), ...on(F.platformDetails, fileDetails),
    ...on(F.download, fileDownload), ...on(F.platformDownload, fileDownload),
    ...on(F.remove, removeFile), ...on(F.platformRemove, removeFile),

    // Contact Support's transaction search (createTransactionHandlers is the fuller fake).
    ...on(TRANSACTION_ENDPOINTS.tenantSearch, searchTransactions),
    ...on(TRANSACTION_ENDPOINTS.merchantList, searchTransactions),
  ];
  return { handlers, store };
}
