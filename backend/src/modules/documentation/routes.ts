import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { apiReferenceRoutes } from './api-reference.routes';
import { documentationPageRoutes } from './pages.routes';

/** Documentation pages and the API reference (ADR 0099). */
export function documentationRoutes(app: FastifyInstance, deps: ApiDeps): void {
  documentationPageRoutes(app, deps);
  apiReferenceRoutes(app, deps);
}
