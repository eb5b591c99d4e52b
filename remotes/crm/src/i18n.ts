import type { I18nResources } from '@portal/contracts';
import { auditEn, auditTr } from './i18n/audit-texts';
import { dataAccessEn, dataAccessTr } from './i18n/data-access-texts';
import { leaveEn, leaveTr } from './i18n/leave-texts';
import { mailboxEn, mailboxTr } from './i18n/mailbox-texts';
import { tenantManagementEn, tenantManagementTr } from './i18n/tenant-management-texts';
import { usersEn, usersTr } from './i18n/users-texts';
import { rolesEn, rolesTr } from './i18n/roles-texts';
import { CRM_NAMESPACE } from './i18n/use-crm-translation';
import { CRM_CUSTOMERS_RESOURCES } from './features/customers/texts';
import { CRM_ACTIVITY_RESOURCES } from './features/activity/texts';
import { CRM_LEADS_RESOURCES } from './features/leads/texts';
import { CRM_PRICING_RESOURCES } from './features/pricing/texts';
import { CRM_EMAILS_RESOURCES } from './features/emails/texts';
import { CRM_DEALS_RESOURCES } from './features/pipeline-board/texts';

/** This remote's texts (namespace "crm"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: {
    [CRM_NAMESPACE]: { ...mailboxEn, ...usersEn, ...rolesEn, ...dataAccessEn, ...tenantManagementEn, ...leaveEn, ...auditEn, areaName: 'CRM' },
    ...CRM_CUSTOMERS_RESOURCES.en, ...CRM_ACTIVITY_RESOURCES.en, ...CRM_LEADS_RESOURCES.en, ...CRM_PRICING_RESOURCES.en, ...CRM_EMAILS_RESOURCES.en, ...CRM_DEALS_RESOURCES.en,
  },
  tr: {
    [CRM_NAMESPACE]: { ...mailboxTr, ...usersTr, ...rolesTr, ...dataAccessTr, ...tenantManagementTr, ...leaveTr, ...auditTr, areaName: 'CRM' },
    ...CRM_CUSTOMERS_RESOURCES.tr, ...CRM_ACTIVITY_RESOURCES.tr, ...CRM_LEADS_RESOURCES.tr, ...CRM_PRICING_RESOURCES.tr, ...CRM_EMAILS_RESOURCES.tr, ...CRM_DEALS_RESOURCES.tr,
  },
};
