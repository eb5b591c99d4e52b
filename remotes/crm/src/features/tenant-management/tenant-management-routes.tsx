import type { CatalogPages } from '@portal/contracts';
import { EncryptionKeysPage } from './EncryptionKeysPage';
import { TenantsPage } from './TenantsPage';

/** Tenant management's pages by route path (their lazy group's chunk; ADR 0083). */
export const TENANT_MANAGEMENT_PAGES: CatalogPages = {
  '/crm/tenant-management/tenants': (row) => <TenantsPage title={row.title} />,
  '/crm/tenant-management/encryption-keys': (row) => <EncryptionKeysPage title={row.title} />,
};
