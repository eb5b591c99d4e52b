/**
 * Permissions the spec names (part 1 section 6, part 2 sections 2.3 and 6) and a few the portal adds. Pages the spec
 * names none for derive theirs from the menu (docs/menu-permissions.md, ADR 0076).
 */
export const PERMISSIONS = {
  crmSupportLookup: 'CRM.Support.Lookup',
  merchantSupportLookup: 'Merchant.Support.Lookup',
  platformSupportLookup: 'Platform.Support.Lookup',
  merchantSupportEmailButton: 'Merchant.Support.EmailButton',
  platformTransactionLookup: 'Platform.Transaction.Lookup',
  platformTransactionLookupColumns: 'Platform.Transaction.LookupColumns',
  merchantSmartRoutingView: 'Merchant.PaymentsSettings.SmartRouting.View',
  merchantPaymentsSettings: 'Merchant.Payments.Settings',
  crmDashboardView: 'CRM.Dashboard.View',
  documentationView: 'Documentation.View',
  /** Tenant staff: a merchant's payment settings, the merchant picked (ADR 0067). */
  crmMerchantPaymentSettings: 'CRM.Merchants.PaymentSettings',
  /** Transaction actions (issue 10, ADR 0046): capture, void, refund, ..., and the second user's approve/decline. */
  crmTransactionActions: 'CRM.TransactionManagement.TransactionActions',
  crmTransactionApprovals: 'CRM.TransactionManagement.TransactionApprovals',
  platformTransactionStatusChange: 'Platform.Transaction.Actions.TransactionStatusChange',
  /** Platform staff keep the reference data and platform configuration (ADR 0064) beside each page's Settings.* permission. */
  platformReferenceData: 'Platform.Settings.ReferenceData',
  // Part 2 section 6, spelled exactly as the spec does (ADR 0076): the check is case-sensitive.
  platformTenantsView: 'Platform.Tenants.View',
  platformLeaveManagementView: 'Platform.LeaveManagement.View',
  platformAiAgentView: 'Platform.AIAgent.View',
  platformReportV2Settings: 'Platform.ReportV2.Settings',
  merchantTransactionView: 'Merchant.Transaction.View',
  merchantUserManagementUsersView: 'Merchant.UserManagement.Users.View',
  merchantDocumentationView: 'Merchant.Documentation.View',
  manageMerchantRoles: 'manageMerchantRoles',
  manageCrmRoles: 'manageCrmRoles',
  viewMerchantPortalPrecheck: 'viewMerchantPortalPrecheck',
  viewMerchantPortalDocuments: 'viewMerchantPortalDocuments',
  viewMerchantPortalProposals: 'viewMerchantPortalProposals',
  viewMerchantPortalAgreements: 'viewMerchantPortalAgreements',
  manageReasons: 'manageReasons',
  manageIndustryTypes: 'manageIndustryTypes',
  manageRiskLevels: 'manageRiskLevels',
  /** The audit log at /audit (ADR 0081): tenant staff their tenant's events, platform staff every tenant's. */
  crmAuditView: 'CRM.Audit.View',
  platformAuditView: 'Platform.Audit.View',
  /** The merchant's TPP configuration page (developer-settings/merchant-api-keys). */
  organizationTppCredentials: 'Organization.Tpp.Credentials',
  /**
   * Changing CRM records (ADR 0093): the page's `CRM.<Entity>.View` reads, these create, edit, delete, convert, move on
   * the board, tick and annotate; sending an e-mail from a record is `CRM.Emails.Send`.
   */
  crmOrganizationsEdit: 'CRM.Organizations.Edit',
  crmContactsEdit: 'CRM.Contacts.Edit',
  crmLeadsEdit: 'CRM.Leads.Edit',
  crmOpportunitiesEdit: 'CRM.Opportunities.Edit',
  crmProjectsEdit: 'CRM.Projects.Edit',
  crmProductsEdit: 'CRM.Products.Edit',
  crmPriceBooksEdit: 'CRM.PriceBooks.Edit',
  crmTasksEdit: 'CRM.Tasks.Edit',
  crmEmailsSend: 'CRM.Emails.Send',
  /** Writing the tenant's documentation pages (ADR 0099): `Documentation.View` reads them. */
  documentationEdit: 'CRM.Documentation.Edit',
} as const;

/** Each CRM entity's write permission (ADR 0093), by the entity's key. */
export const CRM_EDIT_PERMISSIONS = {
  organizations: PERMISSIONS.crmOrganizationsEdit,
  contacts: PERMISSIONS.crmContactsEdit,
  leads: PERMISSIONS.crmLeadsEdit,
  opportunities: PERMISSIONS.crmOpportunitiesEdit,
  projects: PERMISSIONS.crmProjectsEdit,
  products: PERMISSIONS.crmProductsEdit,
  priceBooks: PERMISSIONS.crmPriceBooksEdit,
  tasks: PERMISSIONS.crmTasksEdit,
  emails: PERMISSIONS.crmEmailsSend,
} as const;

/** Spec-named permissions of tenant staff outside their prefixes CRM.*, Settings.*, Reports.*, Dashboard.* (part 2 section 6). */
export const TENANT_STAFF_NAMED_PERMISSIONS: readonly string[] = [
  PERMISSIONS.manageCrmRoles, PERMISSIONS.manageMerchantRoles, PERMISSIONS.manageReasons, PERMISSIONS.manageIndustryTypes, PERMISSIONS.manageRiskLevels,
];

/**
 * User administration's pages that platform staff hold besides Platform.* (ADR 0077): the platform's own users
 * (`/crm/users/managment`, which tenant staff do not hold) and the CRM and merchant users of the tenant they pick.
 */
export const PLATFORM_USER_ADMIN_PERMISSIONS: readonly string[] = ['CRM.Users.Crm', 'CRM.Users.Merchant', 'CRM.Users.Managment'];
/** Platform staff's users page: not a tenant's (a tenant administrator manages their tenant's CRM and merchant users). */
export const PLATFORM_ONLY_USER_PERMISSION = 'CRM.Users.Managment';

/** The boarding pages' permissions (part 2 section 6): what a merchant's demo roles held as Merchant.Boarding.* before. */
export const MERCHANT_BOARDING_PERMISSIONS: readonly string[] = [PERMISSIONS.viewMerchantPortalPrecheck, PERMISSIONS.viewMerchantPortalDocuments];

/**
 * Spec-named permissions of a merchant's pages outside Merchant.*: boarding, the TPP configuration and the merchant's
 * own roles (ADR 0079), the proposals and agreements offered to the merchant (ADR 0094).
 */
export const MERCHANT_NAMED_PERMISSIONS: readonly string[] = [
  ...MERCHANT_BOARDING_PERMISSIONS, PERMISSIONS.organizationTppCredentials, PERMISSIONS.manageMerchantRoles,
  PERMISSIONS.viewMerchantPortalProposals, PERMISSIONS.viewMerchantPortalAgreements,
];

/** "A,B" -> ["A","B"]: a menu permission field may list several permissions. */
export function splitPermissionField(field: string | undefined | null): string[] {
  if (!field) return [];
  return field.split(',').map((p) => p.trim()).filter(Boolean);
}

/** True when the user holds at least one of the listed permissions (an empty list needs none). */
export function holdsAny(held: ReadonlySet<string> | readonly string[], needed: readonly string[]): boolean {
  if (needed.length === 0) return true;
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return needed.some((p) => set.has(p));
}
