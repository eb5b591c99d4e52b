/** The merchant payments' calls (merchant service, "api/..." paths as the portal calls them; ADR 0051). */
export const MERCHANT_PAYMENT_PATHS = {
  beneficiaries: 'api/payments/beneficiaries',
  beneficiary: 'api/payments/beneficiaries/:beneficiaryId',
  payeeConfirmation: 'api/payments/beneficiaries/:beneficiaryId/payee-confirmation',
  balances: 'api/payments/balances',
  singlePayments: 'api/payments/single-payments',
  payments: 'api/payments',
  approve: 'api/payments/:paymentId/approves',
  decline: 'api/payments/:paymentId/declines',
} as const;
