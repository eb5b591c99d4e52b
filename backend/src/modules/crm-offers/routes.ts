import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { agreementRoutes } from './agreements.routes';
import { offerTextRoutes } from './offer-texts.routes';
import { proposalRoutes } from './proposals.routes';

/** Proposals and agreements (ADR 0094). */
export function crmOffersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  proposalRoutes(app, deps);
  agreementRoutes(app, deps);
  offerTextRoutes(app, deps);
}
