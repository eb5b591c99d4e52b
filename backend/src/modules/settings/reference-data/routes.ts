import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../../http/deps';
import { globalReferenceRoutes } from './global-routes';
import { referenceLookupRoutes } from './lookup-routes';
import { systemVariableRoutes } from './system-variable-routes';
import { tenantConfigurationRoutes } from './tenant-routes';

/** Reference data settings and their lookups (ADR 0064). */
export function referenceDataRoutes(app: FastifyInstance, deps: ApiDeps): void {
  globalReferenceRoutes(app, deps);
  tenantConfigurationRoutes(app, deps);
  systemVariableRoutes(app, deps);
  referenceLookupRoutes(app, deps);
}
