import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** One e-mail as the backend hands it over for delivery. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text (multipart/alternative) when present (CRM e-mails, ADR 0149). */
  html?: string;
  /** The one link the message is about (invitations), kept apart so logs and tests need not parse the text. */
  link?: string;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

/** Where the backend sends e-mail: every module calls `mailOutboxOf(app).send(message)`. */
export interface MailOutbox {
  send(message: MailMessage): Promise<void>;
}

/**
 * One way a message leaves the outbox: an SMTP server (`SMTP_URL`), the development mailbox in the database
 * (`DEV_MAILBOX`). A delivery that fails is logged; the action that sent the mail has already happened and stands.
 */
export interface MailDelivery {
  readonly name: string;
  deliver(message: SentMail): Promise<void>;
}

/** How many sent messages LoggingMailOutbox keeps for tests and local inspection. */
export const OUTBOX_KEEP = 50;

/**
 * Logs every message (to, subject, link) at info level, keeps the last OUTBOX_KEEP in memory, and hands it to
 * each configured delivery.
 */
export class LoggingMailOutbox implements MailOutbox {
  private readonly messages: SentMail[] = [];

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly now: () => Date = () => new Date(),
    private readonly deliveries: readonly MailDelivery[] = [],
  ) {}

  async send(message: MailMessage): Promise<void> {
    const sent: SentMail = { ...message, sentAt: this.now().toISOString() };
    this.log.info({ mail: { to: message.to, subject: message.subject, link: message.link } }, 'mail outbox: message sent');
    this.messages.push(sent);
    if (this.messages.length > OUTBOX_KEEP) this.messages.splice(0, this.messages.length - OUTBOX_KEEP);
    for (const delivery of this.deliveries) {
      try {
        await delivery.deliver(sent);
      } catch (err) {
        this.log.error({ err, mail: { to: message.to, subject: message.subject }, delivery: delivery.name }, 'mail outbox: delivery failed');
      }
    }
  }

  /** Sent messages, oldest first (optionally only those to one address). */
  sent(to?: string): SentMail[] {
    return this.messages.filter((m) => !to || m.to === to);
  }
}

const outboxes = new WeakMap<FastifyInstance, MailOutbox>();

/** The server's one outbox (logging only until `replaceMailOutbox` installs the configured one at start-up). */
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
