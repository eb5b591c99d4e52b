export { DEMO_USERS, DEMO_PASSWORD, findDemoUser, signedInUserFor, type DemoUser } from './demo-users/demo-users';
export { userContextFor } from './demo-users/user-context';
export { allKnownPermissions, allStartingWith } from './demo-users/permissions';
export { DEMO_TENANTS, DEMO_MERCHANTS, type DemoTenant, type DemoMerchant } from './fixtures/tenants-and-merchants';
export { COUNTRIES, CURRENCIES, PAYMENT_METHODS, SERVICE_PROVIDERS, LANGUAGE_ITEMS } from './fixtures/lookups';
export { createHandlers, type CreateHandlersOptions } from './msw/handlers';
export { everyUrlFor } from './msw/urls';
export { declaredHandlers, ContractViolation, type DeclaredRequest, type DeclaredHandlerOptions } from './msw/declared-handlers';
export { startMswWorker } from './msw/worker';
export { createMswServer } from './msw/server';
export { setupMswServer, type SetupMswServerOptions } from './msw/setup-msw-server';
export { pageTestSetup } from './msw/page-test-setup';
export { installTimerMessageChannel } from './jsdom/timer-message-channel';
export { waitLimit } from './time/wait-limit';
export { fakeDateOnly } from './time/fake-date-only';
export {
  renderWithProviders, type RenderWithProvidersOptions, type RenderWithProvidersResult,
} from './render/render-with-providers';
export { chooseOption, openOptionTitles, type Clicker } from './render/choose-option';
export { enterText, type Paster } from './render/enter-text';
export { findDialogWith } from './render/find-dialog';
export { notificationHandlers, createNotificationStore, makeNotification, type NotificationStore } from './msw/notification-handlers';
export {
  createSupportHandlers, ticketFixture, defaultLabels, actorOf, type SupportStore, type SupportHandlersOptions,
} from './msw/support-handlers';
export { expectRemoteModuleMatchesCatalogue } from './remote-module/expect-remote-module';
export { placeholderPaths } from './placeholder-routes';
export {
  createTransactionHandlers, transactionFixtures, type TransactionStore, type TransactionHandlersOptions,
} from './msw/transaction-handlers';
export {
  createTransactionLookupHandlers, transactionRecordFixtures, transactionLookupCursor, readTransactionLookupCursor, INVALID_LOOKUP_CURSOR,
  websiteIdOf, type TransactionLookupStore, type TransactionLookupHandlersOptions,
} from './msw/transaction-lookup-handlers';
export { createListViewHandlers, type ListViewStore } from './msw/list-view-handlers';
export { createSavedFilterHandlers, type SavedFilterStore, type SavedFilterHandlersOptions } from './msw/saved-filter-handlers';
export {
  createTransactionDetailHandlers, transactionDetailFixture, type TransactionDetailHandlersOptions, type TransactionDetailStore,
  type TransactionDetailEndpointKey, eventsOf,
} from './msw/transaction-detail-handlers';
export {
  createTransactionFakeState, balanceOf, relatedOf, type TransactionFakeState, type TransactionEventRow, type AccountingEntryRow,
} from './msw/transaction-fake-state';
export {
  createTransactionActionHandlers, fakeAllocation, type FakeAllocation, type TransactionActionHandlersOptions, type TransactionActionStore, type TransactionActionCall,
  type TransactionActionEndpointKey,
} from './msw/transaction-action-handlers';
export { createApprovalHandlers, type ApprovalHandlersOptions } from './msw/approval-handlers';
export {
  createDashboardHandlers, dashboardFixture, widgetDataFixtures, emptyWidgetData, type DashboardStore, type DashboardHandlersOptions,
} from './msw/dashboard-handlers';
export {
  createDashboardManagementHandlers, managementFixture, MANAGED_TENANT_ID, type DashboardManagementStore,
} from './msw/dashboard-management-handlers';
export { titlesNamedOtherwise, wordsNamedOtherwise } from './i18n/turkish-names';
