import type { I18nResources } from '@portal/contracts';
import { withTexts } from './i18n-merge';
import { REPORT_SETTINGS_RESOURCES } from './features/report-settings/i18n/texts';
import { landingResources } from './i18n-landing';
import { DASHBOARD_MANAGEMENT_RESOURCES } from './features/dashboard-management/i18n/texts';
import { REFERENCE_DATA_RESOURCES } from './features/settings/reference-data/i18n/texts';
import { PAYMENT_CONFIGURATION_RESOURCES } from './features/settings/payment-configuration/i18n/texts';
import { PAYMENT_SETTINGS_RESOURCES } from './features/settings/payment-settings/i18n/texts';
import { ENGINE_SETTINGS_RESOURCES } from './features/settings/engine-settings-texts';
import { LEAVE_SETTINGS_RESOURCES } from './features/settings/leave-settings/texts';
import { CRM_SETTINGS_RESOURCES } from './features/settings/crm-settings/texts';
import { AI_SCOPING_RESOURCES } from './features/settings/ai-scoping/texts';
import { CRM_EMAIL_TEMPLATES_RESOURCES } from './features/settings/crm-settings/email-template-texts';
import { WEBHOOK_ENDPOINTS_RESOURCES } from './features/settings/webhook-endpoints/texts';
import { SCHEDULER_RESOURCES } from './features/settings/scheduler/scheduler-texts';
import { API_KEYS_RESOURCES } from './features/settings/api-keys/texts';
import { ANTIFRAUD_RESOURCES } from './features/settings/antifraud/texts';
import { VERSIONED_RULES_RESOURCES } from './features/settings/versioned-rules/texts';
import { SMART_ROUTING_RESOURCES } from './features/settings/smart-routing/texts';
import { PAYMENT_LINKS_RESOURCES } from './features/settings/payment-links/texts';
import { DATA_ANALYTICS_RESOURCES } from './features/data-analytics/i18n/data-analytics-texts';

/**
 * Every text of this remote (namespace "reports-settings", and one per feature), for the tests and the development
 * entry: the remote module carries landingResources, each lazily loaded group its own namespaces (ADR 0115).
 */
export const resources: I18nResources = withTexts(landingResources, REPORT_SETTINGS_RESOURCES, DASHBOARD_MANAGEMENT_RESOURCES, REFERENCE_DATA_RESOURCES, PAYMENT_CONFIGURATION_RESOURCES, ENGINE_SETTINGS_RESOURCES, PAYMENT_SETTINGS_RESOURCES, LEAVE_SETTINGS_RESOURCES, CRM_SETTINGS_RESOURCES, CRM_EMAIL_TEMPLATES_RESOURCES, WEBHOOK_ENDPOINTS_RESOURCES, SCHEDULER_RESOURCES, API_KEYS_RESOURCES, AI_SCOPING_RESOURCES, ANTIFRAUD_RESOURCES, SMART_ROUTING_RESOURCES, VERSIONED_RULES_RESOURCES, PAYMENT_LINKS_RESOURCES, DATA_ANALYTICS_RESOURCES);
