/**
 * The development mailbox (issue 30, ADR 0075): the e-mail the backend sent (invitations, password resets,
 * registration confirmations), kept in the database when the backend runs with DEV_MAILBOX=true, read by platform
 * staff at /platform/mailbox. Newest first; searched by recipient and subject.
 */
import { dayRange, defineResource, primaryFilter, text } from '../resource';

export const devMailRowSchema = {
  type: 'object',
  required: ['id', 'to', 'subject', 'text', 'link', 'sentAt'],
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    link: { type: ['string', 'null'] },
    sentAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const DEV_MAILBOX = defineResource({
  key: 'dev-mailbox', path: 'platform/mailbox', title: 'Mailbox', tag: 'Platform: development mailbox', row: devMailRowSchema,
  operations: ['list', 'one'],
  filters: {
    recipient: primaryFilter(text('Recipient', { field: 'to' })), search: primaryFilter(text('Search', { field: 'subject', alsoIn: ['text'] })),
    sent: dayRange('Sent', { field: 'sentAt', maxDays: 366 }),
  },
  sorts: ['sentAt'], defaultSort: { key: 'sentAt', direction: 'desc' }, paging: 'keyset',
  modeScoped: false, scope: 'global',
});

/** The mailbox's generated endpoints, exported as the contract's endpoint walk finds them. */
export const DEV_MAILBOX_ENDPOINTS = DEV_MAILBOX.endpoints;

/** What the mailbox's endpoints answer (404) when the backend keeps no mail. */
export const DEV_MAILBOX_OFF_MESSAGE = 'The development mailbox is off: this backend keeps no copy of the mail it sends (start it with DEV_MAILBOX=true).';

/** One kept e-mail as the mailbox lists it. */
export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sentAt: string;
}
