import type { LazyPageGroup } from '@portal/ui';

/** The development mailbox (ADR 0075): loaded on its first visit, not with the area. */
export const MAILBOX_GROUP: LazyPageGroup = {
  paths: ['/platform/mailbox'],
  load: async () => (await import(/* webpackChunkName: "mailbox" */ './features/mailbox/mailbox-routes')).MAILBOX_PAGES,
};

export const LAZY_PAGE_GROUPS = [MAILBOX_GROUP];
