import type { FastifyInstance } from 'fastify';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import type { TicketActionEndpoints } from '@portal/contracts';
import type { Principal } from '../users/repository';
import { mailOutboxOf } from '../mail/outbox';
import { readerLanguage } from '../notifications/texts';
import { addComment, addReferences, exportFeedCsv, inviteExternalParty, markRead, nameOf, setPriority, setStatus } from './actions';
import { sendInvitationMail } from './external/invitation-mail';
import { invitationExpired, invitationSigner } from './external/links';
import { visibleFeed } from './feed.repository';
import { CUSTOMER } from './parties';
import type { SupportServices } from './services';
import type { TicketAccess } from './scope';
import { ticketDetails } from './tickets.repository';

/** How one scope finds the ticket behind its URL (and refuses others' tickets). */
export type Resolve = (principal: Principal, params: Record<string, string>, query: Record<string, string | undefined>) => Promise<TicketAccess>;

export interface ScopeDef {
  /** The scope's action declarations (SUPPORT_ENDPOINTS.customer, .tenant or .platform). */
  endpoints: TicketActionEndpoints;
  access: Access;
  resolve: Resolve;
}

/**
 * The actions every scope has on a ticket (spec part 1 section 7): details, feed, comment, close, open,
 * priority, references, feed CSV export, external-party invitation, mark comments as read.
 */
export function ticketActionRoutes(app: FastifyInstance, deps: ApiDeps, services: SupportServices, s: ScopeDef): void {
  const { db } = deps;
  const signer = () => invitationSigner(db, deps.config.publicOrigin);
  const e = s.endpoints;
  const common = { access: s.access };
  /** The ticket behind an action's URL, for the caller. */
  const ticketOf = (ctx: { principal: Principal; params: Record<string, string>; query: Record<string, string | undefined> }) =>
    s.resolve(ctx.principal, ctx.params, ctx.query);

  apiRoute(app, deps, e.details, {
    ...common,
    handler: async ({ principal, params, query }) => {
      const a = await s.resolve(principal, params, query);
      return ticketDetails(db, a.ticket, a.reader, services.clock.now());
    },
  });
  apiRoute(app, deps, e.feed, {
    ...common,
    handler: async ({ principal, params, query, request }) => {
      const a = await s.resolve(principal, params, query);
      // Comments the server wrote (the escalation note) in the reader's language, as notifications (ADR 0042).
      const language = readerLanguage(request.headers['accept-language'], principal.user.language);
      if (a.reader.party === CUSTOMER) return visibleFeed(db, a.ticket.id, a.reader, { language });
      const sign = await signer();
      const now = services.clock.now();
      return visibleFeed(db, a.ticket.id, a.reader, { language, invitationLink: (i) => (invitationExpired(i, now) ? undefined : sign(i)) });
    },
  });
  apiRoute(app, deps, e.feedExportCsv, {
    ...common,
    handler: async ({ principal, params, query, reply, request }) => {
      const language = readerLanguage(request.headers['accept-language'], principal.user.language);
      const { fileName, content } = await exportFeedCsv(db, await s.resolve(principal, params, query), language);
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff');
      return content;
    },
  });
  apiRoute(app, deps, e.comment, { ...common, handler: async (ctx) => { await addComment(db, await ticketOf(ctx), ctx.body); } });
  apiRoute(app, deps, e.close, { ...common, handler: async (ctx) => { await setStatus(db, await ticketOf(ctx), 'Closed'); } });
  apiRoute(app, deps, e.open, { ...common, handler: async (ctx) => { await setStatus(db, await ticketOf(ctx), 'Opened'); } });
  apiRoute(app, deps, e.priority, { ...common, handler: async (ctx) => { await setPriority(db, await ticketOf(ctx), ctx.body?.priority); } });
  apiRoute(app, deps, e.references, { ...common, handler: async (ctx) => { await addReferences(db, await ticketOf(ctx), ctx.body?.references); } });
  // Inviting sends mail to an address the caller chooses: under the per-address limit (ADR 0034).
  apiRoute(app, deps, e.inviteExternalParty, {
    ...common, rateLimited: true,
    handler: async (ctx) => {
      const a = await ticketOf(ctx);
      const { description, ...invitation } = await inviteExternalParty(db, a, ctx.body ?? {}, services.clock.now());
      const link = (await signer())(invitation);
      await sendInvitationMail({ outbox: mailOutboxOf(app), ticket: a.ticket, invitation, description, inviterName: nameOf(a.principal), link });
    },
  });
  apiRoute(app, deps, e.markCommentsAsRead, { ...common, handler: async (ctx) => { await markRead(db, await ticketOf(ctx), ctx.body ?? undefined); } });
}

