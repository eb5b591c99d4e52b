import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { eq, type SQL } from 'drizzle-orm';
import { supportTickets } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { inScopeTenant, OTHER_TENANT, scopeOf, scopeWhere, type Scope } from '../../http/scope';
import { PERMISSIONS, SUPPORT_ENDPOINTS } from '@portal/contracts';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { findTenant } from '../tenants/repository';
import { assign, createTicket, escalate, parseDateTime, setLabel } from './actions';
import { externalPartyRoutes } from './external/routes';
import { createSupportServices } from './services';
import { setTimingByHand, type TimingField } from './timing-fields';
import { TICKET_CATEGORIES } from './categories';
import { fileNamePart } from './csv';
import { supportExportWords } from './export-texts';
import { csvStream, type CsvValue } from '../../lib/csv';
import { readerLanguage } from '../../lib/reader-language';
import { labelRoutes } from './labels.routes';
import { customerScopeTicket, platformTicket, readerOf, tenantViewTicket, type TicketAccess } from './scope';
import type { ListQuery } from './schemas';
import { ticketActionRoutes } from './ticket-actions.routes';
import { exportTenants, exportTickets, findMerchant, listTickets, updateTicket } from './tickets.repository';
import { isOneLine } from '../../lib/validation';

const { merchantSupportLookup: MERCHANT, crmSupportLookup: CRM, platformSupportLookup: PLATFORM } = PERMISSIONS;
const customerAccess = { userTypes: ['merchant' as const, 'crm' as const], anyPermission: [MERCHANT, CRM] };
const tenantAccess = { userTypes: ['crm' as const], anyPermission: [CRM] };
const platformAccess = { userTypes: ['platform' as const], anyPermission: [PLATFORM] };

/** The shared ticket-action routes' parameters (their names differ per scope; each declaration requires its own). */
type ScopeParams = Readonly<Record<string, string>>;

/** A parameter the shared action route's declaration requires (Fastify checked it): read by name, never undefined. */
function param(params: ScopeParams, name: string): string {
  const value = params[name];
  if (value === undefined) throw notFound('Ticket not found');
  return value;
}

/** A JSON value that is a list of uuids. */
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((x) => typeof x === 'string' && isUuid(x));

const textReply = (reply: { type(t: string): unknown }, id: string) => { reply.type('text/plain; charset=utf-8'); return id; };

