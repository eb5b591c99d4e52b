/**
 * The CRM's e-mail templates and e-mails (spec part 2: crm/settings/crm/email-templates, /crm/emails; ADR 0090): a
 * template's subject and body with `{{placeholders}}` from a fixed list, filled on the server with a record's real
 * values, sent through the portal's mail transport and logged on the record.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { defineResource } from '../resource/define-resource';
import { flag, oneOf, text } from '../resource/filters';
import { CRM_RECORD_TYPES } from './records';

const tag = 'CRM e-mails';

export const CRM_EMAIL_LIMITS = { nameMax: 100, subjectMax: 200, bodyMax: 20_000 } as const;

export const CRM_EMAIL_MESSAGES = {
  templateNameTaken: 'A template named {{name}} exists already: choose another name',
  unknownPlaceholder: 'Unknown placeholder {{placeholder}}: use one of the listed placeholders',
  unknownTemplate: 'Unknown e-mail template',
  inactiveTemplate: 'The template {{name}} is inactive',
  subjectRequired: 'An e-mail needs a subject',
  bodyRequired: 'An e-mail needs a text',
  unknownRecord: 'Unknown record',
  noRecipient: 'This record has no contact with an e-mail address: add one first',
  unsupportedRecord: 'E-mails cannot be sent from a {{type}} yet',
  placeholderEmpty: 'The placeholder {{placeholder}} has no value for this record',
} as const;

/** The same sentences in Turkish: one table for both pages that show them (templates, sending). */
export const CRM_EMAIL_MESSAGES_TR: Record<keyof typeof CRM_EMAIL_MESSAGES, string> = {
  templateNameTaken: '{{name}} adlı bir şablon zaten var: başka bir ad seçin',
  unknownPlaceholder: 'Bilinmeyen yer tutucu {{placeholder}}: listedeki yer tutuculardan birini kullanın',
  unknownTemplate: 'Bilinmeyen e-posta şablonu',
  inactiveTemplate: '{{name}} şablonu pasif',
  subjectRequired: 'E-postanın bir konusu olmalıdır',
  bodyRequired: 'E-postanın bir metni olmalıdır',
  unknownRecord: 'Bilinmeyen kayıt',
  noRecipient: 'Bu kaydın e-posta adresi olan bir kişisi yok: önce bir tane ekleyin',
  unsupportedRecord: 'Bir {{type}} kaydından henüz e-posta gönderilemez',
  placeholderEmpty: '{{placeholder}} yer tutucusunun bu kayıt için değeri yok',
};

/**
 * The placeholders a template may use (ADR 0090), each with the sample value the settings page's preview shows.
 * A placeholder a record cannot fill (an organization has no opportunity) is refused when sending, naming it.
 */
export const CRM_EMAIL_PLACEHOLDERS = {
  'contact.firstName': 'Ada',
  'contact.lastName': 'Hale',
  'contact.fullName': 'Ada Hale',
  'contact.email': 'ada.hale@example.com',
  'organization.legalName': 'Northwind Travel Ltd',
  'organization.tradingName': 'Northwind Travel',
  'opportunity.name': 'Northwind Travel: card processing',
  'user.fullName': 'Tessa Tenant',
  'user.email': 'tessa.tenant@example.com',
  'tenant.name': 'Acme Payments',
} as const;
export type CrmEmailPlaceholder = keyof typeof CRM_EMAIL_PLACEHOLDERS;
export const CRM_EMAIL_PLACEHOLDER_NAMES = Object.keys(CRM_EMAIL_PLACEHOLDERS) as CrmEmailPlaceholder[];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every placeholder a text names, in order, once each (as written between the braces, trimmed). */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The first placeholder of the texts not on the fixed list, or null. */
export function unknownPlaceholder(...texts: string[]): string | null {
  for (const t of texts) for (const name of placeholdersIn(t)) if (!(name in CRM_EMAIL_PLACEHOLDERS)) return name;
  return null;
}

/** The text with each placeholder replaced by its value (a value missing: left as written). Plain text: no markup. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

// ---- Templates (settings) ------------------------------------------------------------------------------------------

export const emailTemplateBodySchema = {
  type: 'object', additionalProperties: false, required: ['name', 'subject', 'body', 'isActive'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: CRM_EMAIL_LIMITS.nameMax },
    subject: { type: 'string', minLength: 1, maxLength: CRM_EMAIL_LIMITS.subjectMax },
    /** Plain text (the mail transport sends text/plain), with placeholders. */
    body: { type: 'string', minLength: 1, maxLength: CRM_EMAIL_LIMITS.bodyMax },
    isActive: { type: 'boolean' },
  },
} as const;

