import type { ComponentType } from 'react';
import { BulkUpdateHistoryPage } from './bulk-update/BulkUpdateHistoryPage';
import { BulkUpdateRequestPage } from './bulk-update/BulkUpdateRequestPage';
import { DisputesPage } from './disputes/DisputesPage';
import { ProcessingSetupPage } from './processing-setup/ProcessingSetupPage';

/** Pages of issue 13 part A by route path (disputes, bulk status updates, processing setup, webhooks). */
export const ISSUE13A_ROUTES: Record<string, ComponentType<{ title: string }>> = {
  '/crm/disputes': DisputesPage,
  '/transaction-management/disputes/disputes-lookup': DisputesPage,
  '/platform/transaction-management/transaction-bulk-update-request': BulkUpdateRequestPage,
  '/platform/transaction-management/transaction-bulk-update-history': BulkUpdateHistoryPage,
  '/transaction-management/processing-setup-tool': ProcessingSetupPage,
  '/platform/transaction-management/processing-setup-tool': ProcessingSetupPage,
  '/merchant/transaction-management/processing-setup-tool': ProcessingSetupPage,
};
