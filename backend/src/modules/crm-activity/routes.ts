import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { homeRoutes } from './home.routes';
import { noteRoutes } from './notes.routes';
import { taskRoutes } from './tasks.routes';

/** The CRM's work around records (ADR 0092): tasks, notes and the timeline, the team, the home. */
export function crmActivityRoutes(app: FastifyInstance, deps: ApiDeps): void {
  taskRoutes(app, deps);
  noteRoutes(app, deps);
  homeRoutes(app, deps);
}
