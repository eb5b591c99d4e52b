import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One e-mail as the backend hands it over for delivery. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (invitations), kept apart so logs and tests need not parse the text. */
  link?: string;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

/**
 * Where the backend sends e-mail. A real mailer (SMTP, a mail API) implements `send`; this reference
 * backend has no mail server, so LoggingMailOutbox stands in.
 */
export interface MailOutbox {
  send(message: MailMessage): Promise<void>;
}

/** How many sent messages LoggingMailOutbox keeps for tests and local inspection. */
export const OUTBOX_KEEP = 50;

/** Logs every message (to, subject, link) at info level and keeps the last OUTBOX_KEEP in memory. */
export class LoggingMailOutbox implements MailOutbox {
  private readonly messages: SentMail[] = [];

  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>, private readonly now: () => Date = () => new Date()) {}

  async send(message: MailMessage): Promise<void> {
    this.log.info({ mail: { to: message.to, subject: message.subject, link: message.link } }, 'mail outbox: message sent');
    this.messages.push({ ...message, sentAt: this.now().toISOString() });
    if (this.messages.length > OUTBOX_KEEP) this.messages.splice(0, this.messages.length - OUTBOX_KEEP);
  }

  /** Sent messages, oldest first (optionally only those to one address). */
  sent(to?: string): SentMail[] {
    return this.messages.filter((m) => !to || m.to === to);
  }
}

const outboxes = new WeakMap<FastifyInstance, MailOutbox>();

/** The server's one outbox (created on first use); `replace` installs a real mailer. */
export function mailOutboxOf(app: FastifyInstance): MailOutbox {
  let outbox = outboxes.get(app);
  if (!outbox) {
    outbox = new LoggingMailOutbox(app.log);
    outboxes.set(app, outbox);
  }
  return outbox;
}

export function replaceMailOutbox(app: FastifyInstance, outbox: MailOutbox): void {
  outboxes.set(app, outbox);
}
