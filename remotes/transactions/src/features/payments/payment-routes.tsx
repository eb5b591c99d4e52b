import type { ReactElement } from 'react';
import { BeneficiariesPage } from './beneficiaries/BeneficiariesPage';
import { PendingPaymentsPage } from './pending-payments/PendingPaymentsPage';
import { SinglePaymentPage } from './single-payment/SinglePaymentPage';

/** The merchant payment pages of the route catalogue (issue 13, ADR 0051), by path. */
export const PAYMENT_ROUTES: Record<string, (title: string) => ReactElement> = {
  '/merchant/payments/beneficiaries': (title) => <BeneficiariesPage title={title} />,
  '/merchant/payments/single-payment': (title) => <SinglePaymentPage title={title} />,
  '/merchant/payments/pending-payments': (title) => <PendingPaymentsPage title={title} />,
};
