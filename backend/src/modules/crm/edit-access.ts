import { CRM_EDIT_MESSAGES, TENANT_SETTINGS_PLATFORM_PERMISSION } from '@portal/contracts';
import type { Access } from '../../http/api-route';
import { forbidden } from '../../http/errors';
import type { Principal } from '../users/repository';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';

/**
 * Who changes CRM records (ADR 0093): tenant staff with the entity's edit permission, platform staff who manage tenants.
 * The page's View permission reads (the routes' `readAccess`).
 */
export const crmEditAccess = (permission: string): Access => tenantSettingsAccess(permission);

/** Whether the caller may change records under this edit permission. */
export const mayEditCrm = (principal: Principal, permission: string): boolean =>
  principal.permissions.has(permission) || principal.permissions.has(TENANT_SETTINGS_PLATFORM_PERMISSION);

/** A change that reaches records of another entity (a note on a record, a lead's conversion) checks it here: 403 naming it. */
export function requireCrmEdit(principal: Principal, permission: string): void {
  if (!mayEditCrm(principal, permission)) throw forbidden(fill(CRM_EDIT_MESSAGES.editNeeded, { permission }));
}
