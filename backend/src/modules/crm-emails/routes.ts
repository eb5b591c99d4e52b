import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/deps';
import { emailTemplateRoutes } from './email-templates.routes';
import { crmEmailRoutes } from './emails.routes';

/** The CRM's e-mail templates and e-mails (ADR 0090). */
export function crmEmailsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  emailTemplateRoutes(app, deps);
  crmEmailRoutes(app, deps);
}
