import { pagesWithTexts } from '@portal/kit';
import type { LazyPageGroup } from '@portal/ui';

/** Dashboard management (ADR 0052): categories, widgets with their editor and preview, the two role pages. */
export const DASHBOARD_MANAGEMENT_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/dashboard/management/categories-settings', '/crm/settings/dashboard/management/Widgets-settings',
    '/crm/settings/dashboard/management/tenant/roles', '/crm/settings/dashboard/management/merchant/roles'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "dashboard-management" */ './features/dashboard-management/dashboard-management-routes')).DASHBOARD_MANAGEMENT_PAGES, () => [import(/* webpackChunkName: "dashboard-management" */ './features/dashboard-management/i18n/texts').then((m) => m.DASHBOARD_MANAGEMENT_RESOURCES)]),
};

// The report settings' namespace, read by their page and by the reports overview's two: it comes with the first of
// them, not with the remote's module (a report page shows none of it).
const reportSettingsTexts = () => import(/* webpackChunkName: "report-settings-texts" */ './features/report-settings/i18n/texts').then((m) => m.REPORT_SETTINGS_RESOURCES);

/** Report settings (ADR 0057). */
export const REPORT_SETTINGS_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/report-settings/reports'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "report-settings" */ './features/report-settings/report-settings-routes')).REPORT_SETTINGS_PAGES, () => [reportSettingsTexts()]),
};

/** The reports overview and its hidden table (ADR 0057). */
export const REPORTS_OVERVIEW_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/reports/overview', '/crm/settings/reports/table'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "reports-overview" */ './features/reports-overview/reports-overview-routes')).REPORTS_OVERVIEW_PAGES, () => [reportSettingsTexts()]),
};

/** The reference and configuration settings and the merchant payment settings (ADR 0064 to 0067). */
export const SETTINGS_GROUP: LazyPageGroup = {
  paths: [
    '/crm/settings/countries', '/crm/settings/currencies', '/crm/settings/languages', '/crm/settings/platform-currencies',
    '/crm/settings/document-types', '/crm/settings/systemvariables', '/crm/settings/default-parameters',
    '/crm/settings/payment-method', '/crm/settings/service-provider', '/crm/settings/pos-providers', '/crm/settings/banking-service/banking-channels',
    '/crm/settings/mpi', '/crm/settings/mid-managment',
    '/crm/settings/fees', '/crm/settings/accounting/billing-settings', '/crm/settings/whitelisting-import', '/crm/settings/alerts/decline-pending-ratio',
    '/merchant/payment-settings/websites', '/merchant/payment-settings/payment-channels', '/merchant/payment-settings/mid-management',
    '/merchant/payment-settings/white-listing', '/merchant/payment-settings/confirmation-levels', '/merchant/payment-settings/error-mappings',
    '/merchant/payment-settings/promote',
  ],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "settings" */ './features/settings/settings-pages')).SETTINGS_PAGES_BY_PATH, () => [import(/* webpackChunkName: "settings" */ './features/settings/reference-data/i18n/texts').then((m) => m.REFERENCE_DATA_RESOURCES), import(/* webpackChunkName: "settings" */ './features/settings/payment-configuration/i18n/texts').then((m) => m.PAYMENT_CONFIGURATION_RESOURCES), import(/* webpackChunkName: "settings" */ './features/settings/payment-settings/i18n/texts').then((m) => m.PAYMENT_SETTINGS_RESOURCES), import(/* webpackChunkName: "settings" */ './features/settings/engine-settings-texts').then((m) => m.ENGINE_SETTINGS_RESOURCES)]),
};

/** Data Analytics (ADR 0056): its page and the secp256k1 handshake, about 37 KB that no other page needs. */
export const DATA_ANALYTICS_GROUP: LazyPageGroup = {
  paths: ['/crm/reports/data-analytics', '/reports/data-analytics'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "data-analytics-page" */ './features/data-analytics/data-analytics-routes')).DATA_ANALYTICS_PAGES, () => [import(/* webpackChunkName: "data-analytics-page" */ './features/data-analytics/i18n/data-analytics-texts').then((m) => m.DATA_ANALYTICS_RESOURCES)]),
};

/** Leave settings (ADR 0084): the platform's employees and public holidays. */
export const LEAVE_SETTINGS_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/leave-settings/holidays', '/crm/settings/leave-settings/employees'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "leave-settings" */ './features/settings/leave-settings/leave-settings-routes')).LEAVE_SETTINGS_PAGES, () => [import(/* webpackChunkName: "leave-settings" */ './features/settings/leave-settings/texts').then((m) => m.LEAVE_SETTINGS_RESOURCES)]),
};

/** The CRM's settings (ADR 0086, ADR 0090): pipelines and their stages, lead statuses, activity sets, e-mail templates. */
export const CRM_SETTINGS_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/crm/pipelines', '/crm/settings/crm/lead-statuses', '/crm/settings/crm/activity-sets', '/crm/settings/crm/email-templates',
    '/crm/settings/crm/proposal-templates', '/crm/settings/crm/proposal-signatures', '/crm/settings/crm/agreement-templates', '/crm/settings/crm/agreement-signatures'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "crm-settings" */ './features/settings/crm-settings/crm-settings-routes')).CRM_SETTINGS_PAGES, () => [import(/* webpackChunkName: "crm-settings" */ './features/settings/crm-settings/texts').then((m) => m.CRM_SETTINGS_RESOURCES), import(/* webpackChunkName: "crm-settings" */ './features/settings/crm-settings/email-template-texts').then((m) => m.CRM_EMAIL_TEMPLATES_RESOURCES)]),
};

