import { checkAccess } from '../../http/api-route';
import { PERMISSIONS, TRANSACTION_LOOKUP_PERMISSIONS } from '@portal/contracts';
import type { Principal } from '../users/repository';

/**
 * Who may use the tenant-side list and the merchant list: the transaction lookup of the caller's own kind,
 * or the support lookup (the Contact Support dialog searches transactions through the same calls). Checked
 * per user type, so a permission of another kind never counts.
 */
export const LIST_PERMISSIONS = {
  platform: [PERMISSIONS.platformSupportLookup, TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup],
  crm: [PERMISSIONS.crmSupportLookup, TRANSACTION_LOOKUP_PERMISSIONS.tenant.lookup],
  merchant: [PERMISSIONS.merchantSupportLookup, TRANSACTION_LOOKUP_PERMISSIONS.merchant.lookup],
} as const;

export const mayList = (principal: Principal) => checkAccess(principal, { anyPermission: [...LIST_PERMISSIONS[principal.user.userType]] });

/** Who may export: the transaction lookup of the caller's own kind (the support lookup searches, it does not export). */
const EXPORT_PERMISSIONS = {
  platform: TRANSACTION_LOOKUP_PERMISSIONS.platform.lookup,
  crm: TRANSACTION_LOOKUP_PERMISSIONS.tenant.lookup,
  merchant: TRANSACTION_LOOKUP_PERMISSIONS.merchant.lookup,
} as const;

export const mayExport = (principal: Principal) => checkAccess(principal, { anyPermission: [EXPORT_PERMISSIONS[principal.user.userType]] });
