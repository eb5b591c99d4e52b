import type { FastifyInstance } from 'fastify';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { errorResponses } from '../../http/schemas';
import type { Principal } from '../users/repository';
import { mailOutboxOf } from '../mail/outbox';
import { addComment, addReferences, exportFeedCsv, inviteExternalParty, markRead, nameOf, setPriority, setStatus } from './actions';
import { sendInvitationMail } from './external/invitation-mail';
import { invitationExpired, invitationSigner } from './external/links';
import { visibleFeed } from './feed.repository';
import { CUSTOMER } from './parties';
import type { SupportServices } from './services';
import { channelQuery } from './schemas';
import type { TicketAccess } from './scope';
import { ticketDetails } from './tickets.repository';

/** How one scope finds the ticket behind its URL (and refuses others' tickets). */
export type Resolve = (principal: Principal, params: Record<string, string>, query: Record<string, string | undefined>) => Promise<TicketAccess>;

export interface ScopeDef {
  /** Path of the ticket with :params, e.g. support/ticket/:customerId/:ticketId. */
  prefix: string;
  access: Access;
  resolve: Resolve;
  tags: string[];
  /** Describes the scope in summaries. */
  who: string;
  withChannelQuery?: boolean;
}

const base = 'unversioned' as const;
type P = Record<string, string>;
type Q = Record<string, string | undefined>;

/**
 * The actions every scope has on a ticket (spec part 1 section 7): details, feed, comment, close, open,
 * priority, references, feed CSV export, external-party invitation, mark comments as read.
 */
export function ticketActionRoutes(app: FastifyInstance, deps: ApiDeps, services: SupportServices, s: ScopeDef): void {
  const { db } = deps;
  const signer = () => invitationSigner(db, deps.config.publicOrigin);
  const schema = (extra: object = {}) => ({ ...(s.withChannelQuery ? { querystring: { type: 'object', properties: channelQuery } } : {}), response: errorResponses, ...extra });
  const common = { base, access: s.access, tags: s.tags };
  // Inviting sends mail to an address the caller chooses: under the per-address limit (ADR 0034).
  const act = (path: string, summary: string, run: (a: TicketAccess, body: never) => Promise<unknown>) =>
    apiRoute<P, Q, never>(app, deps, {
      ...common, method: 'POST', path: `${s.prefix}${path}`, summary: `${summary} (${s.who})`, status: 204, schema: schema(),
      rateLimited: path === '/invite-external-party',
      handler: async ({ principal, params, query, body }) => { await run(await s.resolve(principal, params, query), body); },
    });

  apiRoute<P, Q>(app, deps, {
    ...common, method: 'GET', path: s.prefix, summary: `Ticket details (${s.who})`, schema: schema(),
    handler: async ({ principal, params, query }) => {
      const a = await s.resolve(principal, params, query);
      return ticketDetails(db, a.ticket, a.reader, services.clock.now());
    },
  });
  apiRoute<P, Q>(app, deps, {
    ...common, method: 'GET', path: `${s.prefix}/feed`, summary: `Ticket feed, oldest first, visibility applied (${s.who})`, schema: schema(),
    handler: async ({ principal, params, query }) => {
      const a = await s.resolve(principal, params, query);
      if (a.reader.party === CUSTOMER) return visibleFeed(db, a.ticket.id, a.reader);
      const sign = await signer();
      const now = services.clock.now();
      return visibleFeed(db, a.ticket.id, a.reader, { invitationLink: (i) => (invitationExpired(i, now) ? undefined : sign(i)) });
    },
  });
  apiRoute<P, Q>(app, deps, {
    ...common, method: 'GET', path: `${s.prefix}/feed/exportcsv`, summary: `Feed as CSV; also a ReportGenerated notification (${s.who})`, schema: schema(),
    handler: async ({ principal, params, query, reply }) => {
      const { fileName, content } = await exportFeedCsv(db, await s.resolve(principal, params, query));
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff');
      return content;
    },
  });
  act('/comment', 'Add a comment {content, isInternal}', (a, body: { content?: unknown; isInternal?: unknown }) => addComment(db, a, body));
  act('/close', 'Close the ticket', (a) => setStatus(db, a, 'Closed'));
  act('/open', 'Reopen the ticket', (a) => setStatus(db, a, 'Opened'));
  act('/priority', 'Change priority {priority}', (a, body: { priority?: unknown } | undefined) => setPriority(db, a, body?.priority));
  act('/references', 'Add references {references}', (a, body: { references?: unknown } | undefined) => addReferences(db, a, body?.references));
  act('/invite-external-party', 'Invite an external party {externalPartyEmail, invitationDescription}; e-mails them a signed link to comment', async (a, body) => {
    const { description, ...invitation } = await inviteExternalParty(db, a, body, services.clock.now());
    const link = (await signer())(invitation);
    await sendInvitationMail({ outbox: mailOutboxOf(app), ticket: a.ticket, invitation, description, inviterName: nameOf(a.principal), link });
  });
  act('/feed/mark-comments-as-read', 'Mark comments read for the caller {commentIds?}', (a, body: { commentIds?: unknown } | undefined) => markRead(db, a, body));
}

