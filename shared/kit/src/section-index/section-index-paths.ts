/**
 * The sections' roots drawn as an index of their pages (SectionIndexPage): a user who lands on `/crm/settings` picks
 * where to go. Each is served by the remote the catalogue names its owner; every page listed under one has its line
 * in SECTION_ENTRY_DESCRIPTIONS (entry-descriptions.test.ts).
 */
export const SECTION_INDEX_PATHS = [
  '/crm/users', '/crm/tenant-management', '/crm/leave-management', '/merchant/users', '/boarding', '/documentation',
  '/crm/settings', '/crm/reports', '/merchant/payment-settings', '/reports', '/developer-settings',
  '/transaction-management', '/platform/transaction-management', '/merchant/transaction-management', '/merchant/payments',
] as const;
