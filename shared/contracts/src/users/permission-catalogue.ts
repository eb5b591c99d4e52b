/**
 * The permissions a role of each type may grant, grouped by area for the role editor (ADR 0079). A permission that
 * opens pages is described by them (its area is the first page's menu group); the spec's named permissions that
 * open no page of their own carry a sentence of their own (NAMED_PERMISSION_DESCRIPTIONS, English; the editor
 * translates it).
 */
import { ROUTE_CATALOG } from '../route-catalog';
import { CRM_EDIT_PERMISSIONS, MERCHANT_NAMED_PERMISSIONS, PERMISSIONS, TENANT_STAFF_NAMED_PERMISSIONS } from '../permissions';
import type { RoleType } from './roles';

export interface CataloguePermission {
  name: string;
  /** The pages it opens (catalogue titles, English), empty for a permission without a page. */
  pages: string[];
  /** For a permission without a page: what it allows (English). */
  description?: string;
}

export interface PermissionArea {
  /** The menu group title (English), or 'Actions and administration'. */
  area: string;
  permissions: CataloguePermission[];
}

/** What the spec's page-less permissions allow (English; the portal translates them). */
export const NAMED_PERMISSION_DESCRIPTIONS: Record<string, string> = {
  [PERMISSIONS.manageCrmRoles]: 'Create and edit the tenant\'s CRM roles',
  [PERMISSIONS.manageMerchantRoles]: 'Create and edit merchant roles',
  [PERMISSIONS.manageReasons]: 'Manage decline and capture reasons',
  [PERMISSIONS.manageIndustryTypes]: 'Manage industry types',
  [PERMISSIONS.manageRiskLevels]: 'Manage risk levels',
  [PERMISSIONS.crmTransactionActions]: 'Refund, capture, void and the other transaction actions',
  [PERMISSIONS.crmTransactionApprovals]: 'Approve or decline another user\'s transaction action',
  [PERMISSIONS.crmMerchantPaymentSettings]: 'Edit a merchant\'s payment settings',
  [PERMISSIONS.viewMerchantPortalProposals]: 'Open proposals from notifications',
  [PERMISSIONS.viewMerchantPortalAgreements]: 'Open agreements from notifications',
  [PERMISSIONS.merchantSupportEmailButton]: 'Write to support by e-mail',
  [PERMISSIONS.merchantPaymentsSettings]: 'Open the payment settings area',
  [PERMISSIONS.merchantSmartRoutingView]: 'View the smart routing visualisation',
  [PERMISSIONS.documentationView]: 'Read the documentation',
  [PERMISSIONS.crmOrganizationsEdit]: 'Create, edit and delete customers',
  [PERMISSIONS.crmContactsEdit]: 'Create, edit and delete contacts',
  [PERMISSIONS.crmLeadsEdit]: 'Create, edit, delete and convert leads',
  [PERMISSIONS.crmOpportunitiesEdit]: 'Create, edit, delete and move opportunities',
  [PERMISSIONS.crmProjectsEdit]: 'Create, edit, delete and move projects',
  [PERMISSIONS.crmProductsEdit]: 'Create, edit and delete products',
  [PERMISSIONS.crmPriceBooksEdit]: 'Create and edit price books, their entries and pricing',
  [PERMISSIONS.crmTasksEdit]: 'Create, edit and complete tasks',
  [PERMISSIONS.crmEmailsSend]: 'Send e-mails from CRM records',
  [PERMISSIONS.documentationEdit]: 'Write, restore and delete documentation pages',
};

/** Page-less permissions shown in a menu area rather than under "Actions and administration" (ADR 0093). */
const NAMED_PERMISSION_AREAS: Record<string, string> = {
  ...Object.fromEntries(Object.values(CRM_EDIT_PERMISSIONS).map((name) => [name, 'CRM'])),
  [PERMISSIONS.documentationEdit]: 'Resources',
};

export const OTHER_AREA = 'Actions and administration';

const TENANT_PREFIXES = ['CRM.', 'Settings.', 'Reports.', 'Dashboard.'];
/** Platform staff's users page is not a tenant's (ADR 0077). */
const NOT_A_TENANT_ROLES = new Set(['CRM.Users.Managment']);

/** Whether a role of the type may hold the permission (part 2 section 6's prefixes and named permissions). */
export function permissionFitsRole(type: RoleType, name: string): boolean {
  if (type === 'crm') {
    if (NOT_A_TENANT_ROLES.has(name)) return false;
    return TENANT_PREFIXES.some((p) => name.startsWith(p)) || name === PERMISSIONS.documentationView || TENANT_STAFF_NAMED_PERMISSIONS.includes(name);
  }
  return name.startsWith('Merchant.') || MERCHANT_NAMED_PERMISSIONS.includes(name)
    || name === PERMISSIONS.manageMerchantRoles || name === PERMISSIONS.viewMerchantPortalProposals || name === PERMISSIONS.viewMerchantPortalAgreements;
}

/** Every permission a role of the type may hold, by area, in the menu's order (areas) and by name (within one). */
export function permissionCatalogue(type: RoleType): PermissionArea[] {
  const pagesOf = new Map<string, { area: string; pages: string[] }>();
  for (const row of ROUTE_CATALOG) {
    for (const name of row.permissions) {
      if (!permissionFitsRole(type, name)) continue;
      const known = pagesOf.get(name) ?? { area: row.menu?.group ?? OTHER_AREA, pages: [] };
      if (!known.pages.includes(row.title)) known.pages.push(row.title);
      // A permission that guards a menu page belongs to that page's group rather than to an area root.
      if (known.area === OTHER_AREA && row.menu) known.area = row.menu.group;
      pagesOf.set(name, known);
    }
  }
  const all = new Set([...pagesOf.keys(), ...Object.values(PERMISSIONS).filter((p) => permissionFitsRole(type, p))]);
  const areas = new Map<string, CataloguePermission[]>();
  for (const name of [...all].sort()) {
    const page = pagesOf.get(name);
    const area = page?.area ?? NAMED_PERMISSION_AREAS[name] ?? OTHER_AREA;
    const entry: CataloguePermission = { name, pages: page?.pages ?? [], ...(NAMED_PERMISSION_DESCRIPTIONS[name] ? { description: NAMED_PERMISSION_DESCRIPTIONS[name] } : {}) };
    areas.set(area, [...(areas.get(area) ?? []), entry]);
  }
  const order = [...new Set(ROUTE_CATALOG.map((r) => r.menu?.group).filter((g): g is string => !!g)), OTHER_AREA];
  return [...areas.entries()].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([area, permissions]) => ({ area, permissions }));
}

/** Every permission name a role of the type may hold. */
export const cataloguePermissionNames = (type: RoleType): Set<string> =>
  new Set(permissionCatalogue(type).flatMap((a) => a.permissions.map((p) => p.name)));
