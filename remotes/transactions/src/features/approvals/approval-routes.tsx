import { APPROVAL_PAGES, type CatalogPages } from '@portal/contracts';
import { ApprovalsPage } from './ApprovalsPage';
import { MerchantApprovalsPage } from './MerchantApprovalsPage';

/** The approvals page of the route catalogue (ADR 0071), by path. */
export const APPROVAL_ROUTE_PAGES: CatalogPages = {
  [APPROVAL_PAGES.tenantQueue]: (row) => <ApprovalsPage title={row.title} />,
  [APPROVAL_PAGES.merchantQueue]: () => <MerchantApprovalsPage />,
};
