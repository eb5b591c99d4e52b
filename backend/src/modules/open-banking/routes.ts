import type { FastifyInstance } from 'fastify';
import { portalOrigins } from '../../config';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError } from '../../http/errors';
import { scopeOf } from '../../http/scope';
import { OPEN_BANKING_BANKS, OPEN_BANKING_ENDPOINTS as E, SIMULATED_BANK_PATH } from '@portal/contracts';
import { idempotent } from '../transactions/actions/idempotency';
import { actorOf } from '../transactions/actions/types';
import type { Principal } from '../users/repository';
import { answerAtBank, connectBank, consentHistory, listConsents, openLink, revokeConsent, type MerchantScope } from './consents';
import { payThroughConsent } from './payouts';
import { authorisationPage, bankOf, bankPageLanguage, closedPage, maskIban, simulatedIban } from './simulated-bank';

/**
 * Open banking (issue 13, ADR 0055): the merchant's consents from their declarations (merchants only, the pages'
 * catalogue permissions, each merchant its own consents through the one scope resolver), and the simulated bank's
 * authorisation page, outside the API prefix: it is the bank's page, reached by the link the consent answer gives.
 */
export function openBankingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const connections = { userTypes: ['merchant' as const], anyPermission: ['Merchant.Payments.OpenBankingConnections'] };
  const reading = { userTypes: ['merchant' as const], anyPermission: ['Merchant.Payments.OpenBankingConnections', 'Merchant.Payments.OpenBankingHistory'] };
  const merchantScope = (principal: Principal): MerchantScope => {
    const scope = scopeOf(principal);
    if (scope.kind !== 'merchant') throw new ApiError(403, 'Only merchant users link bank accounts');
    return { tenantId: scope.tenantId, merchantId: scope.merchantId };
  };

  apiRoute(app, deps, E.banks, { access: reading, handler: async () => OPEN_BANKING_BANKS.map((b) => ({ ...b })) });
  apiRoute(app, deps, E.consents, { access: reading, handler: ({ principal }) => listConsents(db, merchantScope(principal), new Date()) });
  apiRoute(app, deps, E.connect, {
    access: connections,
    handler: ({ principal, body }) => connectBank(db, merchantScope(principal), actorOf(principal), body,
      { portalOrigins: portalOrigins(config), publicOrigin: config.publicOrigin }, new Date()),
  });
  apiRoute(app, deps, E.revoke, {
    access: connections, handler: ({ principal, params }) => revokeConsent(db, merchantScope(principal), actorOf(principal), params.consentId, new Date()),
  });
  apiRoute(app, deps, E.history, { access: reading, handler: ({ principal, query }) => consentHistory(db, merchantScope(principal), query, new Date()) });
  apiRoute(app, deps, E.payout, {
    access: connections,
    handler: async ({ principal, headers, params, body }) => {
      const scope = merchantScope(principal);
      const mode = headers.systemmode;
      const answer = await idempotent(db, {
        requestId: headers['x-request-id'], userId: principal.user.id, action: 'openBankingPayout', target: params.consentId, request: { mode, body },
      }, (tx) => payThroughConsent({ tx, actor: actorOf(principal), now: new Date(), scope: { kind: 'merchant', ...scope }, headers: { mode } }, scope, params.consentId, body));
      if (!answer.ok) throw new ApiError(answer.status, answer.body.error);
      return answer.body;
    },
  });

  // The simulated bank's page (HTML for a person, not an API call: no token; the one-time link token is the proof).
  app.get<{ Querystring: { consentId?: string; state?: string; lang?: string } }>(SIMULATED_BANK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { consentId = '', state = '', lang } = request.query;
    const language = bankPageLanguage(lang);
    const open = /^[0-9a-f-]{36}$/i.test(consentId) ? await openLink(db, consentId, state, new Date()) : null;
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!open) return reply.code(410).send(closedPage(language, 'Bank', null));
    const bank = bankOf(open.row.bankId)!;
    return authorisationPage(language, {
      bankName: bank.name, merchantName: open.merchantName, accountMasked: maskIban(simulatedIban(bank, open.row.merchantId))!,
      consentId, state,
    }, SIMULATED_BANK_PATH);
  });
  app.post<{ Body: { consentId?: string; state?: string; decision?: string; lang?: string } }>(SIMULATED_BANK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { consentId = '', state = '', decision, lang } = request.body ?? {};
    const language = bankPageLanguage(lang);
    const answered = /^[0-9a-f-]{36}$/i.test(consentId) && (decision === 'authorise' || decision === 'reject')
      ? await answerAtBank(db, consentId, state, decision, new Date()) : null;
    if (!answered) return reply.code(410).type('text/html; charset=utf-8').send(closedPage(language, 'Bank', null));
    const back = new URL(answered.returnUrl);
    back.searchParams.set('consent', answered.id);
    back.searchParams.set('outcome', answered.status);
    return reply.redirect(back.toString(), 303);
  });
}
