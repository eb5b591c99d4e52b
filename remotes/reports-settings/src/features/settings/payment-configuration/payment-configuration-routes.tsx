import type { CatalogPages } from '@portal/contracts';
import { BankingChannelsPage } from './BankingChannelsPage';
import { MidsPage } from './MidsPage';
import { MpiPage } from './MpiPage';
import { PaymentMethodsPage } from './PaymentMethodsPage';
import { PosProvidersPage } from './PosProvidersPage';
import { ServiceProvidersPage } from './ServiceProvidersPage';

/** The payment configuration settings by route path (route catalogue, ADR 0065). */
export const PAYMENT_CONFIGURATION_PAGES: CatalogPages = {
  '/crm/settings/payment-method': (row) => <PaymentMethodsPage title={row.title} />,
  '/crm/settings/service-provider': (row) => <ServiceProvidersPage title={row.title} />,
  '/crm/settings/pos-providers': (row) => <PosProvidersPage title={row.title} />,
  '/crm/settings/banking-service/banking-channels': (row) => <BankingChannelsPage title={row.title} />,
  '/crm/settings/mpi': (row) => <MpiPage title={row.title} />,
  '/crm/settings/mid-managment': (row) => <MidsPage title={row.title} />,
};
