import type { CatalogPages } from '@portal/contracts';
import { HostedPaymentPage } from './HostedPaymentPage';
import { PaymentLinksPage } from './PaymentLinksPage';

/** The payment link pages by route path (their lazy group's chunk; ADR 0108). */
export const PAYMENT_LINK_PAGES: CatalogPages = {
  '/merchant/payment-settings/payment-links': (row) => <PaymentLinksPage title={row.title} />,
  '/developer-settings/hosted-payment': (row) => <HostedPaymentPage title={row.title} />,
};
