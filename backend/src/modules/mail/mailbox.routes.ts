import type { FastifyInstance } from 'fastify';
import { DEV_MAILBOX, DEV_MAILBOX_OFF_MESSAGE } from '@portal/contracts';
import { devMailboxMessages } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';

type MailRow = typeof devMailboxMessages.$inferSelect;

const toRow = (r: MailRow) => ({
  id: r.id, to: r.toAddress, subject: r.subject, text: r.body, link: r.link, sentAt: r.sentAt.toISOString(),
}) as never;

/**
 * The development mailbox (ADR 0075): platform staff read the mail the backend sent. With DEV_MAILBOX off nothing
 * is kept, and the endpoints say so (404) instead of showing an empty box that looks like "no mail was sent".
 */
export function devMailboxRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const m = devMailboxMessages;
  const access = { userTypes: ['platform' as const] };
  const whenOn = () => {
    if (!deps.config.devMailbox) throw notFound(DEV_MAILBOX_OFF_MESSAGE);
    return undefined;
  };
  listRoute(app, deps, DEV_MAILBOX, {
    access, table: m, columns: { id: m.id, to: m.toAddress, subject: m.subject, text: m.body, sentAt: m.sentAt },
    where: whenOn,
    toRow: (r: MailRow) => toRow(r),
  });
  crudRoutes(app, deps, DEV_MAILBOX, {
    access, table: m, columns: { id: m.id },
    toRow: (r: MailRow) => { whenOn(); return toRow(r); },
    // The mailbox declares no create or update: crudRoutes registers only `one`, so nothing calls this.
    toValues: () => ({}),
  });
}
