import { REPORT_DEFINITION_TEXTS_TR, type I18nResources } from '@portal/contracts';
import { titlesNamedOtherwise, wordsNamedOtherwise } from '@portal/testing';
import { REPORT_SETTINGS_RESOURCES } from './features/report-settings/i18n/texts';
import { AI_SCOPING_RESOURCES } from './features/settings/ai-scoping/texts';
import { PAYMENT_LINKS_RESOURCES } from './features/settings/payment-links/texts';
import { VERSIONED_RULES_RESOURCES } from './features/settings/versioned-rules/texts';
import { PAYMENT_CONFIGURATION_RESOURCES } from './features/settings/payment-configuration/i18n/texts';
import { PAYMENT_SETTINGS_RESOURCES } from './features/settings/payment-settings/i18n/texts';
import { SCHEDULER_RESOURCES } from './features/settings/scheduler/scheduler-texts';
import { LEAVE_SETTINGS_RESOURCES } from './features/settings/leave-settings/texts';
import { API_KEYS_RESOURCES } from './features/settings/api-keys/texts';
import { WEBHOOK_ENDPOINTS_RESOURCES } from './features/settings/webhook-endpoints/texts';
import { ANTIFRAUD_RESOURCES } from './features/settings/antifraud/texts';
import { REFERENCE_DATA_RESOURCES } from './features/settings/reference-data/i18n/texts';
import { SMART_ROUTING_RESOURCES } from './features/settings/smart-routing/texts';
import { CRM_EMAIL_TEMPLATES_RESOURCES } from './features/settings/crm-settings/email-template-texts';
import { CRM_SETTINGS_RESOURCES } from './features/settings/crm-settings/texts';
import { ENGINE_SETTINGS_RESOURCES } from './features/settings/engine-settings-texts';
import { DASHBOARD_MANAGEMENT_RESOURCES } from './features/dashboard-management/i18n/texts';
import { DATA_ANALYTICS_RESOURCES } from './features/data-analytics/i18n/data-analytics-texts';

const ALL: I18nResources[] = [
  REPORT_SETTINGS_RESOURCES, AI_SCOPING_RESOURCES, PAYMENT_LINKS_RESOURCES, VERSIONED_RULES_RESOURCES, PAYMENT_CONFIGURATION_RESOURCES,
  PAYMENT_SETTINGS_RESOURCES, SCHEDULER_RESOURCES, LEAVE_SETTINGS_RESOURCES, API_KEYS_RESOURCES, WEBHOOK_ENDPOINTS_RESOURCES, ANTIFRAUD_RESOURCES,
  REFERENCE_DATA_RESOURCES, SMART_ROUTING_RESOURCES, CRM_EMAIL_TEMPLATES_RESOURCES, CRM_SETTINGS_RESOURCES, ENGINE_SETTINGS_RESOURCES,
  DASHBOARD_MANAGEMENT_RESOURCES, DATA_ANALYTICS_RESOURCES,
];

describe("the reports and settings pages' Turkish", () => {
  it('names a page as its menu item and breadcrumb do: a catalogue title has one Turkish text', () => {
    expect(titlesNamedOtherwise(ALL, { 'report definitions': REPORT_DEFINITION_TEXTS_TR })).toEqual([]);
  });

  it("writes the portal's generic words (Cancel, Active, Inactive...) as the shell does", () => {
    expect(wordsNamedOtherwise(ALL)).toEqual([]);
  });
});
