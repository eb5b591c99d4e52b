import type { CatalogPages } from '@portal/contracts';
import { SmartRoutingPage } from './SmartRoutingPage';
import { VisualizationPage } from './VisualizationPage';

/** The smart routing pages by route path (their lazy group's chunk; ADR 0107). */
export const SMART_ROUTING_PAGES: CatalogPages = {
  '/merchant/payment-settings/smart-routing': (row) => <SmartRoutingPage title={row.title} kind="Priority" />,
  '/merchant/payment-settings/smart-routing-v2': (row) => <SmartRoutingPage title={row.title} kind="Rules" />,
  '/smart-routing-visualization': (row) => <VisualizationPage title={row.title} />,
};
