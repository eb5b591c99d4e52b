import type { ProfileUserType } from './user-context';
import { PERMISSIONS } from './permissions';
import type { RemoteName } from './remote-module';
import type { MerchantArea } from './merchant-stage';

/**
 * Every page route of the spec (part 1 section 2, part 2 sections 2.1-2.3) in one table.
 * The host builds its menus and its prefix -> remote map from it (menus show before any remote
 * loads); each remote builds its route objects from its own rows; the backend's seed derives the
 * demo accounts' permissions from it. docs/menu-permissions.md lists it as a table.
 */
export interface CatalogRoute {
  /** Absolute path without trailing slash. */
  path: string;
  owner: RemoteName | 'host';
  /** Breadcrumb and menu title. */
  title: string;
  /** Any one of these is enough; empty: signed in is enough. */
  permissions: string[];
  redirectTo?: string;
  hideBreadcrumb?: boolean;
  /** Only these profile user types may enter. */
  userTypes?: ProfileUserType[];
  /** Only a user acting for a merchant (a merchant id in the user context) may enter. */
  requiresMerchant?: boolean;
  /** The merchant area it belongs to: which boarding stages open it (ADR 0111, `MERCHANT_AREA_STAGES`). */
  stageArea?: MerchantArea;
  /** Which main menu lists it, under which group title. */
  menu?: { kind: 'crm' | 'merchant'; group: string; hidden?: boolean; exactMatch?: boolean };
  /** What fills the page: an issue or the spec section that describes it. */
  filledBy: string;
}

export const UNAUTHORIZED_PATH = '/authentication/unauthorized';
export const LOGIN_PATH = '/authentication/login';
export const DEFAULT_CRM_PATH = '/crm/dashboard';
export const DEFAULT_PATH = '/dashboard';

