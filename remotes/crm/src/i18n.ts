import type { I18nResources } from '@portal/contracts';
import { auditEn, auditTr } from './i18n/audit-texts';
import { dataAccessEn, dataAccessTr } from './i18n/data-access-texts';
import { leaveEn, leaveTr } from './i18n/leave-texts';
import { mailboxEn, mailboxTr } from './i18n/mailbox-texts';
import { tenantManagementEn, tenantManagementTr } from './i18n/tenant-management-texts';
import { usersEn, usersTr } from './i18n/users-texts';
import { rolesEn, rolesTr } from './i18n/roles-texts';
import { CRM_NAMESPACE } from './i18n/use-crm-translation';

/** This remote's texts (namespace "crm"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: {
    [CRM_NAMESPACE]: { ...mailboxEn, ...usersEn, ...rolesEn, ...dataAccessEn, ...tenantManagementEn, ...leaveEn, ...auditEn, areaName: 'CRM' },
  },
  tr: {
    [CRM_NAMESPACE]: { ...mailboxTr, ...usersTr, ...rolesTr, ...dataAccessTr, ...tenantManagementTr, ...leaveTr, ...auditTr, areaName: 'CRM' },
  },
};
