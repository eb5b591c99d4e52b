import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_LABELS, DEFAULT_SERVICE_BASES, SUPPORT_PATHS, isCommentItem, labelValueError,
  type CreateTicketPayload, type FeedItem, type Label, type ServiceBases, type Ticket, type TicketActor,
} from '@portal/contracts';
import { findDemoUser, type DemoUser } from '../demo-users/demo-users';
import { ACME_TENANT, DEMO_TENANTS } from '../fixtures/tenants-and-merchants';
import { everyUrlFor } from './urls';

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
 * answered as one demo account sees them. Not a second backend: just enough for component tests.
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
  const urls = (path: string) => everyUrlFor(path, services);
  const record = async (request: Request) => {
    const url = new URL(request.url);
    let body: unknown;
    if (request.method !== 'GET' && request.headers.get('content-type')?.includes('json')) body = await request.clone().json().catch(() => undefined);
    store.calls.push({ method: request.method, path: url.pathname, query: url.search, body });
    return url;
  };
  const fail = () => HttpResponse.json({ error: 'Service unavailable' }, { status: 500 });
  const findTicket = (id: string) => store.tickets.find((t) => t.ticketId === id);
  const notFound = () => HttpResponse.json({ error: 'Ticket not found' }, { status: 404 });
  const pageOf = (items: Ticket[], url: URL) => {
    const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    return { count: items.length, data: items.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) };
  };
  const filtered = (url: URL, channel?: string) =>
    store.tickets.filter((t) => {
      const q = url.searchParams;
      if (channel && t.ticketChannelType !== channel) return false;
      if (q.get('status') && t.status !== q.get('status')) return false;
      if (q.get('tenantId') && t.tenantId !== q.get('tenantId')) return false;
      if (q.get('priority') && t.priority !== q.get('priority')) return false;
      return true;
    });

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
    return new HttpResponse(ticket.ticketId, { headers: { 'Content-Type': 'text/plain' } });
  };

  const handlers: HttpHandler[] = [
    ...urls(SUPPORT_PATHS.ticketCategories).map((u) =>
      http.get(u, async ({ request }) => {
        await record(request);
        return failing.includes('categories') ? fail() : HttpResponse.json({ categories: store.categories });
      }),
    ),
    ...urls(SUPPORT_PATHS.myTickets).map((u) =>
      http.get(u, async ({ request }) => {
        const url = await record(request);
        return HttpResponse.json(pageOf(filtered(url, url.searchParams.get('ticketChannelType') ?? 'CustomerToTenantTicketChannel'), url));
      }),
    ),
    ...urls('support/ticket/export').map((u) =>
      http.get(u, async ({ request }) => {
        await record(request);
        if (failing.includes('ticket-export')) return fail();
        return new HttpResponse('ticketId\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    ),
    ...urls(SUPPORT_PATHS.platformTickets).flatMap((u) => [
      http.get(u, async ({ request }) => {
        const url = await record(request);
        return HttpResponse.json(pageOf(filtered(url, 'TenantToPlatformTicketChannel'), url));
      }),
      http.post(u, async ({ request }) => {
        const url = await record(request);
        const payload = (await request.json()) as CreateTicketPayload;
        return createTicket(payload, url.searchParams.get('ticketChannelType') ?? 'TenantToPlatformTicketChannel');
      }),
    ]),
    // Feed CSV export in every scope (a blob).
    ...everyUrlFor('support/*/feed/exportcsv', services).map((u) =>
      http.get(u, async ({ request }) => {
        await record(request);
        if (failing.includes('feed-export')) return fail();
        return new HttpResponse('type,timestamp\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    ),
    // Platform scoping status: true for the first `scopingPolls` calls after a start, then false.
    ...urls('support/:tenantId/ticket/:ticketId/scoping-status').map((u) =>
      http.get(u, async ({ request, params }) => {
        await record(request);
        if (failing.includes('scoping-status')) return fail();
        const ticket = findTicket(String(params.ticketId));
        if (!ticket) return notFound();
        const left = scopingPollsLeft[ticket.ticketId] ?? 0;
        scopingPollsLeft[ticket.ticketId] = Math.max(0, left - 1);
        ticket.scopingStatus = left > 0;
        return HttpResponse.json({ scopingStatus: ticket.scopingStatus });
      }),
    ),
    // Ticket, feed and actions in every scope: the last path segment(s) decide.
    ...everyUrlFor('support/*', services).flatMap((u) => [
      http.get(u, async ({ request }) => {
        const url = await record(request);
        const parts = url.pathname.split('/support/')[1].split('/');
        const feed = parts[parts.length - 1] === 'feed';
        const ticketId = feed ? parts[parts.length - 2] : parts[parts.length - 1];
        if (parts[0] === 'labels') return HttpResponse.json([...store.labels].sort((a, b) => a.position - b.position));
        const ticket = findTicket(ticketId);
        if (!ticket) return notFound();
        if (feed) return HttpResponse.json((store.feeds[ticketId] ?? []).filter((item) => visibleTo(item, party)));
        return HttpResponse.json(ticket);
      }),
      http.post(u, async ({ request }) => {
        const url = await record(request);
        const parts = url.pathname.split('/support/')[1].split('/');
        const body = request.headers.get('content-type')?.includes('json') ? ((await request.json()) as Record<string, unknown>) : {};
        if (parts[0] === 'label') {
          const problem = labelValueError(String(body.value ?? ''));
          if (problem) return HttpResponse.json({ error: problem }, { status: 400 });
          const label: Label = {
            labelId: `label-${store.labels.length + 1}-${Date.now()}`, value: String(body.value), color: String(body.color),
            description: (body.description as string) ?? null, isDefault: false, position: store.labels.length,
          };
          store.labels.push(label);
          return HttpResponse.json(label);
        }
        if (parts[0] === 'labels' && parts[1] === 'rearrange') {
          const ids = body.newLabelIdsList as string[];
          store.labels.forEach((l) => (l.position = ids.indexOf(l.labelId)));
          return new HttpResponse(null, { status: 204 });
        }
        if (parts.length === 2 && parts[1] === 'ticket') {
          const tenant = DEMO_TENANTS.find((x) => x.id === parts[0]);
          return createTicket(body as unknown as CreateTicketPayload, 'TenantToPlatformTicketChannel', tenant ?? { id: parts[0]!, name: '' });
        }
        const action = parts[parts.length - 1];
        const ticketId = parts[parts.length - 2];
        const ticket = findTicket(ticketId);
        if (!ticket) return notFound();
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
          case 'escalate': {
            if (failing.includes('escalate')) return fail();
            ticket.escalatedToTicketId = `escalated-${ticketId}`;
            return new HttpResponse(ticket.escalatedToTicketId, { headers: { 'Content-Type': 'text/plain' } });
          }
          default:
            break;
        }
        return new HttpResponse(null, { status: 204 });
      }),
      http.put(u, async ({ request }) => {
        const url = await record(request);
        const id = url.pathname.split('/').pop();
        const body = (await request.json()) as Partial<Label>;
        const label = store.labels.find((l) => l.labelId === id);
        if (!label) return HttpResponse.json({ error: 'Label not found' }, { status: 404 });
        Object.assign(label, { value: body.value, color: body.color, description: body.description ?? null });
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(u, async ({ request }) => {
        const url = await record(request);
        if (failing.includes('label-delete')) return fail();
        const id = url.pathname.split('/').pop();
        store.labels = store.labels.filter((l) => l.labelId !== id);
        return new HttpResponse(null, { status: 204 });
      }),
    ]),
    ...everyUrlFor('fs/*', services).flatMap((u) => [
      http.post(u, async ({ request }) => {
        await record(request);
        const fileId = `file-${Object.keys(store.files).length + 1}`;
        store.files[fileId] = { name: fileId };
        return HttpResponse.json({ fileId });
      }),
      // fs/file/{fileId}/details and fs/{tenantId}/file/{fileId}/details.
      http.get(u, async ({ request }) => {
        const url = await record(request);
        const parts = url.pathname.split('/');
        const fileId = parts[parts.length - 2] ?? '';
        const file = store.files[fileId];
        if (parts[parts.length - 1] !== 'details' || !file) return HttpResponse.json({ error: 'File not found' }, { status: 404 });
        return HttpResponse.json({
          fileId, fileName: file.name, contentType: 'application/pdf', size: 1, tenantId: user.tenant?.id ?? null,
          customerId: user.merchant?.merchantId ?? null, uploadedBy: actorOf(user), createdOn: '2025-01-06T09:00:00Z',
        });
      }),
      http.delete(u, async ({ request }) => {
        const url = await record(request);
        if (failing.includes('file-delete')) return fail();
        delete store.files[url.pathname.split('/').pop() ?? ''];
        return new HttpResponse(null, { status: 204 });
      }),
    ]),
    ...['api/crm/transactions/searchKey', 'api/transactions'].flatMap((path) =>
      everyUrlFor(path, services).map((u) =>
        http.get(u, async ({ request }) => {
          const url = await record(request);
          if (failing.includes('transactions')) return fail();
          const key = url.searchParams.get('searchKey') ?? '';
          return HttpResponse.json({ count: 1, data: [{ id: `tx-${key}`, externalId: key }] });
        }),
      ),
    ),
  ];
  if (failing.includes('tenants')) {
    handlers.unshift(...everyUrlFor('tenants/ids-and-names', services).map((u) => http.get(u, () => fail())));
  }
  return { handlers, store };
}