export const emailTemplateRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'tenantId', 'name', 'subject', 'body', 'isActive', 'sent', 'updatedAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' }, name: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' },
    isActive: { type: 'boolean' },
    /** E-mails sent with it. */
    sent: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const EMAIL_TEMPLATES = defineResource({
  key: 'crm-email-templates', path: 'crm/email-templates', title: 'E-mail template', tag,
  row: emailTemplateRowSchema, body: emailTemplateBodySchema, operations: ['list', 'one', 'create', 'update', 'remove'],
  filters: { search: text('Name', { field: 'name', alsoIn: ['subject'] }), isActive: flag('Active') },
  sorts: ['name', 'updatedAt'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

// ---- E-mails -------------------------------------------------------------------------------------------------------

/** Queued while the transport has it; Sent once handed over; Failed if the transport refused it. */
export const CRM_EMAIL_STATUSES = ['Queued', 'Sent', 'Failed'] as const;
export type CrmEmailStatus = (typeof CRM_EMAIL_STATUSES)[number];

export const crmEmailRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'tenantId', 'relatedType', 'relatedId', 'relatedName', 'templateId', 'templateName', 'toAddress', 'toName', 'subject', 'body', 'senderId', 'senderName', 'status', 'sentAt', 'createdAt'],
  properties: {
    id: { type: 'string' }, tenantId: { type: 'string' },
    relatedType: { type: 'string', enum: CRM_RECORD_TYPES }, relatedId: { type: 'string' }, relatedName: { type: ['string', 'null'] },
    templateId: { type: ['string', 'null'] }, templateName: { type: ['string', 'null'] },
    toAddress: { type: 'string' }, toName: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' },
    senderId: { type: ['string', 'null'] }, senderName: { type: ['string', 'null'] },
    status: { type: 'string', enum: CRM_EMAIL_STATUSES },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const CRM_EMAILS = defineResource({
  key: 'crm-emails', path: 'crm/emails', title: 'E-mail', tag,
  row: crmEmailRowSchema, operations: ['list', 'one'],
  filters: {
    search: text('Subject or recipient', { field: 'subject', alsoIn: ['toAddress'] }),
    status: oneOf('Status', CRM_EMAIL_STATUSES, { multiple: true }),
    relatedType: oneOf('Record type', CRM_RECORD_TYPES, { multiple: true }),
    relatedId: text('Record', { match: 'exact', field: 'relatedId', storedLowerCase: true }),
  },
  sorts: ['createdAt', 'subject'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'tenant',
});

/** What the send dialog sends: a record, and a template or a free subject and text (placeholders allowed in both). */
export const crmEmailSendBodySchema = {
  type: 'object', additionalProperties: false, required: ['relatedType', 'relatedId'],
  properties: {
    relatedType: { type: 'string', enum: CRM_RECORD_TYPES },
    relatedId: { type: 'string', format: 'uuid' },
    templateId: { type: ['string', 'null'], format: 'uuid' },
    /** Without a template: required. With one: left out (the template's). */
    subject: { type: 'string', maxLength: CRM_EMAIL_LIMITS.subjectMax },
    body: { type: 'string', maxLength: CRM_EMAIL_LIMITS.bodyMax },
  },
} as const;

export const crmEmailPreviewSchema = {
  type: 'object', additionalProperties: false, required: ['toAddress', 'toName', 'subject', 'body'],
  properties: { toAddress: { type: 'string' }, toName: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } },
} as const;

const scopeQuery = { type: 'object', additionalProperties: false, properties: { tenantId: { type: 'string', format: 'uuid' } } } as const;

export const CRM_EMAIL_ENDPOINTS = {
  send: defineEndpoint({
    method: 'POST', path: 'crm/emails/send', base: 'merchant', summary: 'Send an e-mail from a record to its contact, through a template or as typed', tags: [tag],
    query: scopeQuery, body: crmEmailSendBodySchema, responses: { 201: crmEmailRowSchema },
  }),
  preview: defineEndpoint({
    method: 'POST', path: 'crm/emails/preview', base: 'merchant', summary: 'The e-mail as it would be sent from the record (recipient, filled subject and text)', tags: [tag],
    query: scopeQuery, body: crmEmailSendBodySchema, responses: { 200: crmEmailPreviewSchema },
  }),
} as const;

/** The catalogue's permissions: e-mails on `CRM.Emails.View`, templates on the settings page's `Settings.CrmEmailTemplates`. */
export const CRM_EMAIL_PERMISSIONS = {
  emails: 'CRM.Emails.View',
  templates: 'Settings.CrmEmailTemplates',
} as const;

export const CRM_EMAIL_RESOURCE_ENDPOINTS = { templates: EMAIL_TEMPLATES.endpoints, emails: CRM_EMAILS.endpoints };
