import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { eq, type SQL } from 'drizzle-orm';
import { supportTickets } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { OTHER_TENANT } from '../../http/scope';
import { PERMISSIONS, SUPPORT_PATHS, type CreateTicketPayload } from '../../lib/contracts';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { findTenant } from '../tenants/repository';
import { assign, createTicket, escalate, parseDateTime, setLabel } from './actions';
import { externalPartyRoutes } from './external/routes';
import { createSupportServices } from './services';
import { setTimingByHand, type TimingField } from './timing-fields';
import { TICKET_CATEGORIES } from './categories';
import { fileNamePart, toCsv } from './csv';
import { labelRoutes } from './labels.routes';
import { customerScopeTicket, platformTicket, readerOf, tenantViewTicket, type TicketAccess } from './scope';
import { ticketExportQuery, ticketListQuery, type ExportQuery, type ListQuery } from './schemas';
import { ticketActionRoutes } from './ticket-actions.routes';
import { allTickets, findMerchant, listTickets, updateTicket } from './tickets.repository';
import { isOneLine } from '../../lib/validation';

const base = 'unversioned' as const;
const tags = ['Support'];
const { merchantSupportLookup: MERCHANT, crmSupportLookup: CRM, platformSupportLookup: PLATFORM } = PERMISSIONS;
const customerAccess = { userTypes: ['merchant' as const, 'crm' as const], anyPermission: [MERCHANT, CRM] };
const tenantAccess = { userTypes: ['crm' as const], anyPermission: [CRM] };
const platformAccess = { userTypes: ['platform' as const], anyPermission: [PLATFORM] };

/** Turns a SUPPORT_PATHS function into a route path with :params. */
const route = <A extends string[]>(fn: (...args: A) => string, ...names: A) => fn(...(names.map((n) => `:${n}`) as A));

type P = Record<string, string>;
type Q = Record<string, string | undefined>;

const textReply = (reply: { type(t: string): unknown }, id: string) => { reply.type('text/plain; charset=utf-8'); return id; };

