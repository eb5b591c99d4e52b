import type { CatalogPages } from '@portal/contracts';
import { BeneficiariesPage } from './beneficiaries/BeneficiariesPage';
import { PendingPaymentsPage } from './pending-payments/PendingPaymentsPage';
import { SinglePaymentPage } from './single-payment/SinglePaymentPage';

/** The merchant payment pages of the route catalogue (issue 13, ADR 0051), by path. */
export const PAYMENT_PAGES: CatalogPages = {
  '/merchant/payments/beneficiaries': (row) => <BeneficiariesPage title={row.title} />,
  '/merchant/payments/single-payment': (row) => <SinglePaymentPage title={row.title} />,
  '/merchant/payments/pending-payments': (row) => <PendingPaymentsPage title={row.title} />,
};
