import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { agreementRoutes } from './agreements.routes';
import { offerTextRoutes } from './offer-texts.routes';
import { proposalRoutes } from './proposals.routes';
import { verifyPageRoutes } from './verify/routes';

/** Proposals and agreements (ADR 0094), and the public page that verifies an accepted agreement's PDF. */
export function crmOffersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  proposalRoutes(app, deps);
  agreementRoutes(app, deps);
  offerTextRoutes(app, deps);
  verifyPageRoutes(app, deps.db);
}