/** Support tickets in three scopes (spec part 1 section 7 "Customer tickets", "Tenant view ...", "Platform tickets"). */
export function supportRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const services = createSupportServices(app, db);
  externalPartyRoutes(app, db, services);

  apiRoute(app, deps, SUPPORT_ENDPOINTS.ticketCategories, {
    access: { anyPermission: [MERCHANT, CRM, PLATFORM] },
    handler: async () => ({ categories: [...TICKET_CATEGORIES] }),
  });

  // ---- customer scope ----------------------------------------------------------------------
  apiRoute(app, deps, SUPPORT_ENDPOINTS.myTickets, {
    access: customerAccess,
    handler: ({ principal, query }) => listTickets(db, readerOf(principal), myScope(scopeOf(principal), query.ticketChannelType), { ...query, tenantIds: undefined }),
  });

  apiRoute(app, deps, SUPPORT_ENDPOINTS.createTicket, {
    access: customerAccess,
    handler: async ({ principal, query, body, request, reply }) => {
      const scope = scopeOf(principal);
      if (scope.kind === 'platform') throw forbidden('Platform staff raise tickets for a tenant');
      const { tenantId } = scope;
      let channel: 'CustomerToTenantTicketChannel' | 'TenantToPlatformTicketChannel';
      let customerId: string | null = null;
      if (scope.kind === 'merchant') {
        if (query.ticketChannelType === 'TenantToPlatformTicketChannel') throw badRequest('Merchants raise tickets to their tenant (CustomerToTenantTicketChannel)');
        channel = 'CustomerToTenantTicketChannel';
        customerId = scope.merchantId;
      } else if (query.ticketChannelType === 'CustomerToTenantTicketChannel') {
        const customers = (body?.references ?? []).filter((r) => r.key === 'Customer');
        if (customers.length !== 1) throw badRequest('A ticket on behalf of a customer needs exactly one Customer reference');
        const merchant = isUuid(customers[0]!.value) ? await findMerchant(db, customers[0]!.value) : undefined;
        if (!merchant) throw badRequest('Customer reference names an unknown customer');
        if (!inScopeTenant(scope, merchant.tenantId)) throw forbidden(OTHER_TENANT);
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
    endpoints: SUPPORT_ENDPOINTS.customer, access: customerAccess,
    resolve: (principal, params, query) => customerScopeTicket(db, principal, param(params, 'ticketId'), query.ticketChannelType),
  });

  // ---- tenant view of customer tickets -------------------------------------------------------
  const tenantResolve = (principal: Principal, { customerId, ticketId }: { customerId: string; ticketId: string }) =>
    tenantViewTicket(db, principal, customerId, ticketId);
  ticketActionRoutes(app, deps, services, {
    endpoints: SUPPORT_ENDPOINTS.tenant, access: tenantAccess,
    resolve: (principal, params) => tenantResolve(principal, { customerId: param(params, 'customerId'), ticketId: param(params, 'ticketId') }),
  });
  apiRoute(app, deps, SUPPORT_ENDPOINTS.tenantEscalate, {
    access: tenantAccess,
    handler: async ({ principal, params, body, request, reply }) => textReply(reply, await escalate(db, await tenantResolve(principal, params), body, request)),
  });
  apiRoute(app, deps, SUPPORT_ENDPOINTS.tenantAssign, {
    access: tenantAccess,
    handler: async ({ principal, params, body }) => assign(db, await tenantResolve(principal, params), body?.assignee),
  });

  // ---- platform --------------------------------------------------------------------------------
  apiRoute(app, deps, SUPPORT_ENDPOINTS.platformTickets, {
    access: platformAccess,
    handler: ({ principal, query }) => listTickets(db, readerOf(principal), [eq(supportTickets.channelType, 'TenantToPlatformTicketChannel')],
      { ...query, tenantIds: query.tenantId ? [query.tenantId] : undefined }),
  });
  apiRoute(app, deps, SUPPORT_ENDPOINTS.platformExport, {
    access: platformAccess,
    handler: async ({ principal, query, reply, request }) => {
      let tenantIds: string[] | undefined;
      if (query.tenants) {
        let parsed: unknown;
        try { parsed = JSON.parse(query.tenants); } catch { throw badRequest('tenants must be a JSON list of tenant ids'); }
        if (!isIdList(parsed)) throw badRequest('tenants must be a JSON list of tenant ids');
        tenantIds = parsed;
      } else if (query.tenantId) tenantIds = [query.tenantId];
      const scope = [eq(supportTickets.channelType, 'TenantToPlatformTicketChannel')];
      const filter = { ...query, tenantIds };
      // The header and the ticket's values in the reader's language, as the support pages read (ADR 0042).
      const words = supportExportWords(readerLanguage(request.headers['accept-language'], principal.user.language));
      const header = words.ticketHeader;
      // Streamed through the one CSV writer from a keyset-paged read: constant memory, whatever the size.
      async function* lines(only?: string[]): AsyncGenerator<CsvValue[]> {
        for await (const { row, item } of exportTickets(db, scope, only ? { ...filter, tenantIds: only } : filter)) {
          yield [item.ticketNumber, item.ticketId, item.tenantName, item.customerName, words.name(item.category), item.subject,
            words.value(item.status), words.value(item.priority), item.assignee?.name, item.label ? words.name(item.label.value) : undefined, row.billable ? words.yes : words.no, row.jiraTicket,
            row.initialRequestAt?.toISOString(), row.responseAt?.toISOString(), row.resolutionAt?.toISOString(), item.createdOn, item.escalatedFromTicketId];
        }
      }
      const stamp = new Date().toISOString().slice(0, 10);
      if (query.format === 'zip') {
        // One file per tenant name (in the order of each tenant's oldest ticket); JSZip pulls each stream in turn.
        const zip = new JSZip();
        const byName = new Map<string, string[]>();
        for (const t of await exportTenants(db, scope, filter)) byName.set(t.name, [...(byName.get(t.name) ?? []), t.id]);
        for (const [name, ids] of byName) zip.file(`tickets-${fileNamePart(name)}.csv`, csvStream(header, lines(ids)));
        if (byName.size === 0) zip.file('tickets.csv', csvStream(header, lines([])));
        void reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="tickets-${stamp}.zip"`);
        return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true });
      }
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="tickets-${stamp}.csv"`);
      return csvStream(header, lines());
    },
  });
  apiRoute(app, deps, SUPPORT_ENDPOINTS.platformCreate, {
    access: platformAccess,
    handler: async ({ principal, params, body, request, reply }) => {
      if (!isUuid(params.tenantId) || !(await findTenant(db, params.tenantId))) throw notFound('Tenant not found');
      const row = await createTicket(db, principal, body, { channel: 'TenantToPlatformTicketChannel', tenantId: params.tenantId, customerId: null, request });
      return textReply(reply, row.id);
    },
  });

  const platformResolve = (principal: Principal, { tenantId, ticketId }: { tenantId: string; ticketId: string }) =>
    platformTicket(db, principal, tenantId, ticketId);
  ticketActionRoutes(app, deps, services, {
    endpoints: SUPPORT_ENDPOINTS.platform, access: platformAccess,
    resolve: (principal, params) => platformResolve(principal, { tenantId: param(params, 'tenantId'), ticketId: param(params, 'ticketId') }),
  });
  const E = SUPPORT_ENDPOINTS;
  const platformAccessOnly = { access: platformAccess };
  /** The platform ticket behind an action's URL. */
  const platformTicketOf = (ctx: { principal: Principal; params: { tenantId: string; ticketId: string } }) => platformResolve(ctx.principal, ctx.params);
  apiRoute(app, deps, E.platformAssign, { ...platformAccessOnly, handler: async (ctx) => { await assign(db, await platformTicketOf(ctx), ctx.body?.assignee); } });
  apiRoute(app, deps, E.platformScoping, {
    ...platformAccessOnly,
    handler: async (ctx) => { const a = await platformTicketOf(ctx); await services.scoping.start(a.ticket.id, a.principal.user.id); },
  });
  apiRoute(app, deps, E.platformScopingStatus, {
    access: platformAccess,
    handler: async ({ principal, params }) => ({ scopingStatus: services.scoping.isRunning((await platformResolve(principal, params)).ticket) }),
  });
  const billable = (value: boolean) => async (a: TicketAccess, b: { tenantId?: string; ticketId?: string } | null) => {
    if ((b?.tenantId && b.tenantId !== a.ticket.tenantId) || (b?.ticketId && b.ticketId !== a.ticket.id)) throw badRequest('tenantId and ticketId must match the ticket in the path');
    await updateTicket(db, a.ticket.id, { billable: value });
  };
  apiRoute(app, deps, E.platformBillable, { ...platformAccessOnly, handler: async (ctx) => { await billable(true)(await platformTicketOf(ctx), ctx.body); } });
  apiRoute(app, deps, E.platformNonBillable, { ...platformAccessOnly, handler: async (ctx) => { await billable(false)(await platformTicketOf(ctx), ctx.body); } });
  apiRoute(app, deps, E.platformJiraTicket, {
    ...platformAccessOnly,
    handler: async (ctx) => {
      const a = await platformTicketOf(ctx);
      const b = ctx.body;
      if (typeof b?.jiraTicket !== 'string' || b.jiraTicket.trim().length > 100 || !isOneLine(b.jiraTicket.trim())) {
        throw badRequest('Jira ticket must be one line of text of at most 100 characters');
      }
      await updateTicket(db, a.ticket.id, { jiraTicket: b.jiraTicket.trim() || null });
    },
  });
  // Times set here are "set by hand": scoping and the automatic updates keep them from then on.
  const byHand = (endpoint: typeof E.platformInitialRequestTime, field: TimingField, label: string, key: string) => apiRoute(app, deps, endpoint, {
    ...platformAccessOnly,
    handler: async (ctx) => { await setTimingByHand(db, (await platformTicketOf(ctx)).ticket.id, field, parseDateTime(label, ctx.body?.[key])); },
  });
  byHand(E.platformInitialRequestTime, 'initialRequestAt', 'Initial request time', 'initialRequestDateTime');
  byHand(E.platformResponseTime, 'responseAt', 'Response time', 'responseDateTime');
  byHand(E.platformResolutionTime, 'resolutionAt', 'Resolution time', 'resolutionDateTime');

  // ---- label on a ticket -------------------------------------------------------------------------
  apiRoute(app, deps, SUPPORT_ENDPOINTS.setSupportLabel, {
    access: { userTypes: ['crm', 'platform'], anyPermission: [CRM, PLATFORM] },
    handler: async ({ principal, params }) => {
      const a = principal.user.userType === 'platform'
        ? await platformTicket(db, principal, params.a, params.b)
        : params.a === principal.user.tenantId
          ? await customerScopeTicket(db, principal, params.b, 'TenantToPlatformTicketChannel')
          : await tenantViewTicket(db, principal, params.a, params.b);
      await setLabel(db, a, params.labelId);
    },
  });

  labelRoutes(app, deps);
}

/**
 * support/ticket/my: what "my tickets" means in the caller's scope (the one resolver, ADR 0015): a merchant's
 * customer tickets, or tenant staff's tickets of their tenant in the channel asked for.
 */
function myScope(scope: Scope, channel: ListQuery['ticketChannelType']): SQL[] {
  if (scope.kind === 'merchant') {
    if (channel === 'TenantToPlatformTicketChannel') throw badRequest('Merchants only have CustomerToTenantTicketChannel tickets');
    return [eq(supportTickets.channelType, 'CustomerToTenantTicketChannel'), scopeWhere(scope, { tenantId: supportTickets.tenantId, merchantId: supportTickets.customerId })!];
  }
  return [scopeWhere(scope, { tenantId: supportTickets.tenantId, merchantId: supportTickets.customerId })!, eq(supportTickets.channelType, channel ?? 'CustomerToTenantTicketChannel')];
}