/** Support tickets in three scopes (spec part 1 section 7 "Customer tickets", "Tenant view ...", "Platform tickets"). */
export function supportRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const services = createSupportServices(app, db);
  externalPartyRoutes(app, db, services);

  apiRoute(app, deps, {
    method: 'GET', path: SUPPORT_PATHS.ticketCategories, base, tags, summary: 'Ticket categories',
    access: { anyPermission: [MERCHANT, CRM, PLATFORM] },
    schema: { response: { 200: { type: 'object', properties: { categories: { type: 'array', items: { type: 'string' } } } }, ...errorResponses } },
    handler: async () => ({ categories: [...TICKET_CATEGORIES] }),
  });

  // ---- customer scope ----------------------------------------------------------------------
  apiRoute<unknown, ListQuery>(app, deps, {
    method: 'GET', path: SUPPORT_PATHS.myTickets, base, tags, access: customerAccess,
    summary: 'Tickets of the caller: a merchant its own; tenant staff their customers\' (CustomerToTenantTicketChannel, default) or their own to the platform',
    schema: { querystring: ticketListQuery },
    handler: ({ principal, query }) => listTickets(db, readerOf(principal), myScope(principal, query.ticketChannelType), { ...query, tenantIds: undefined }),
  });

  apiRoute<unknown, Q, CreateTicketPayload>(app, deps, {
    method: 'POST', path: SUPPORT_PATHS.createTicket, base, tags, access: customerAccess,
    summary: 'Create a ticket (merchant: to its tenant; tenant staff: to the platform, or with ticketChannelType=CustomerToTenantTicketChannel for one Customer reference). Answers the id as text.',
    schema: { querystring: { type: 'object', properties: { ticketChannelType: { type: 'string', enum: ['CustomerToTenantTicketChannel', 'TenantToPlatformTicketChannel'] } } } },
    handler: async ({ principal, query, body, request, reply }) => {
      const tenantId = principal.user.tenantId!;
      let channel: 'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel';
      let customerId: string | null = null;
      if (principal.user.userType === 'merchant') {
        if (query.ticketChannelType === 'TenantToPlatformTicketChannel') throw badRequest('Merchants raise tickets to their tenant (CustomerToTenantTicketChannel)');
        if (!principal.user.merchantId) throw badRequest('Your account does not belong to a merchant');
        channel = 'CustomerToTenantTicketChannel';
        customerId = principal.user.merchantId;
      } else if (query.ticketChannelType === 'CustomerToTenantTicketChannel') {
        const customers = (body?.references ?? []).filter((r) => r.key === 'Customer');
        if (customers.length !== 1) throw badRequest('A ticket on behalf of a customer needs exactly one Customer reference');
        const merchant = isUuid(customers[0]!.value) ? await findMerchant(db, customers[0]!.value) : undefined;
        if (!merchant) throw badRequest('Customer reference names an unknown customer');
        if (merchant.tenantId !== tenantId) throw forbidden(OTHER_TENANT);
        channel = 'CustomerToTenantTicketChannel';
        customerId = merchant.id;
      } else {
        channel = 'TenantToPlatformTicketChannel';
      }
      const row = await createTicket(db, principal, body, { channel, tenantId, customerId, request });
      return textReply(reply, row.id);
    },
  });

  ticketActionRoutes(app, deps, services, {
    prefix: route(SUPPORT_PATHS.ticket, 'ticketId'), access: customerAccess, tags, who: 'own ticket', withChannelQuery: true,
    resolve: (principal, params, query) => customerScopeTicket(db, principal, params.ticketId!, query.ticketChannelType),
  });

  // ---- tenant view of customer tickets -------------------------------------------------------
  const tenantResolve = (principal: Principal, params: P) => tenantViewTicket(db, principal, params.customerId!, params.ticketId!);
  ticketActionRoutes(app, deps, services, {
    prefix: route(SUPPORT_PATHS.tenantTicket, 'customerId', 'ticketId'), access: tenantAccess, tags, who: 'tenant view of a customer ticket',
    resolve: tenantResolve,
  });
  apiRoute<P, Q, { subject?: string; description?: string; ticketCategory?: string; priority?: string }>(app, deps, {
    method: 'POST', path: route(SUPPORT_PATHS.tenantEscalate, 'customerId', 'ticketId'), base, tags, access: tenantAccess,
    summary: 'Escalate a customer ticket: a new TenantToPlatformTicketChannel ticket linked to it. Answers its id as text.',
    handler: async ({ principal, params, body, request, reply }) => textReply(reply, await escalate(db, await tenantResolve(principal, params), body, request)),
  });
  apiRoute<P, Q, { assignee?: string }>(app, deps, {
    method: 'POST', path: route(SUPPORT_PATHS.tenantAssign, 'customerId', 'ticketId'), base, tags, access: tenantAccess, status: 204,
    summary: 'Assign a customer ticket to tenant support staff {assignee}',
    handler: async ({ principal, params, body }) => assign(db, await tenantResolve(principal, params), body?.assignee),
  });

  // ---- platform --------------------------------------------------------------------------------
  apiRoute<unknown, ListQuery>(app, deps, {
    method: 'GET', path: SUPPORT_PATHS.platformTickets, base, tags, access: platformAccess,
    summary: 'Tenant-to-platform tickets across tenants (tenantId narrows)', schema: { querystring: ticketListQuery },
    handler: ({ principal, query }) => listTickets(db, readerOf(principal), [eq(supportTickets.channelType, 'TenantToPlatformTicketChannel')],
      { ...query, tenantIds: query.tenantId ? [query.tenantId] : undefined }),
  });
  apiRoute<unknown, ExportQuery>(app, deps, {
    method: 'GET', path: SUPPORT_PATHS.platformExport, base, tags, access: platformAccess,
    summary: 'Export tickets: format csv (one file) or zip (one csv per tenant); tenants = JSON list of tenant ids', schema: { querystring: ticketExportQuery },
    handler: async ({ query, reply }) => {
      let tenantIds: string[] | undefined;
      if (query.tenants) {
        let parsed: unknown;
        try { parsed = JSON.parse(query.tenants); } catch { throw badRequest('tenants must be a JSON list of tenant ids'); }
        if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string' && isUuid(x))) throw badRequest('tenants must be a JSON list of tenant ids');
        tenantIds = parsed as string[];
      } else if (query.tenantId) tenantIds = [query.tenantId];
      const rows = await allTickets(db, [eq(supportTickets.channelType, 'TenantToPlatformTicketChannel')], { ...query, tenantIds });
      const header = ['Ticket number', 'Ticket id', 'Tenant', 'Customer', 'Category', 'Subject', 'Status', 'Priority', 'Assignee', 'Label',
        'Billable', 'Jira ticket', 'Initial request', 'Response', 'Resolution', 'Created on', 'Escalated from ticket'];
      const line = ({ row, item }: (typeof rows)[number]) => [item.ticketNumber, item.ticketId, item.tenantName, item.customerName, item.category, item.subject,
        item.status, item.priority, item.assignee?.name, item.label?.value, row.billable ? 'Yes' : 'No', row.jiraTicket,
        row.initialRequestAt?.toISOString(), row.responseAt?.toISOString(), row.resolutionAt?.toISOString(), item.createdOn, item.escalatedFromTicketId];
      const stamp = new Date().toISOString().slice(0, 10);
      if (query.format === 'zip') {
        const zip = new JSZip();
        const byTenant = new Map<string, typeof rows>();
        for (const r of rows) byTenant.set(r.item.tenantName, [...(byTenant.get(r.item.tenantName) ?? []), r]);
        for (const [name, list] of byTenant) zip.file(`tickets-${fileNamePart(name)}.csv`, toCsv(header, list.map(line)));
        if (byTenant.size === 0) zip.file('tickets.csv', toCsv(header, []));
        void reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="tickets-${stamp}.zip"`);
        return zip.generateAsync({ type: 'nodebuffer' });
      }
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="tickets-${stamp}.csv"`);
      return toCsv(header, rows.map(line));
    },
  });
  apiRoute<P, Q, CreateTicketPayload>(app, deps, {
    method: 'POST', path: route(SUPPORT_PATHS.platformCreate, 'tenantId'), base, tags, access: platformAccess,
    summary: 'Create a ticket for a tenant (platform). Answers the id as text.',
    handler: async ({ principal, params, body, request, reply }) => {
      if (!isUuid(params.tenantId!) || !(await findTenant(db, params.tenantId!))) throw notFound('Tenant not found');
      const row = await createTicket(db, principal, body, { channel: 'TenantToPlatformTicketChannel', tenantId: params.tenantId!, customerId: null, request });
      return textReply(reply, row.id);
    },
  });

  const platformResolve = (principal: Principal, params: P) => platformTicket(db, principal, params.tenantId!, params.ticketId!);
  ticketActionRoutes(app, deps, services, {
    prefix: route(SUPPORT_PATHS.platformTicket, 'tenantId', 'ticketId'), access: platformAccess, tags, who: 'platform', resolve: platformResolve,
  });
  const platformAct = <B>(path: string, summary: string, run: (a: TicketAccess, body: B) => Promise<unknown>) =>
    apiRoute<P, Q, B>(app, deps, {
      method: 'POST', path, base, tags, access: platformAccess, summary, status: 204,
      handler: async ({ principal, params, body }) => { await run(await platformResolve(principal, params), body); },
    });
  const pp = (fn: (tenantId: string, ticketId: string) => string) => route(fn, 'tenantId', 'ticketId');
  platformAct<{ assignee?: string }>(pp(SUPPORT_PATHS.platformAssign), 'Assign to platform support staff {assignee}', (a, b) => assign(db, a, b?.assignee));
  platformAct(pp(SUPPORT_PATHS.platformScoping),
    'Start scoping (empty body): derives the timing fields not set by hand from the feed; no-op while a run is in progress. Poll scoping-status.',
    (a) => services.scoping.start(a.ticket.id, a.principal.user.id));
  apiRoute<P>(app, deps, {
    method: 'GET', path: pp(SUPPORT_PATHS.platformScopingStatus), base, tags, access: platformAccess, summary: 'Scoping status: true while a run is in progress',
    schema: { response: { 200: { type: 'object', properties: { scopingStatus: { type: 'boolean' } } }, ...errorResponses } },
    handler: async ({ principal, params }) => ({ scopingStatus: services.scoping.isRunning((await platformResolve(principal, params)).ticket) }),
  });
  const billable = (value: boolean) => async (a: TicketAccess, b: { tenantId?: string; ticketId?: string } | undefined) => {
    if ((b?.tenantId && b.tenantId !== a.ticket.tenantId) || (b?.ticketId && b.ticketId !== a.ticket.id)) throw badRequest('tenantId and ticketId must match the ticket in the path');
    await updateTicket(db, a.ticket.id, { billable: value });
  };
  platformAct(pp(SUPPORT_PATHS.platformBillable), 'Mark billable {tenantId, ticketId}', billable(true));
  platformAct(pp(SUPPORT_PATHS.platformNonBillable), 'Mark non-billable {tenantId, ticketId}', billable(false));
  platformAct<{ jiraTicket?: unknown }>(pp(SUPPORT_PATHS.platformJiraTicket), 'Set the Jira ticket {jiraTicket} (empty clears)', async (a, b) => {
    if (typeof b?.jiraTicket !== 'string' || b.jiraTicket.trim().length > 100 || !isOneLine(b.jiraTicket.trim())) {
      throw badRequest('Jira ticket must be one line of text of at most 100 characters');
    }
    await updateTicket(db, a.ticket.id, { jiraTicket: b.jiraTicket.trim() || null });
  });
  // Times set here are "set by hand": scoping and the automatic updates keep them from then on.
  const byHand = (field: TimingField, label: string, key: string) => platformAct<Record<string, unknown>>(
    pp({ initialRequestAt: SUPPORT_PATHS.platformInitialRequestTime, responseAt: SUPPORT_PATHS.platformResponseTime, resolutionAt: SUPPORT_PATHS.platformResolutionTime }[field]),
    `Set the ${label.toLowerCase()} {${key}} by hand (scoping keeps it)`,
    (a, b) => setTimingByHand(db, a.ticket.id, field, parseDateTime(label, b?.[key])));
  byHand('initialRequestAt', 'Initial request time', 'initialRequestDateTime');
  byHand('responseAt', 'Response time', 'responseDateTime');
  byHand('resolutionAt', 'Resolution time', 'resolutionDateTime');

  // ---- label on a ticket -------------------------------------------------------------------------
  apiRoute<P>(app, deps, {
    method: 'POST', path: route(SUPPORT_PATHS.setSupportLabel, 'a', 'b', 'labelId'), base, tags, status: 204,
    access: { userTypes: ['crm', 'platform'], anyPermission: [CRM, PLATFORM] },
    summary: 'Set a ticket\'s label (empty body). a = customerId (customer ticket) or tenantId (tenant-to-platform ticket); b = ticketId',
    handler: async ({ principal, params }) => {
      const a = principal.user.userType === 'platform'
        ? await platformTicket(db, principal, params.a!, params.b!)
        : params.a === principal.user.tenantId
          ? await customerScopeTicket(db, principal, params.b!, 'TenantToPlatformTicketChannel')
          : await tenantViewTicket(db, principal, params.a!, params.b!);
      await setLabel(db, a, params.labelId!);
    },
  });

  labelRoutes(app, deps);
}

/** support/ticket/my: what "my tickets" means for the caller. */
function myScope(principal: Principal, channel: ListQuery['ticketChannelType']): SQL[] {
  const { user } = principal;
  if (user.userType === 'merchant') {
    if (channel === 'TenantToPlatformTicketChannel') throw badRequest('Merchants only have CustomerToTenantTicketChannel tickets');
    return [eq(supportTickets.channelType, 'CustomerToTenantTicketChannel'), eq(supportTickets.customerId, user.merchantId ?? '00000000-0000-0000-0000-000000000000')];
  }
  return [eq(supportTickets.tenantId, user.tenantId!), eq(supportTickets.channelType, channel ?? 'CustomerToTenantTicketChannel')];
}
