/**
 * Who edits a tenant's engine settings (fee receivers, billing, whitelist imports, alert thresholds): tenant
 * staff holding the page's catalogue permission, and platform staff who manage tenants (they pick the tenant).
 */
export const TENANT_SETTINGS_PLATFORM_PERMISSION = 'Platform.Tenants.View';
