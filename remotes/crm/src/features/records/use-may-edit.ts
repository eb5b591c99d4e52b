import { usePermissions } from '@portal/auth';
import { CRM_RECORD_EDIT_PERMISSIONS, TENANT_SETTINGS_PLATFORM_PERMISSION, type CrmRecordType } from '@portal/contracts';

/**
 * Whether the user may change what this edit permission guards (ADR 0093): the role's `CRM.<Entity>.Edit` (or
 * `CRM.Emails.Send`), or platform staff who manage tenants. The server refuses the same calls (403).
 */
export function useMayEdit(permission: string): boolean {
  const { hasAny } = usePermissions();
  return hasAny([permission, TENANT_SETTINGS_PLATFORM_PERMISSION]);
}

/** A record type's edit permission (notes, checklist, the record itself). */
export const useMayEditRecord = (type: CrmRecordType): boolean => useMayEdit(CRM_RECORD_EDIT_PERMISSIONS[type]);