/** Webhook endpoints and their delivery log (ADR 0100). */
export const WEBHOOK_ENDPOINTS_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/webhook-endpoints', '/merchant/payment-settings/webhook-endpoints'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "webhook-endpoints" */ './features/settings/webhook-endpoints/webhook-endpoints-routes')).WEBHOOK_ENDPOINT_PAGES, () => [import(/* webpackChunkName: "webhook-endpoints" */ './features/settings/webhook-endpoints/texts').then((m) => m.WEBHOOK_ENDPOINTS_RESOURCES)]),
};

/** The scheduler (ADR 0103): recurring jobs, custom jobs, process logs, with cronstrue (the cron in words, en and tr). */
export const SCHEDULER_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/scheduler/recurring-jobs', '/crm/settings/scheduler/custom-jobs', '/crm/settings/scheduler/process-logs'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "scheduler" */ './features/settings/scheduler/scheduler-routes')).SCHEDULER_PAGES, () => [import(/* webpackChunkName: "scheduler" */ './features/settings/scheduler/scheduler-texts').then((m) => m.SCHEDULER_RESOURCES)]),
};

/** API keys for the public REST API (ADR 0104). */
export const API_KEYS_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/developer-settings/api-keys', '/developer-settings/merchant-api-keys'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "api-keys" */ './features/settings/api-keys/api-keys-routes')).API_KEY_PAGES, () => [import(/* webpackChunkName: "api-keys" */ './features/settings/api-keys/texts').then((m) => m.API_KEYS_RESOURCES)]),
};

/** The AI scoping settings (ADR 0105): loaded on the first visit. */
export const AI_SCOPING_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/ai-scoping'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "ai-scoping" */ './features/settings/ai-scoping/ai-scoping-routes')).AI_SCOPING_PAGES, () => [import(/* webpackChunkName: "ai-scoping" */ './features/settings/ai-scoping/texts').then((m) => m.AI_SCOPING_RESOURCES)]),
};

/** Antifraud rules and blacklists (ADR 0106). */
export const ANTIFRAUD_GROUP: LazyPageGroup = {
  paths: ['/crm/settings/antifraud/antifraud', '/merchant/payment-settings/antifraud-rules', '/crm/settings/antifraud/blacklist', '/merchant/payment-settings/antifraud-blacklist'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "antifraud" */ './features/settings/antifraud/antifraud-routes')).ANTIFRAUD_PAGES, () => [import(/* webpackChunkName: "antifraud" */ './features/settings/antifraud/texts').then((m) => m.ANTIFRAUD_RESOURCES),
    // The versions dialog both rule pages share (ADR 0113).
    import(/* webpackChunkName: "versioned-rules-texts" */ './features/settings/versioned-rules/texts').then((m) => m.VERSIONED_RULES_RESOURCES)]),
};

/** Smart routing v1 and v2 and its visualisation (ADR 0107). */
export const SMART_ROUTING_GROUP: LazyPageGroup = {
  paths: ['/merchant/payment-settings/smart-routing', '/merchant/payment-settings/smart-routing-v2', '/smart-routing-visualization'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "smart-routing" */ './features/settings/smart-routing/smart-routing-routes')).SMART_ROUTING_PAGES, () => [import(/* webpackChunkName: "smart-routing" */ './features/settings/smart-routing/texts').then((m) => m.SMART_ROUTING_RESOURCES),
    // The versions dialog both rule pages share (ADR 0113).
    import(/* webpackChunkName: "versioned-rules-texts" */ './features/settings/versioned-rules/texts').then((m) => m.VERSIONED_RULES_RESOURCES)]),
};

/** Payment links and the hosted payment page's settings (ADR 0108). */
export const PAYMENT_LINKS_GROUP: LazyPageGroup = {
  paths: ['/merchant/payment-settings/payment-links', '/developer-settings/hosted-payment'],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "payment-links" */ './features/settings/payment-links/payment-links-routes')).PAYMENT_LINK_PAGES, () => [import(/* webpackChunkName: "payment-links" */ './features/settings/payment-links/texts').then((m) => m.PAYMENT_LINKS_RESOURCES)]),
};

export const LAZY_PAGE_GROUPS = [DASHBOARD_MANAGEMENT_GROUP, REPORT_SETTINGS_GROUP, REPORTS_OVERVIEW_GROUP, SETTINGS_GROUP, DATA_ANALYTICS_GROUP, LEAVE_SETTINGS_GROUP, CRM_SETTINGS_GROUP, WEBHOOK_ENDPOINTS_GROUP,
  SCHEDULER_GROUP, API_KEYS_GROUP, AI_SCOPING_GROUP, ANTIFRAUD_GROUP, SMART_ROUTING_GROUP, PAYMENT_LINKS_GROUP];
