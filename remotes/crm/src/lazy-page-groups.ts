import type { LazyPageGroup } from '@portal/ui';

/** The development mailbox (ADR 0075): loaded on its first visit, not with the area. */
export const MAILBOX_GROUP: LazyPageGroup = {
  paths: ['/platform/mailbox'],
  load: async () => (await import(/* webpackChunkName: "mailbox" */ './features/mailbox/mailbox-routes')).MAILBOX_PAGES,
};

/** User administration (ADR 0077) and roles (ADR 0079): the users and roles pages, loaded on the first visit to one. */
export const USERS_GROUP: LazyPageGroup = {
  paths: ['/crm/users/crm', '/crm/users/managment', '/crm/users/merchant', '/merchant/users/merchant-management', '/crm/users/roles', '/merchant/users/roles'],
  load: async () => (await import(/* webpackChunkName: "users" */ './features/users/users-routes')).USERS_PAGES,
};

export const LAZY_PAGE_GROUPS = [MAILBOX_GROUP, USERS_GROUP];
