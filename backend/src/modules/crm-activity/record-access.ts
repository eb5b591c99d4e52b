import { TENANT_SETTINGS_PLATFORM_PERMISSION, type CrmRecordType } from '@portal/contracts';
import { checkAccess, type Access } from '../../http/api-route';
import type { Principal } from '../users/repository';

/** Each record type's page permission (the route catalogue's `CRM.<Entity>.View`): reading its record needs it. */
export const RECORD_PERMISSIONS: Record<CrmRecordType, string> = {
  organization: 'CRM.Organizations.View',
  contact: 'CRM.Contacts.View',
  lead: 'CRM.Leads.View',
  opportunity: 'CRM.Opportunities.View',
  project: 'CRM.Projects.View',
};

/** CRM staff with any of the CRM's record pages, platform staff who manage tenants. */
export const anyCrmRecordAccess: Access = {
  userTypes: ['crm', 'platform'],
  anyPermission: [...Object.values(RECORD_PERMISSIONS), 'CRM.Tasks.View', TENANT_SETTINGS_PLATFORM_PERMISSION],
};

/** The caller may read and annotate records of this type (403 otherwise). */
export const checkRecordAccess = (principal: Principal, type: CrmRecordType): void =>
  checkAccess(principal, { userTypes: ['crm', 'platform'], anyPermission: [RECORD_PERMISSIONS[type], TENANT_SETTINGS_PLATFORM_PERMISSION] });
