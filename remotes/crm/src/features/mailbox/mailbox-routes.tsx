import type { CatalogPages } from '@portal/contracts';
import { MailboxPage } from './MailboxPage';

/** The mailbox's page by route path (its lazy group's chunk). */
export const MAILBOX_PAGES: CatalogPages = {
  '/platform/mailbox': (row) => <MailboxPage title={row.title} />,
};
