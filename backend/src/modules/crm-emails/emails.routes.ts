import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { CRM_EDIT_PERMISSIONS, CRM_EMAIL_ENDPOINTS as E, CRM_EMAIL_PERMISSIONS, CRM_EMAILS, type CrmEmailStatus, type CrmRecordType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmEmails } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { scopeOf } from '../../http/scope';
import { mailOutboxOf } from '../mail/outbox';
import type { Principal } from '../users/repository';
import { tenantSettingsAccess } from '../settings/tenant-settings-access';
import { renderCrmEmail, sendCrmEmail } from './send-crm-email';
import { crmEditAccess } from '../crm/edit-access';

type EmailDbRow = typeof crmEmails.$inferSelect & { templateName: string | null; senderName: string | null };

const access = tenantSettingsAccess(CRM_EMAIL_PERMISSIONS.emails);
/** Sending an e-mail from a record (ADR 0093). */
const sendAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.emails);

const R = (column: string) => sql.raw(`"crm_emails"."${column}"`);
const emailColumns = {
  id: crmEmails.id, tenantId: crmEmails.tenantId, relatedType: crmEmails.relatedType, relatedId: crmEmails.relatedId, relatedName: crmEmails.relatedName,
  templateId: crmEmails.templateId, toAddress: crmEmails.toAddress, toName: crmEmails.toName, subject: crmEmails.subject, body: crmEmails.body,
  senderId: crmEmails.senderId, status: crmEmails.status, sentAt: crmEmails.sentAt, createdAt: crmEmails.createdAt,
  templateName: sql<string | null>`(select t.name from crm_email_templates t where t.id = ${R('template_id')})`,
  senderName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${R('sender_id')})`,
};
const toRow = (r: EmailDbRow) => ({
  id: r.id, tenantId: r.tenantId, relatedType: r.relatedType as CrmRecordType, relatedId: r.relatedId, relatedName: r.relatedName || null,
  templateId: r.templateId, templateName: r.templateName, toAddress: r.toAddress, toName: r.toName, subject: r.subject, body: r.body,
  senderId: r.senderId, senderName: r.senderName, status: r.status as CrmEmailStatus, sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export async function readCrmEmail(db: Db, id: string) {
  const [row] = await db.select(emailColumns).from(crmEmails).where(eq(crmEmails.id, id));
  if (!row) throw notFound('E-mail: not found');
  return toRow(row as EmailDbRow);
}

/** The tenant a send goes to: tenant staff their own, platform staff the one they pick. */
function tenantOf(principal: Principal, tenantId: string | undefined): string {
  const scope = scopeOf(principal, { tenantId, tenantRequired: principal.user.userType === 'platform' });
  if (scope.kind !== 'tenant') throw badRequest('Pick a tenant first');
  return scope.tenantId;
}

/** CRM e-mails (ADR 0090): the log (server-paged, by status, record type and subject or recipient), send and preview. */
export function crmEmailRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmEmails.tenantId };
  const { db } = deps;

  listRoute(app, deps, CRM_EMAILS, {
    access, countFrom: crmEmails, owner,
    select: (d) => d.select(emailColumns).from(crmEmails).$dynamic(),
    columns: {
      id: crmEmails.id, subject: crmEmails.subject, toAddress: crmEmails.toAddress, status: crmEmails.status, relatedType: crmEmails.relatedType,
      relatedId: crmEmails.relatedId, createdAt: crmEmails.createdAt,
    },
    toRow: (r: EmailDbRow) => toRow(r) as never,
  });

  crudRoutes(app, deps, CRM_EMAILS, {
    access, table: crmEmails, owner, columns: { id: crmEmails.id },
    toRow: (r: typeof crmEmails.$inferSelect) => readCrmEmail(db, r.id) as never,
    toValues: () => ({}),
  });

  apiRoute(app, deps, E.preview, {
    access,
    handler: async ({ principal, query, body }) => {
      const r = await renderCrmEmail({ db, principal, tenantId: tenantOf(principal, query.tenantId), ...body });
      return { toAddress: r.toAddress, toName: r.toName, subject: r.subject, body: r.body };
    },
  });

  apiRoute(app, deps, E.send, {
    access: sendAccess,
    handler: async ({ principal, query, body }) => {
      const id = await sendCrmEmail({ db, principal, tenantId: tenantOf(principal, query.tenantId), outbox: mailOutboxOf(app), ...body });
      return readCrmEmail(db, id);
    },
  });
}
