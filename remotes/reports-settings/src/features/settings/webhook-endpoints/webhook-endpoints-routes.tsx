import type { CatalogPages } from '@portal/contracts';
import { WebhookEndpointsPage } from './WebhookEndpointsPage';

/** The webhook endpoint pages by route path (their lazy group's chunk; ADR 0100): one page, the caller's own endpoints. */
export const WEBHOOK_ENDPOINT_PAGES: CatalogPages = {
  '/crm/settings/webhook-endpoints': (row) => <WebhookEndpointsPage title={row.title} />,
  '/merchant/payment-settings/webhook-endpoints': (row) => <WebhookEndpointsPage title={row.title} />,
};
