import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { blacklistRoutes } from './blacklist.routes';
import { antifraudRuleRoutes } from './rules.routes';

/** Antifraud rules and blacklists that operators configure (issue 29, ADR 0106). */
export function antifraudRoutes(app: FastifyInstance, deps: ApiDeps): void {
  antifraudRuleRoutes(app, deps);
  blacklistRoutes(app, deps);
}
