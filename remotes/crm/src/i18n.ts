import type { I18nResources } from '@portal/contracts';
import { mailboxEn, mailboxTr } from './i18n/mailbox-texts';
import { usersEn, usersTr } from './i18n/users-texts';
import { rolesEn, rolesTr } from './i18n/roles-texts';
import { CRM_NAMESPACE } from './i18n/use-crm-translation';

/** This remote's texts (namespace "crm"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { [CRM_NAMESPACE]: { ...mailboxEn, ...usersEn, ...rolesEn, areaName: 'CRM' } },
  tr: { [CRM_NAMESPACE]: { ...mailboxTr, ...usersTr, ...rolesTr, areaName: 'CRM' } },
};
