import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import { pageLanguage, withLanguage } from '../../identity/pages/i18n';
import { sendPage } from '../../identity/pages/reply';
import { SHA256_PATTERN, verifyAgreementHash } from './lookup';
import { VERIFY_ASSETS, VERIFY_PAGE_PATH, verifyPage } from './page';
import { VERIFY_CSS, VERIFY_JS } from './script';

/**
 * The public `/verify` page (ADR 0094) on the portal's origin, served without the SPA: no sign-in (whoever holds a
 * file may check it), the identity pages' frame and CSP, limited per address like the other public pages (ADR 0102).
 */
export function verifyPageRoutes(app: FastifyInstance, db: Db): void {
  const asset = (file: string, type: string, body: string) => app.get(`${VERIFY_ASSETS}/${file}`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type(type).header('Cache-Control', 'public, max-age=3600').send(body));
  asset('verify.css', 'text/css; charset=utf-8', VERIFY_CSS);
  asset('verify.js', 'text/javascript; charset=utf-8', VERIFY_JS);

  // The bare page; its form without the script sends ?sha256=..., answered by the hash's own address.
  app.get<{ Querystring: { sha256?: string } }>(VERIFY_PAGE_PATH, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const lang = pageLanguage(request);
    const typed = typeof request.query.sha256 === 'string' ? request.query.sha256.trim() : undefined;
    if (typed === undefined) return sendPage(reply, verifyPage({ lang }));
    if (SHA256_PATTERN.test(typed.toLowerCase())) return reply.redirect(withLanguage(`${VERIFY_PAGE_PATH}/${typed.toLowerCase()}`, lang), 303);
    return sendPage(reply, verifyPage({ lang, invalid: typed.slice(0, 200) }), 400);
  });

  app.get<{ Params: { hash: string } }>(`${VERIFY_PAGE_PATH}/:hash`, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const lang = pageLanguage(request);
    const hash = request.params.hash.toLowerCase();
    if (!SHA256_PATTERN.test(hash)) return sendPage(reply, verifyPage({ lang, invalid: request.params.hash.slice(0, 200) }), 400);
    return sendPage(reply, verifyPage({ lang, checked: await verifyAgreementHash(db, hash) }));
  });
}