/** 'transaction-lookup-columns' -> 'TransactionLookupColumns'; 'a/b-c' -> 'ABC'. */
export function pascalCase(path: string): string {
  return path
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** 'transaction-lookup-v2' -> 'Transaction lookup v2'. */
function titleOf(slug: string): string {
  const last = slug.split('/').filter(Boolean).join(' ').replace(/-/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

const PART2 = 'spec part 2 (not yet filed)';
/** The issue that builds a part-2 menu group's pages (shown on its placeholder pages). */
const PART2_GROUP_ISSUES: Record<string, string> = {
  'Transaction management': 'issues 10 and 13 (transactions)',
  'Platform transaction management': 'issues 10 and 13 (transactions)',
  Transactions: 'issues 10 and 13 (transactions)',
  Payments: 'issue 13 (merchant payments)',
  Reports: 'issue 12 (reports)',
  CRM: 'issue 31 (CRM)',
};

interface GroupSpec {
  kind: 'crm' | 'merchant';
  group: string;
  base: string;
  owner: RemoteName;
  permissionPrefix: string;
  permissionSuffix?: string;
  filledBy?: string;
  /** The merchant area of the group's pages (ADR 0111). */
  area?: MerchantArea;
  items: Array<string | { slug: string; title?: string; permissions?: string[]; hidden?: boolean; userTypes?: ProfileUserType[] }>;
}

function expand(spec: GroupSpec): CatalogRoute[] {
  return spec.items.map((item) => {
    const it = typeof item === 'string' ? { slug: item } : item;
    return {
      path: `${spec.base}/${it.slug}`.replace(/\/+/g, '/'),
      owner: spec.owner,
      title: it.title ?? titleOf(it.slug),
      permissions: it.permissions ?? [`${spec.permissionPrefix}.${pascalCase(it.slug)}${spec.permissionSuffix ?? ''}`],
      userTypes: it.userTypes,
      ...(spec.area ? { stageArea: spec.area } : {}),
      menu: { kind: spec.kind, group: spec.group, hidden: it.hidden },
      filledBy: spec.filledBy ?? PART2_GROUP_ISSUES[spec.group] ?? PART2,
    };
  });
}

/** Reference data pages (ADR 0064): the tenant's Settings.* permission, or platform staff's reference-data one. */
const referenceData = (slug: string, title?: string) =>
  ({ slug, ...(title ? { title } : {}), permissions: [`Settings.${pascalCase(slug)}`, PERMISSIONS.platformReferenceData] });

/**
 * A payment configuration page (ADR 0065): tenant staff hold Settings.<Page>, platform staff (who edit the global
 * catalogues and pick a tenant for the rest) Platform.Settings.<Page>.
 */
const paymentSetting = (slug: string, title?: string) =>
  ({ slug, ...(title ? { title } : {}), permissions: [`Settings.${pascalCase(slug)}`, `Platform.Settings.${pascalCase(slug)}`] });

const crmMenu: GroupSpec[] = [
  { kind: 'crm', group: 'Dashboard', base: '/crm', owner: 'dashboard', permissionPrefix: 'CRM', filledBy: 'issue 11 (dashboards)',
    items: [{ slug: 'dashboard', title: 'Dashboard', permissions: ['CRM.Dashboard.View'] },
      // Section 7.10's own dashboard of tenant staff (ADR 0058): the same page as merchants' /user-dashboard.
      { slug: 'user-dashboard', title: 'My dashboard', permissions: ['CRM.Dashboard.View'], userTypes: ['crm'] }] },
  { kind: 'crm', group: 'CRM', base: '/crm', owner: 'crm', permissionPrefix: 'CRM', permissionSuffix: '.View',
    items: ['tasks', 'leads', 'contacts', 'opportunities', 'products', 'projects', { slug: 'organizations', title: 'Customers' }, 'emails', 'price-books',
      // Beyond the spec's catalogue (ADR 0098): the tenant's boarding queue, read with the boarding review's permissions.
      { slug: 'boarding-queue', title: 'Boarding queue', permissions: ['CRM.Organizations.View', PERMISSIONS.crmOrganizationsEdit], userTypes: ['crm', 'platform'] },
      // Beyond the spec's catalogue (ADR 0111): every proposal of the tenant, read with the customers' permissions (offers live on them).
      { slug: 'proposals', title: 'Proposals', permissions: ['CRM.Organizations.View', PERMISSIONS.crmOrganizationsEdit], userTypes: ['crm', 'platform'] }] },
  { kind: 'crm', group: 'Transaction management', base: '/transaction-management', owner: 'transactions', permissionPrefix: 'CRM.TransactionManagement',
    items: ['transaction-lookup', { slug: 'transaction-lookup-columns', title: 'Transaction lookup (V2)' }, 'utr-resubmissions', 'terminal-transaction-lookup',
      'terminal-currency-conversions', 'terminal-settlements', 'transaction-lookup-v2', 'transaction-lookup-apm', 'transaction-lookup-v3',
      'pending-payments',
      // Beyond the spec (issue 27 item 3, ADR 0071): the queue of four-eyes requests, on the existing approve permission.
      { slug: 'approvals', title: 'Approvals', permissions: [PERMISSIONS.crmTransactionApprovals], userTypes: ['crm'] },
      'bank-order-uploads', { slug: 'vrtransaction-lookup', title: 'APM requests' }, 'virtual-terminal', { slug: 'rdr/batch-summary', title: 'RDR batch summary' },
      { slug: 'disputes/disputes-lookup', title: 'Disputes lookup' }, 'processing-setup-tool'] },
  { kind: 'crm', group: 'Reports', base: '/crm/reports', owner: 'reports-settings', permissionPrefix: 'Reports',
    items: ['transactions-daily-v1', 'transactions-daily', 'transactions-summary-v1', 'transactions-summary', 'transactions-summary-v3',
      'transactions-summary-per-day-month', 'declined-transaction-reasons', 'data-analytics', { slug: 'pmp-configuration-report', title: 'Channel reports' },
      'support-analytics-report', 'decline-reasons', 'api-logs', { slug: 'webhookreport', title: 'Webhook report' }, { slug: 'webhookreportV2', title: 'Webhook report V2' },
      { slug: 'webhooks-destinations/status', title: 'Webhook destinations status' }, { slug: 'webhooks-destinations/statistics', title: 'Webhook destinations statistics' },
      'resend-webhooks', 'alerts', 'login-history', 'account-statement', 'invoices'] },
  { kind: 'crm', group: 'Settings', base: '/crm/settings', owner: 'reports-settings', permissionPrefix: 'Settings',
    items: ['scheduler/recurring-jobs', 'scheduler/custom-jobs', 'scheduler/process-logs', paymentSetting('banking-service/banking-channels'), paymentSetting('pos-providers'),
      referenceData('default-parameters'), paymentSetting('mid-managment', 'MID management'), paymentSetting('mpi', 'MPI'), paymentSetting('payment-method'), paymentSetting('service-provider'), { slug: 'ai-scoping', title: 'AI scoping' },
      'whitelisting-import', { slug: 'fees', title: 'Fee receivers' }, 'webhook-endpoints', 'accounting/billing-settings', referenceData('countries'), referenceData('currencies'), referenceData('languages'),
      referenceData('document-types'), referenceData('systemvariables', 'System variables'), referenceData('platform-currencies'), { slug: 'crm/pipelines', title: 'Pipelines' },
      { slug: 'crm/lead-statuses', title: 'Lead statuses' }, { slug: 'crm/activity-sets', title: 'Activity sets' }, { slug: 'crm/proposal-templates', title: 'Proposal templates' },
      { slug: 'crm/proposal-signatures', title: 'Proposal signatures' }, { slug: 'crm/agreement-templates', title: 'Agreement templates' },
      { slug: 'crm/agreement-signatures', title: 'Agreement signatures' }, { slug: 'crm/email-templates', title: 'Email templates' },
      { slug: 'antifraud/antifraud', title: 'Antifraud' }, { slug: 'antifraud/blacklist', title: 'Blacklist' }, { slug: 'developer-settings/api-keys', title: 'API keys' },
      { slug: 'dashboard/management/categories-settings', title: 'Dashboard categories' }, { slug: 'dashboard/management/Widgets-settings', title: 'Dashboard widgets' },
      { slug: 'dashboard/management/tenant/roles', title: 'Tenant dashboard roles' }, { slug: 'dashboard/management/merchant/roles', title: 'Merchant dashboard roles' },
      { slug: 'reports/overview', title: 'Reports overview' }, { slug: 'reports/table', title: 'Reports table', hidden: true },
      { slug: 'alerts/decline-pending-ratio', title: 'Decline pending ratio' }, { slug: 'leave-settings/holidays', title: 'Holidays', userTypes: ['platform'] },
      { slug: 'leave-settings/employees', title: 'Employees', userTypes: ['platform'] }, { slug: 'report-settings/reports', title: 'Report settings', permissions: ['Platform.ReportV2.Settings'], userTypes: ['platform'] }] },
  { kind: 'crm', group: 'Support', base: '/tenant', owner: 'support', permissionPrefix: 'CRM', filledBy: 'issue 4',
    items: [{ slug: 'support', title: 'Support', permissions: ['CRM.Support.Lookup'] }, { slug: 'support-tickets', title: 'Support tickets', permissions: ['CRM.Support.Lookup'] }] },
  { kind: 'crm', group: 'Support', base: '/platform', owner: 'support', permissionPrefix: 'Platform', filledBy: 'issue 4',
    items: [{ slug: 'support', title: 'Platform support', permissions: ['Platform.Support.Lookup'] }, { slug: 'support-tickets', title: 'Platform support tickets', permissions: ['Platform.Support.Lookup'] }] },
  { kind: 'crm', group: 'Platform transaction management', base: '/platform/transaction-management', owner: 'transactions', permissionPrefix: 'Platform.Transaction',
    items: [{ slug: 'transaction-lookup', permissions: ['Platform.Transaction.Lookup'] }, { slug: 'transaction-lookup-columns', permissions: ['Platform.Transaction.LookupColumns'] },
      'transaction-bulk-update-request', 'transaction-bulk-update-history', 'processing-setup-tool'] },
  // The spec names one permission for the area (part 2 section 6); keys are a tenant's, so the same one (ADR 0076).
  { kind: 'crm', group: 'Tenant management', base: '/crm/tenant-management', owner: 'crm', permissionPrefix: 'Platform.Tenants',
    items: [{ slug: 'tenants', permissions: [PERMISSIONS.platformTenantsView] }, { slug: 'encryption-keys', permissions: [PERMISSIONS.platformTenantsView] }] },
  { kind: 'crm', group: 'Users', base: '/crm/users', owner: 'crm', permissionPrefix: 'CRM.Users',
    items: [{ slug: 'merchant', title: 'Merchant users' }, { slug: 'crm', title: 'CRM users' }, { slug: 'managment', title: 'User management' },
      // The role editor (ADR 0079): CRM roles and the tenant's merchant roles, each on the spec's manage permission.
      { slug: 'roles', title: 'Roles', permissions: [PERMISSIONS.manageCrmRoles, PERMISSIONS.manageMerchantRoles] }] },
  { kind: 'crm', group: 'Resources', base: '/crm/documentation', owner: 'crm', permissionPrefix: 'Documentation',
    items: [{ slug: 'wiki/details', title: 'Wiki', permissions: ['Documentation.View'] }, { slug: 'api-references/details', title: 'API references', permissions: ['Documentation.View'] },
      { slug: 'section/user-manuals/details', title: 'User manuals', permissions: ['Documentation.View'] }, { slug: 'section/faq/details', title: 'FAQ', permissions: ['Documentation.View'] }] },
  { kind: 'crm', group: 'Leave management', base: '/crm/leave-management', owner: 'crm', permissionPrefix: 'Platform.LeaveManagement',
    items: [{ slug: 'leaves', permissions: [PERMISSIONS.platformLeaveManagementView], userTypes: ['platform'] }] },
  { kind: 'crm', group: 'AI chat', base: '/platform', owner: 'crm', permissionPrefix: 'Platform',
    items: [{ slug: 'ai-agent', title: 'AI Chat', permissions: [PERMISSIONS.platformAiAgentView], userTypes: ['platform'] }] },
];

const merchantMenu: GroupSpec[] = [
  { kind: 'merchant', group: 'Boarding', base: '/boarding', owner: 'crm', permissionPrefix: 'Merchant.Boarding', area: 'boarding',
    items: [{ slug: 'precheckform', title: 'Pre-check form', permissions: [PERMISSIONS.viewMerchantPortalPrecheck] },
      { slug: 'documents', permissions: [PERMISSIONS.viewMerchantPortalDocuments] },
      // The merchant's offers (ADR 0094): opened from the Proposal / Agreement notifications, not menu entries of the spec's.
      { slug: 'proposal', title: 'Proposals', hidden: true, permissions: [PERMISSIONS.viewMerchantPortalProposals, PERMISSIONS.crmDashboardView] },
      { slug: 'agreement', title: 'Agreements', hidden: true, permissions: [PERMISSIONS.viewMerchantPortalAgreements, PERMISSIONS.crmDashboardView] }] },
  { kind: 'merchant', group: 'Dashboard', base: '/', owner: 'dashboard', permissionPrefix: 'Merchant', filledBy: 'issue 11 (dashboards)', area: 'dashboard',
    items: [{ slug: 'dashboard', title: 'Dashboard', permissions: [], userTypes: ['merchant', 'platform'] },
      { slug: 'user-dashboard', title: 'My dashboard', permissions: [], userTypes: ['merchant', 'platform'] }] },
  { kind: 'merchant', group: 'Transactions', base: '/merchant/transaction-management', owner: 'transactions', permissionPrefix: 'Merchant.Transactions', area: 'transactions',
    // Both lookups show the merchant's transactions: the spec's one name for that (part 2 section 6).
    items: [{ slug: 'transaction-lookup', permissions: [PERMISSIONS.merchantTransactionView] },
      { slug: 'transaction-lookup-columns', permissions: [PERMISSIONS.merchantTransactionView] }, 'utr-resubmissions', 'virtual-terminal', 'processing-setup-tool'] },
  { kind: 'merchant', group: 'Payments', base: '/merchant/payments', owner: 'transactions', permissionPrefix: 'Merchant.Payments', area: 'payments',
    items: ['single-payment', 'batch-payment', 'beneficiaries', 'pending-payments',
      // Beyond the spec (ADR 0113): the merchant's rule and routing activations waiting for a second user, on those pages' permissions.
      { slug: 'approvals', title: 'Approvals', permissions: ['Merchant.PaymentsSettings.AntifraudRules', 'Merchant.PaymentsSettings.SmartRouting', 'Merchant.PaymentsSettings.SmartRoutingV2'],
        userTypes: ['merchant'] },
      'batch-summary', 'open-banking-connections', 'open-banking-history'] },
  { kind: 'merchant', group: 'Payment settings', base: '/merchant/payment-settings', owner: 'reports-settings', permissionPrefix: 'Merchant.PaymentsSettings', area: 'paymentSettings',
    items: ['websites', 'payment-channels', { slug: 'smart-routing-v2', title: 'Smart routing V2' }, 'smart-routing', 'payment-links', { slug: 'mid-management', title: 'MID management' },
      'white-listing', 'confirmation-levels', 'antifraud-rules', 'antifraud-blacklist', 'webhook-endpoints', 'error-mappings',
      // Reached from the payment settings pages (a second user approves what it asks), not a menu entry of its own (ADR 0067).
      { slug: 'promote', title: 'Promote to Live', hidden: true }] },
  { kind: 'merchant', group: 'Reports', base: '/reports', owner: 'reports-settings', permissionPrefix: 'Merchant.Reports', area: 'reports',
    items: ['transactions-daily-v1', 'transactions-daily', 'transactions-summary-v1', 'transactions-summary', 'data-analytics', 'api-logs',
      { slug: 'webhookreport', title: 'Webhook report' }, { slug: 'webhookreportV2', title: 'Webhook report V2' }, 'resend-webhooks', 'account-statement', 'invoices'] },
  { kind: 'merchant', group: 'Developer settings', base: '/developer-settings', owner: 'reports-settings', permissionPrefix: 'Merchant.DeveloperSettings', area: 'developerSettings',
    items: [{ slug: 'hosted-payment', title: 'Websites settings' },
      { slug: 'merchant-api-keys', title: 'TPP configuration', permissions: [PERMISSIONS.organizationTppCredentials] }] },
  { kind: 'merchant', group: 'Support', base: '/merchant', owner: 'support', permissionPrefix: 'Merchant', filledBy: 'issue 4', area: 'support',
    items: [{ slug: 'support', title: 'Support', permissions: ['Merchant.Support.Lookup'] }, { slug: 'support-tickets', title: 'Support tickets', permissions: ['Merchant.Support.Lookup'] }] },
  { kind: 'merchant', group: 'Users', base: '/merchant/users', owner: 'crm', permissionPrefix: 'Merchant.UserManagement', area: 'users',
    items: [{ slug: 'merchant-management', title: 'Merchant management', permissions: [PERMISSIONS.merchantUserManagementUsersView] },
      { slug: 'roles', title: 'Merchant roles', permissions: [PERMISSIONS.manageMerchantRoles] }] },
  { kind: 'merchant', group: 'Documentation', base: '/documentation', owner: 'crm', permissionPrefix: 'Merchant.Documentation', area: 'documentation',
    items: [{ slug: 'wiki/details', title: 'Wiki', permissions: ['Merchant.Documentation.View'] }, { slug: 'api-references/details', title: 'API references', permissions: ['Merchant.Documentation.View'] },
      { slug: 'section/user-manuals/details', title: 'User manuals', permissions: ['Merchant.Documentation.View'] }, { slug: 'section/faq/details', title: 'FAQ', permissions: ['Merchant.Documentation.View'] }] },
];

/** Routes outside the menus (section 2.3 and part 1 section 2). */
const otherRoutes: CatalogRoute[] = [
  { path: '/crm', owner: 'crm', title: 'CRM', permissions: [], hideBreadcrumb: true, userTypes: ['crm', 'platform'], filledBy: PART2 },
  { path: '/crm/users', owner: 'crm', title: 'Users', permissions: ['CRM.Users.Merchant', 'CRM.Users.Crm', 'CRM.Users.Managment', PERMISSIONS.manageCrmRoles, PERMISSIONS.manageMerchantRoles], filledBy: PART2 },
  { path: '/crm/settings', owner: 'reports-settings', title: 'Settings', permissions: [], userTypes: ['crm', 'platform'], filledBy: PART2 },
  { path: '/crm/reports', owner: 'reports-settings', title: 'Reports', permissions: [], userTypes: ['crm', 'platform'], filledBy: PART2 },
  { path: '/crm/disputes', owner: 'transactions', title: 'Disputes', permissions: ['CRM.TransactionManagement.DisputesDisputesLookup'], filledBy: PART2 },
  { path: '/transaction-management', owner: 'transactions', title: 'Transaction management', permissions: [], userTypes: ['crm', 'platform'], filledBy: PART2 },
  // Development only (DEV_MAILBOX, which `npm start` sets; ADR 0075): not in the spec's menus, reached by its address.
  { path: '/platform/mailbox', owner: 'crm', title: 'Mailbox', permissions: [], userTypes: ['platform'], filledBy: 'issue 30 (development mailbox)' },
  { path: '/audit', owner: 'crm', title: 'Audit', permissions: [PERMISSIONS.crmAuditView, PERMISSIONS.platformAuditView], userTypes: ['crm', 'platform'], filledBy: 'auxiliary outlet "audit" (spec part 1 section 2); issue 30 (audit log, ADR 0081)' },
  { path: '/tenant/profile-settings', owner: 'host', title: 'Profile settings', permissions: [], userTypes: ['crm', 'platform'], filledBy: 'issue 3' },
  { path: '/platform/transaction-management', owner: 'transactions', title: 'Platform transaction management', permissions: ['Platform.Transaction.Lookup'], filledBy: PART2 },
  { path: '/crm/tenant-management', owner: 'crm', title: 'Tenant management', permissions: [PERMISSIONS.platformTenantsView], userTypes: ['platform'], filledBy: PART2 },
  { path: '/crm/leave-management', owner: 'crm', title: 'Leave management', permissions: [PERMISSIONS.platformLeaveManagementView], userTypes: ['platform'], filledBy: PART2 },
  { path: '/boarding', owner: 'crm', title: 'Boarding', permissions: [PERMISSIONS.viewMerchantPortalPrecheck, PERMISSIONS.viewMerchantPortalDocuments], filledBy: PART2 },
  { path: '/merchant/transaction-management', owner: 'transactions', title: 'Transactions', permissions: [], userTypes: ['merchant'], stageArea: 'transactions', filledBy: PART2 },
  { path: '/merchant/payments', owner: 'transactions', title: 'Payments', permissions: [], userTypes: ['merchant'], stageArea: 'payments', filledBy: PART2 },
  { path: '/reports', owner: 'reports-settings', title: 'Reports', permissions: [], userTypes: ['merchant'], stageArea: 'reports', filledBy: PART2 },
  { path: '/developer-settings', owner: 'reports-settings', title: 'Developer settings', permissions: [], userTypes: ['merchant'], stageArea: 'developerSettings', filledBy: PART2 },
  { path: '/documentation', owner: 'crm', title: 'Documentation', permissions: ['Merchant.Documentation.View', 'Documentation.View'], filledBy: PART2 },
  { path: '/merchant/profile-settings', owner: 'host', title: 'Profile settings', permissions: [], userTypes: ['merchant', 'platform'], filledBy: 'issue 3' },
  { path: '/smart-routing-visualization', owner: 'reports-settings', title: 'Smart routing visualization', permissions: ['Merchant.PaymentsSettings.SmartRouting.View'], redirectTo: UNAUTHORIZED_PATH, stageArea: 'paymentSettings', filledBy: PART2 },
  { path: '/merchant/payment-settings', owner: 'reports-settings', title: 'Payment settings', permissions: [PERMISSIONS.merchantPaymentsSettings], stageArea: 'paymentSettings', filledBy: PART2 },
  // Part 2 section 2.3: no permission of its own, but only for a user acting for a merchant.
  { path: '/merchant/users', owner: 'crm', title: 'Users', permissions: [], requiresMerchant: true, redirectTo: UNAUTHORIZED_PATH, filledBy: PART2 },
];

export const ROUTE_CATALOG: readonly CatalogRoute[] = [
  ...crmMenu.flatMap(expand),
  ...merchantMenu.flatMap(expand),
  ...otherRoutes,
];

/** The rows one remote (or the host) owns. */
export function routesOwnedBy(owner: CatalogRoute['owner']): CatalogRoute[] {
  return ROUTE_CATALOG.filter((r) => r.owner === owner);
}

/** The catalogue row whose path is the longest prefix of `pathname` (segment-wise). */
export function findCatalogRoute(pathname: string): CatalogRoute | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: CatalogRoute | undefined;
  for (const row of ROUTE_CATALOG) {
    if (clean === row.path || clean.startsWith(row.path + '/')) {
      if (!best || row.path.length > best.path.length) best = row;
    }
  }
  return best;
}

/** Which remote serves `pathname`, or undefined when the host does or nobody does. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const row = findCatalogRoute(pathname);
  return row && row.owner !== 'host' ? row.owner : undefined;
}

/** Every permission the catalogue uses, sorted: the seed grants demo accounts from this. */
export function catalogPermissions(): string[] {
  return [...new Set(ROUTE_CATALOG.flatMap((r) => r.permissions))].sort();
}
