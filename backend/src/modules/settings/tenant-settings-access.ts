import type { Access } from '../../http/api-route';
import { TENANT_SETTINGS_PLATFORM_PERMISSION } from '@portal/contracts';

/**
 * Who reads and edits a tenant's engine settings (ADR 0066): tenant staff with the page's catalogue permission,
 * platform staff who manage tenants (they pick the tenant; the server reads the scope from the token).
 */
export const tenantSettingsAccess = (permission: string): Access => ({
  userTypes: ['crm', 'platform'],
  anyPermission: [permission, TENANT_SETTINGS_PLATFORM_PERMISSION],
});

/** A message with its `{{name}}` values filled in. */
export const fill = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
