import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { contactRoutes } from './contacts.routes';
import { leadRoutes } from './leads.routes';
import { organizationRoutes } from './organizations.routes';

/** The CRM's customers and their contacts (ADR 0087), its leads (ADR 0091). */
export function crmRoutes(app: FastifyInstance, deps: ApiDeps): void {
  organizationRoutes(app, deps);
  contactRoutes(app, deps);
  leadRoutes(app, deps);
}
