import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { activitySetRoutes } from './activity-sets.routes';
import { leadStatusRoutes } from './lead-statuses.routes';
import { pipelineRoutes } from './pipelines.routes';

/** The CRM's settings (ADR 0086): pipelines and stages, lead statuses, activity sets. */
export function crmSettingsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  activitySetRoutes(app, deps);
  leadStatusRoutes(app, deps);
  pipelineRoutes(app, deps);
}
