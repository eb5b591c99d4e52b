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

/** Tenant management and encryption keys (ADR 0083): platform staff's pages, loaded on the first visit to one. */
export const TENANT_MANAGEMENT_GROUP: LazyPageGroup = {
  paths: ['/crm/tenant-management/tenants', '/crm/tenant-management/encryption-keys'],
  load: async () => (await import(/* webpackChunkName: "tenant-management" */ './features/tenant-management/tenant-management-routes')).TENANT_MANAGEMENT_PAGES,
};

/** Leave management (ADR 0084): the platform staff's leave requests, calendar and balances. */
export const LEAVE_GROUP: LazyPageGroup = {
  paths: ['/crm/leave-management/leaves'],
  load: async () => (await import(/* webpackChunkName: "leave" */ './features/leave/leave-routes')).LEAVE_PAGES,
};

/** The audit log (ADR 0081): the auxiliary outlet "audit", loaded on its first visit. */
export const AUDIT_GROUP: LazyPageGroup = {
  paths: ['/audit'],
  load: async () => (await import(/* webpackChunkName: "audit" */ './features/audit/audit-routes')).AUDIT_PAGES,
};

/** The CRM's customers and contacts (ADR 0087): loaded on the first visit to one. */
export const CUSTOMERS_GROUP: LazyPageGroup = {
  paths: ['/crm/organizations', '/crm/contacts'],
  load: async () => (await import(/* webpackChunkName: "crm-customers" */ './features/customers/customers-routes')).CUSTOMERS_PAGES,
};

/** The CRM's home and tasks (ADR 0092): loaded on the first visit to one. */
export const ACTIVITY_GROUP: LazyPageGroup = {
  paths: ['/crm', '/crm/tasks'],
  load: async () => (await import(/* webpackChunkName: "crm-activity" */ './features/activity/activity-routes')).ACTIVITY_PAGES,
};

/** The CRM's leads (ADR 0091). */
export const LEADS_GROUP: LazyPageGroup = {
  paths: ['/crm/leads'],
  load: async () => (await import(/* webpackChunkName: "crm-leads" */ './features/leads/leads-routes')).LEADS_PAGES,
};

/** The CRM's products and price books (ADR 0089): loaded on the first visit to one. */
export const PRICING_GROUP: LazyPageGroup = {
  paths: ['/crm/products', '/crm/price-books'],
  load: async () => (await import(/* webpackChunkName: "crm-pricing" */ './features/pricing/pricing-routes')).PRICING_PAGES,
};

/** The CRM's e-mails (ADR 0090): loaded on the first visit. */
export const EMAILS_GROUP: LazyPageGroup = {
  paths: ['/crm/emails'],
  load: async () => (await import(/* webpackChunkName: "crm-emails" */ './features/emails/emails-routes')).EMAILS_PAGES,
};

/** The CRM's opportunities and projects with their pipeline board (ADR 0088): loaded on the first visit to one. */
export const PIPELINE_BOARD_GROUP: LazyPageGroup = {
  paths: ['/crm/opportunities', '/crm/projects'],
  load: async () => (await import(/* webpackChunkName: "crm-pipeline-board" */ './features/pipeline-board/pipeline-board-routes')).PIPELINE_BOARD_PAGES,
};

/** The merchant's proposals and agreements (ADR 0094): loaded on the first visit to one (a notification's link). */
export const OFFERS_GROUP: LazyPageGroup = {
  paths: ['/boarding/proposal', '/boarding/agreement', '/crm/proposals'],
  load: async () => (await import(/* webpackChunkName: "crm-offers" */ './features/offers/offers-routes')).OFFERS_PAGES,
};

/**
 * Documentation pages and API references (ADR 0099), tenant staff's and merchants': loaded on the first visit to one,
 * with the Markdown renderer (react-markdown, rehype-sanitize), which no other page needs.
 */
export const DOCUMENTATION_GROUP: LazyPageGroup = {
  paths: [
    '/crm/documentation/wiki/details', '/crm/documentation/section/user-manuals/details', '/crm/documentation/section/faq/details', '/crm/documentation/api-references/details',
    '/documentation/wiki/details', '/documentation/section/user-manuals/details', '/documentation/section/faq/details', '/documentation/api-references/details',
  ],
  load: async () => (await import(/* webpackChunkName: "documentation" */ './features/documentation/documentation-routes')).DOCUMENTATION_PAGES,
};

/** The merchant's boarding: the pre-check form and the documents (ADR 0098). */
export const BOARDING_GROUP: LazyPageGroup = {
  paths: ['/boarding/precheckform', '/boarding/documents'],
  load: async () => (await import(/* webpackChunkName: "crm-boarding" */ './features/boarding/boarding-routes')).BOARDING_PAGES,
};

/** The tenant's boarding queue (ADR 0098): merchants mid-boarding, each opening its review. */
export const BOARDING_QUEUE_GROUP: LazyPageGroup = {
  paths: ['/crm/boarding-queue'],
  load: async () => (await import(/* webpackChunkName: "crm-boarding-queue" */ './features/boarding/boarding-queue-routes')).BOARDING_QUEUE_PAGES,
};

/** The AI Chat (ADR 0105): platform staff's assistant, loaded on its first visit (antd only, no chat library). */
export const AI_AGENT_GROUP: LazyPageGroup = {
  paths: ['/platform/ai-agent'],
  load: async () => (await import(/* webpackChunkName: "ai-agent" */ './features/ai-agent/ai-agent-routes')).AI_AGENT_PAGES,
};

export const LAZY_PAGE_GROUPS = [
  MAILBOX_GROUP, USERS_GROUP, TENANT_MANAGEMENT_GROUP, LEAVE_GROUP, AUDIT_GROUP, CUSTOMERS_GROUP, ACTIVITY_GROUP, LEADS_GROUP, PRICING_GROUP, EMAILS_GROUP,
  PIPELINE_BOARD_GROUP, OFFERS_GROUP, DOCUMENTATION_GROUP, BOARDING_GROUP, BOARDING_QUEUE_GROUP, AI_AGENT_GROUP,
];
