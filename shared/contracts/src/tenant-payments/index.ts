/**
 * The tenant's pending payments (issue 13, spec part 2 section 2.1 transaction-management/pending-payments; ADR
 * 0055): its merchants' payouts waiting for approval (the merchant portal's payments of ADR 0051 and any other
 * Payout held WaitingForApproval), approved or declined by tenant staff through the action service of ADR 0046.
 */
export interface TenantPendingPayment {
  id: string;
  externalId: string;
  tenantId: string;
  merchantId: string;
  merchantName: string;
  websiteId: string | null;
  amount: number;
  currency: string;
  createdAt: string;
  /** The merchant portal's payment details; null for a payout made another way. */
  beneficiaryName: string | null;
  beneficiaryAccount: string | null;
  reference: string | null;
  payeeConfirmation: string | null;
  requestedBy: string | null;
  /**
   * The tenant's banking channel the payout leaves through if approved now (ADR 0150): its active Payout channel in the
   * payout's currency. Null: none, and approving is refused until one is added or activated.
   */
  payoutChannel: string | null;
}

export const TENANT_PAYMENT_PATHS = {
  pending: 'api/crm/payments/pending',
  approve: 'api/crm/payments/:paymentId/approves',
  decline: 'api/crm/payments/:paymentId/declines',
} as const;

export const TENANT_PAYMENT_PERMISSIONS = {
  view: 'CRM.TransactionManagement.PendingPayments',
  decide: 'CRM.TransactionManagement.TransactionApprovals',
} as const;

export const TENANT_PAYMENT_MESSAGES = {
  noDecide: 'Approving or declining payments needs the transaction approvals permission',
} as const;
