import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The development mailbox (DEV_MAILBOX=true, which `npm start` sets): every e-mail the backend sends, kept so that
 * platform staff read invitations, password resets and confirmations at /platform/mailbox without a mail server.
 * Not a tenant's data: the whole platform's outgoing mail, readable only by platform staff, only in development.
 */
export const devMailboxMessages = pgTable('dev_mailbox_messages', {
  id: uuid('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The one link the message is about (an invitation's, a confirmation's), shown as a button. */
  link: text('link'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('dev_mailbox_messages_sent_idx').on(t.sentAt, t.id)]);
