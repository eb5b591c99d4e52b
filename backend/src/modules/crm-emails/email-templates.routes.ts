import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { CRM_EMAIL_MESSAGES as M, CRM_EMAIL_PERMISSIONS, EMAIL_TEMPLATES, TENANT_SETTINGS_PLATFORM_PERMISSION, unknownPlaceholder } from '@portal/contracts';
import { crmEmailTemplates } from '../../db/schema';
import type { Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { tenantOfCall } from '../crm/customer-access';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';

interface TemplateBody { name: string; subject: string; body: string; isActive: boolean }
type TemplateDbRow = typeof crmEmailTemplates.$inferSelect & { sent: number };

const access = tenantSettingsAccess(CRM_EMAIL_PERMISSIONS.templates);
/** Those who send e-mails read the templates too (to pick one); only the settings page's holders change them. */
const readAccess: Access = { userTypes: ['crm', 'platform'], anyPermission: [CRM_EMAIL_PERMISSIONS.templates, CRM_EMAIL_PERMISSIONS.emails, TENANT_SETTINGS_PLATFORM_PERMISSION] };

const T = (column: string) => sql.raw(`"crm_email_templates"."${column}"`);
const templateColumns = {
  id: crmEmailTemplates.id, tenantId: crmEmailTemplates.tenantId, name: crmEmailTemplates.name, subject: crmEmailTemplates.subject,
  body: crmEmailTemplates.body, isActive: crmEmailTemplates.isActive, updatedAt: crmEmailTemplates.updatedAt,
  sent: sql<number>`(select count(*)::int from crm_emails e where e.template_id = ${T('id')})`,
};
const toRow = (r: TemplateDbRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, subject: r.subject, body: r.body, isActive: r.isActive, sent: Number(r.sent), updatedAt: r.updatedAt.toISOString(),
});

/**
 * E-mail templates (ADR 0090): the name unique per tenant (case aside); subject and body use placeholders from the
 * fixed list only (an unknown one is refused, named). Deleting one keeps the e-mails sent with it as they were.
 */
export function emailTemplateRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmEmailTemplates.tenantId };
  const { db } = deps;
  const read = async (id: string) => {
    const [row] = await db.select(templateColumns).from(crmEmailTemplates).where(eq(crmEmailTemplates.id, id));
    if (!row) throw notFound('E-mail template: not found');
    return toRow(row as TemplateDbRow);
  };

  listRoute(app, deps, EMAIL_TEMPLATES, {
    access: readAccess, countFrom: crmEmailTemplates, owner,
    select: (d) => d.select(templateColumns).from(crmEmailTemplates).$dynamic(),
    columns: { id: crmEmailTemplates.id, name: crmEmailTemplates.name, subject: crmEmailTemplates.subject, isActive: crmEmailTemplates.isActive, updatedAt: crmEmailTemplates.updatedAt },
    toRow: (r: TemplateDbRow) => toRow(r) as never,
  });

  crudRoutes(app, deps, EMAIL_TEMPLATES, {
    access, readAccess, table: crmEmailTemplates, owner, columns: { id: crmEmailTemplates.id },
    conflict: 'A template with this name exists already: choose another name',
    toRow: (r: typeof crmEmailTemplates.$inferSelect) => read(r.id) as never,
    toValues: async (body, call, existing: typeof crmEmailTemplates.$inferSelect | null) => {
      const b = body as unknown as TemplateBody;
      const tenantId = tenantOfCall(call, existing);
      const name = b.name.trim();
      const [taken] = await call.db.select({ id: crmEmailTemplates.id }).from(crmEmailTemplates)
        .where(and(eq(crmEmailTemplates.tenantId, tenantId), sql`lower(${crmEmailTemplates.name}) = lower(${name})`, existing ? ne(crmEmailTemplates.id, existing.id) : undefined));
      if (taken) throw badRequest(fill(M.templateNameTaken, { name }));
      if (!b.subject.trim()) throw badRequest(M.subjectRequired);
      if (!b.body.trim()) throw badRequest(M.bodyRequired);
      const unknown = unknownPlaceholder(b.subject, b.body);
      if (unknown) throw badRequest(fill(M.unknownPlaceholder, { placeholder: `{{${unknown}}}` }));
      return { name, subject: b.subject.trim(), body: b.body, isActive: b.isActive, updatedAt: new Date() };
    },
  });
}
