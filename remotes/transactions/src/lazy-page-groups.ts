import { APPROVAL_PAGES } from '@portal/contracts';
import { pagesWithTexts } from '@portal/kit';
import type { LazyPageGroup } from '@portal/ui';
import { transactionsTexts } from './i18n/use-transactions-translation';

// A group's texts arrive with its pages, not with the remote module (ADR 0115 "Session 58"), each text file in the
// chunk of the group that loads it first.
const paymentTexts = () => import(/* webpackChunkName: "payment-texts" */ './i18n/payment-texts').then((m) => transactionsTexts(m.paymentEn, m.paymentTr));

// Every page but the lookups loads on the first visit to one of its routes, not with the remote (ADR 0115: the remote's
// first visit had carried every page, 235 KB). Each group's paths must be exactly the pages its chunk draws (the test).

/** The merchant payment pages (ADR 0051). */
export const PAYMENTS_GROUP: LazyPageGroup = {
  paths: [
    '/merchant/payments/beneficiaries',
    '/merchant/payments/single-payment',
    '/merchant/payments/pending-payments',
  ],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "payments" */ './features/payments/payment-routes')).PAYMENT_PAGES, () => [paymentTexts()]),
};

/** The tenant's other lookups and tools (issue 13 part C). */
export const TOOLS_GROUP: LazyPageGroup = {
  paths: [
    '/transaction-management/transaction-lookup-v2',
    '/transaction-management/transaction-lookup-apm',
    '/transaction-management/transaction-lookup-v3',
    '/transaction-management/terminal-transaction-lookup',
    '/transaction-management/terminal-currency-conversions',
    '/transaction-management/terminal-settlements',
    '/transaction-management/bank-order-uploads',
    '/transaction-management/vrtransaction-lookup',
  ],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "transaction-tools" */ './features/tools/tool-routes')).TOOL_PAGES, () => [
    import(/* webpackChunkName: "transaction-tools" */ './i18n/tool-texts').then((m) => transactionsTexts(m.toolEn, m.toolTr)),
    import(/* webpackChunkName: "transaction-tools" */ './i18n/bank-order-texts').then((m) => transactionsTexts(m.bankOrderEn, m.bankOrderTr)),
  ]),
};

/** Disputes, bulk status updates and the processing setup tool (ADR 0050). */
export const DISPUTE_BULK_PROCESSING_GROUP: LazyPageGroup = {
  paths: [
    '/crm/disputes',
    '/transaction-management/disputes/disputes-lookup',
    '/platform/transaction-management/transaction-bulk-update-request',
    '/platform/transaction-management/transaction-bulk-update-history',
    '/transaction-management/processing-setup-tool',
    '/platform/transaction-management/processing-setup-tool',
    '/merchant/transaction-management/processing-setup-tool',
  ],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "dispute-bulk-processing" */ './features/dispute-bulk-processing-routes')).DISPUTE_BULK_PROCESSING_PAGES, () => [
    import(/* webpackChunkName: "dispute-bulk-processing" */ './i18n/disputes-bulk-texts').then((m) => transactionsTexts(m.disputesBulkEn, m.disputesBulkTr)),
  ]),
};

/** The virtual terminal and batch payments (ADR 0054). */
export const VT_BATCH_GROUP: LazyPageGroup = {
  paths: [
    '/transaction-management/virtual-terminal',
    '/merchant/transaction-management/virtual-terminal',
    '/merchant/payments/batch-payment',
    '/merchant/payments/batch-summary',
  ],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "vt-batch" */ './features/vt-batch-routes')).VT_BATCH_PAGES, () => [
    import(/* webpackChunkName: "vt-batch" */ './i18n/vt-batch-texts').then((m) => transactionsTexts(m.vtBatchEn, m.vtBatchTr)),
    paymentTexts(),
  ]),
};

/** Open banking, UTR resubmissions, tenant pending payments and RDR batches (ADR 0055). */
export const BANK_PAYMENT_GROUP: LazyPageGroup = {
  paths: [
    '/merchant/payments/open-banking-connections',
    '/merchant/payments/open-banking-history',
    '/transaction-management/utr-resubmissions',
    '/transaction-management/rdr/batch-summary',
    '/transaction-management/pending-payments',
    '/merchant/transaction-management/utr-resubmissions',
  ],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "bank-payments" */ './features/bank-payment-routes')).BANK_PAYMENT_PAGES, () => [
    import(/* webpackChunkName: "bank-payments" */ './i18n/bank-payment-texts').then((m) => transactionsTexts(m.bankPaymentEn, m.bankPaymentTr)),
    paymentTexts(),
  ]),
};

/** The approvals queues (ADR 0071, 0113: tenant staff's and a merchant's): their paths are contract constants, read when the group loads. */
export const APPROVALS_GROUP: LazyPageGroup = {
  paths: [APPROVAL_PAGES.tenantQueue, APPROVAL_PAGES.merchantQueue],
  load: pagesWithTexts(async () => (await import(/* webpackChunkName: "approvals" */ './features/approvals/approval-routes')).APPROVAL_ROUTE_PAGES, () => [
    import(/* webpackChunkName: "approvals" */ './i18n/activation-texts').then((m) => transactionsTexts(m.activationEn, m.activationTr)),
  ]),
};

export const LAZY_PAGE_GROUPS: readonly LazyPageGroup[] = [PAYMENTS_GROUP, TOOLS_GROUP, DISPUTE_BULK_PROCESSING_GROUP, VT_BATCH_GROUP, BANK_PAYMENT_GROUP, APPROVALS_GROUP];
