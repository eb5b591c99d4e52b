import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client';
import { devMailboxMessages } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MailDelivery, SentMail } from './outbox';

/** Keeps the message in the development mailbox (DEV_MAILBOX), where platform staff read it at /platform/mailbox. */
export function devMailboxDelivery(db: Db): MailDelivery {
  return {
    name: 'dev-mailbox',
    async deliver(message: SentMail) {
      await db.insert(devMailboxMessages).values({
        id: newId(), toAddress: message.to, subject: message.subject, body: message.text, link: message.link ?? null, sentAt: new Date(message.sentAt),
      });
    },
  };
}

/** Sends the message through the SMTP server SMTP_URL names (text, and HTML beside it when the message has it). */
export function smtpDelivery(url: string, from: string): MailDelivery {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async deliver(message: SentMail) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
    },
  };
}
