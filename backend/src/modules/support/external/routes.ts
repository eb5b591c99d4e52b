import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import type { SupportServices } from '../services';
import { addExternalComment, checkExternalComment, EXTERNAL_TEXTS, publicComments } from './comments';
import { pageLanguage, withLanguage } from '../../identity/pages/i18n';
import { EXTERNAL_PAGE_PATH, openInvitation, type ValidInvitation } from './links';
import { EXTERNAL_ASSETS_PATH, EXTERNAL_PAGE_CSS, notFoundPage, sendExternalPage, ticketPage, type TicketPageModel } from './page';

type Params = { token: string };

/**
 * The invited external party's page: no portal sign-in, the signed link is the only key. Shows the
 * ticket's subject and public comments and takes plain-text comments. Any bad link answers the same 404.
 */
export function externalPartyRoutes(app: FastifyInstance, db: Db, services: SupportServices): void {
  const page = `${EXTERNAL_PAGE_PATH}/:token`;
  const open = async (token: string) => (token.length > 200 ? undefined : openInvitation(db, token, services.clock.now()));
  const model = async ({ ticket, invitation }: ValidInvitation, token: string, request: FastifyRequest): Promise<TicketPageModel> => ({
    token, lang: pageLanguage(request), tenantId: ticket.tenantId, ticketNumber: ticket.ticketNumber, subject: ticket.subject, email: invitation.email,
    comments: await publicComments(db, ticket.id, invitation.email), closed: ticket.status === 'Closed',
  });

  app.get(EXTERNAL_ASSETS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(EXTERNAL_PAGE_CSS));

  app.get<{ Params: Params; Querystring: { posted?: string } }>(page, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const valid = await open(request.params.token);
    if (!valid) return sendExternalPage(reply, notFoundPage(pageLanguage(request)), 404);
    return sendExternalPage(reply, ticketPage({ ...(await model(valid, request.params.token, request)), posted: request.query.posted === '1' }));
  });

  app.post<{ Params: Params; Body: { comment?: unknown } | undefined }>(page, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const { token } = request.params;
    const valid = await open(token);
    if (!valid) return sendExternalPage(reply, notFoundPage(pageLanguage(request)), 404);
    if (valid.ticket.status === 'Closed') {
      return sendExternalPage(reply, ticketPage({ ...(await model(valid, token, request)), error: EXTERNAL_TEXTS.closed }), 409);
    }
    const raw = request.body?.comment;
    const check = checkExternalComment(raw);
    if (!check.ok) {
      const draft = typeof raw === 'string' ? raw : '';
      return sendExternalPage(reply, ticketPage({ ...(await model(valid, token, request)), draft, error: check.error }), 400);
    }
    await addExternalComment(db, valid, check.text);
    // Post/redirect/get: a reload does not post the comment again.
    return reply.redirect(withLanguage(`${EXTERNAL_PAGE_PATH}/${encodeURIComponent(token)}?posted=1`, pageLanguage(request)), 303);
  });
}
