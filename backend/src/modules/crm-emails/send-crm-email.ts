import { and, eq } from 'drizzle-orm';
import {
  CRM_EMAIL_MESSAGES as M, emailMarkupToText, fillPlaceholders, placeholdersIn, unknownPlaceholder, type CrmEmailPlaceholder, type CrmRecordType,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmEmails, crmEmailTemplates, tenants } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { merchantLimitOf } from '../../http/scope';
import { newId } from '../../lib/ids';
import type { MailOutbox } from '../mail/outbox';
import type { Principal } from '../users/repository';
import { fill } from '../settings/tenant-settings-access';
import { crmEmailDocument } from './email-document';
import { crmEmailRecordResolver } from './record-resolvers';

export interface CrmEmailRequest {
  db: Db;
  /** Who sends (their name and address fill the user placeholders; their merchant limits apply). */
  principal: Principal;
  tenantId: string;
  relatedType: CrmRecordType;
  relatedId: string;
  /** A template of the tenant; without one, `subject` and `body` as typed (placeholders allowed). */
  templateId?: string | null;
  subject?: string;
  body?: string;
}

export interface RenderedCrmEmail {
  toAddress: string;
  toName: string;
  subject: string;
  body: string;
  relatedName: string;
  templateId: string | null;
  /** Signs the HTML part (ADR 0149). */
  tenantName: string;
}

/**
 * The e-mail as it goes out (ADR 0090): the record's recipient, and the template's (or typed) subject and text with
 * every placeholder filled from the record, the sender and the tenant. Refused with a sentence when a placeholder is
 * not on the list, when the record cannot fill one, or when the record has nobody with an address.
 */
export async function renderCrmEmail(request: CrmEmailRequest): Promise<RenderedCrmEmail> {
  const { db, principal, tenantId } = request;
  let subject = request.subject ?? '';
  let body = request.body ?? '';
  let templateId: string | null = null;
  if (request.templateId) {
    const [template] = await db.select().from(crmEmailTemplates).where(and(eq(crmEmailTemplates.id, request.templateId), eq(crmEmailTemplates.tenantId, tenantId)));
    if (!template) throw badRequest(M.unknownTemplate);
    if (!template.isActive) throw badRequest(fill(M.inactiveTemplate, { name: template.name }));
    subject = template.subject;
    body = template.body;
    templateId = template.id;
  }
  if (!subject.trim()) throw badRequest(M.subjectRequired);
  if (!body.trim()) throw badRequest(M.bodyRequired);
  const unknown = unknownPlaceholder(subject, body);
  if (unknown) throw badRequest(fill(M.unknownPlaceholder, { placeholder: `{{${unknown}}}` }));

  const resolver = crmEmailRecordResolver(request.relatedType);
  if (!resolver) throw badRequest(fill(M.unsupportedRecord, { type: request.relatedType }));
  const limit = merchantLimitOf(principal);
  const record = await resolver({ db, tenantId, id: request.relatedId, withinMerchantLimit: (merchantId) => !limit || !merchantId || limit.includes(merchantId) });
  if (!record) throw badRequest(M.unknownRecord);
  if (!record.recipient) throw badRequest(M.noRecipient);

  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const values: Partial<Record<CrmEmailPlaceholder, string>> = {
    ...record.values,
    'user.fullName': `${principal.user.firstName} ${principal.user.lastName}`.trim(),
    'user.email': principal.user.email,
    'tenant.name': tenant?.name ?? '',
  };
  const empty = [...placeholdersIn(subject), ...placeholdersIn(body)].find((name) => !values[name as CrmEmailPlaceholder]);
  if (empty) throw badRequest(fill(M.placeholderEmpty, { placeholder: `{{${empty}}}` }));
  return {
    toAddress: record.recipient.address, toName: record.recipient.name, relatedName: record.recordName, templateId, tenantName: tenant?.name ?? '',
    subject: fillPlaceholders(subject, values).trim(), body: fillPlaceholders(body, values),
  };
}

/**
 * Sends an e-mail from a CRM record through the portal's mail transport and logs it on the record (ADR 0090): the
 * row is Queued, then Sent once the outbox has it, or Failed if the outbox refused it. Answers the row's id.
 * Other modules (a lead's page, a task's reminder) call this with their record's type and id.
 */
export async function sendCrmEmail(request: CrmEmailRequest & { outbox: MailOutbox; now?: () => Date }): Promise<string> {
  const rendered = await renderCrmEmail(request);
  const id = newId();
  const { db } = request;
  await db.insert(crmEmails).values({
    id, tenantId: request.tenantId, relatedType: request.relatedType, relatedId: request.relatedId, relatedName: rendered.relatedName,
    templateId: rendered.templateId, toAddress: rendered.toAddress, toName: rendered.toName, subject: rendered.subject, body: rendered.body,
    senderId: request.principal.user.id, status: 'Queued',
  });
  try {
    // The text as written is kept on the record; the mail carries it as plain text and as HTML (ADR 0149).
    await request.outbox.send({
      to: rendered.toAddress, subject: rendered.subject, text: emailMarkupToText(rendered.body), html: crmEmailDocument(rendered.body, rendered.tenantName),
    });
    await db.update(crmEmails).set({ status: 'Sent', sentAt: (request.now ?? (() => new Date()))() }).where(eq(crmEmails.id, id));
  } catch {
    await db.update(crmEmails).set({ status: 'Failed' }).where(eq(crmEmails.id, id));
  }
  return id;
}
