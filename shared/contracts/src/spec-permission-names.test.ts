/**
 * @jest-environment node
 */
import { catalogPermissions, PERMISSIONS } from './index';

/**
 * Every permission name the spec spells out, copied from the spec text (names written relative to a prefix, such
 * as part 2 section 6's "Platform.* (Tenants.View, ...)", are given in full). Kept here, not derived from the
 * catalogue, so a renamed or misspelt catalogue entry fails (ADR 0076).
 */
const SPEC_PERMISSION_NAMES: Record<string, string[]> = {
  // Part 1 section 6: "Named here: ..."
  'part 1 section 6': [
    'CRM.Support.Lookup', 'Merchant.Support.Lookup', 'Platform.Support.Lookup', 'Merchant.Support.EmailButton', 'Platform.Transaction.Lookup',
    'Platform.Transaction.LookupColumns', 'Merchant.PaymentsSettings.SmartRouting.View', 'Merchant.Payments.Settings',
  ],
  // Part 2 section 2.3 (route facts) and part 1 section 2 (the notification rule's CRM.Dashboard.View).
  'part 2 section 2.3': ['Merchant.PaymentsSettings.SmartRouting.View', 'Merchant.Payments.Settings', 'Platform.Transaction.Lookup', 'Platform.Transaction.LookupColumns'],
  // Part 2 section 6, tenant: "prefixes CRM.*, Settings.*, Reports.*, Dashboard.*, Documentation.View".
  'part 2 section 6, tenant': ['Documentation.View', 'CRM.Dashboard.View'],
  // Part 2 section 6, platform: "Platform.* (Tenants.View, Transaction.Lookup, ...)".
  'part 2 section 6, platform': [
    'Platform.Tenants.View', 'Platform.Transaction.Lookup', 'Platform.Transaction.LookupColumns', 'Platform.Transaction.Actions.TransactionStatusChange',
    'Platform.Support.Lookup', 'Platform.LeaveManagement.View', 'Platform.AIAgent.View', 'Platform.ReportV2.Settings',
  ],
  // Part 2 section 6, merchant: "Merchant.* (Transaction.View, ..., UserManagement.Users.View, Support.Lookup, ...)".
  'part 2 section 6, merchant': ['Merchant.Transaction.View', 'Merchant.UserManagement.Users.View', 'Merchant.Support.Lookup'],
  // Part 2 section 6: role management, boarding, others, proposals and agreements.
  'part 2 section 6, others': [
    'manageMerchantRoles', 'manageCrmRoles', 'viewMerchantPortalPrecheck', 'viewMerchantPortalDocuments', 'manageReasons', 'manageIndustryTypes',
    'manageRiskLevels', 'Organization.Tpp.Credentials', 'viewMerchantPortalProposals', 'viewMerchantPortalAgreements',
  ],
};

/** The prefixes part 2 section 6 gives each role; a name the portal derives must fall under one. */
const SPEC_PREFIXES = ['CRM.', 'Settings.', 'Reports.', 'Dashboard.', 'Platform.', 'Merchant.'];

const specNames = [...new Set(Object.values(SPEC_PERMISSION_NAMES).flat())].sort();
const known = new Set([...catalogPermissions(), ...Object.values(PERMISSIONS)]);

describe('permission names as the spec spells them', () => {
  it.each(specNames)('%s is in the catalogue, spelled exactly', (name) => {
    expect(known.has(name)).toBe(true);
  });

  it('has no name that differs from a spec name only in letter case', () => {
    const byLowerCase = new Map(specNames.map((name) => [name.toLowerCase(), name]));
    const nearMisses = [...known].filter((name) => byLowerCase.has(name.toLowerCase()) && byLowerCase.get(name.toLowerCase()) !== name);
    expect(nearMisses).toEqual([]);
  });

  it('derives every other name under a prefix the spec gives a role', () => {
    const outside = [...known].filter((name) => !specNames.includes(name) && !SPEC_PREFIXES.some((prefix) => name.startsWith(prefix)));
    expect(outside).toEqual([]);
  });

  it('leaves none of the names the catalogue used before the spec names were adopted', () => {
    const replaced = [
      'Platform.AiAgent.View', 'Platform.TenantManagement.Tenants', 'Platform.TenantManagement.EncryptionKeys', 'Platform.LeaveManagement.Leaves',
      'Merchant.Boarding.Precheckform', 'Merchant.Boarding.Documents', 'Merchant.Users.MerchantManagement', 'Merchant.Transactions.TransactionLookup',
      'Merchant.Transactions.TransactionLookupColumns', 'Merchant.DeveloperSettings.MerchantApiKeys',
    ];
    expect(replaced.filter((name) => known.has(name))).toEqual([]);
  });
});
