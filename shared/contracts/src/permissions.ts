/** Permissions the spec names (part 1 section 6, part 2 section 2.3). Others follow the same pattern; see docs/menu-permissions.md. */
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
} as const;

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
