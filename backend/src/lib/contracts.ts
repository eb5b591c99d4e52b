import * as contractsModule from '@portal/contracts';

/**
 * @portal/contracts is TypeScript source in a package without "type": "module", so tsx loads it as
 * CommonJS and Node's ESM loader cannot see its `export *` names. Read the values through the module
 * object instead (works for both loaders); the backend imports contract values from here only.
 */
const contracts = ((contractsModule as unknown as { default?: typeof contractsModule }).default ?? contractsModule);

export const {
  API_AUDIENCE, API_PATHS, API_SCOPES, DEFAULT_SERVICE_BASES, DEFAULT_THEME_SETTINGS, IDENTITY_PATHS,
  PERMISSIONS, PORTAL_CLIENT_ID, REMOTE_NAMES, SIGN_IN_SCOPES, catalogPermissions,
  NOTIFICATION_PATHS, NOTIFICATION_TYPES, NOTIFICATION_LIMITS,
  SUPPORT_PATHS, SUPPORT_PAGE_URLS, SUPPORT_NOTIFICATION_TYPES, DEFAULT_LABELS, TicketParty, PRIORITIES, TICKET_STATUSES,
  TICKET_CHANNEL_TYPES, REFERENCE_KEYS, COMMENT_ITEM_TYPES, MAX_UPLOAD_BYTES, ALLOWED_CONTENT_TYPES, ALLOWED_EXTENSIONS,
  UPLOAD_MESSAGES, UPLOAD_FIELD_NAME, labelValueError, isCommentItem, LABEL_COLOR_PATTERN,
  SHELL_PATHS, LAYOUT_NAMES, HEX_COLOR_PATTERN, PROFILE_LIMITS, QUICK_PANEL_LIMITS, DEFAULT_QUICK_SETTINGS,
  TRANSACTION_PATHS, TRANSACTION_PAGING, TRANSACTION_STATUSES,
  TRANSACTION_TYPES, TRANSACTION_LOOKUP_FILTERS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_LOOKUP_PERMISSIONS,
  TRANSACTION_SORT_FIELDS, TRANSACTION_LOOKUP_COLUMNS, DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_COLUMNS, TRANSACTION_ENDPOINTS,
  EXPORT_SYNC_LIMIT, TRANSACTION_COLUMN_TITLES, TRANSACTION_EXPORT_PATHS, TIMEZONE_OFFSET_RANGE, utcOffsetLabel,
  SAVED_FILTER_ENDPOINTS, SAVED_FILTER_LIMITS, SAVED_FILTER_MESSAGES, SAVED_FILTER_PATHS,
  TRANSACTION_DETAIL_ENDPOINTS, MERCHANT_TRANSACTION_DETAIL_ENDPOINTS, CASCADING_PAGE_SIZE,
  LOOKUP_ENDPOINTS, USER_ENDPOINTS, TENANT_ENDPOINTS, MERCHANT_ENDPOINTS, SHELL_ENDPOINTS, NOTIFICATION_ENDPOINTS,
  DASHBOARD_ENDPOINTS, DASHBOARD_PATHS, PERSONAL_DASHBOARD_ENDPOINTS, PERSONAL_DASHBOARD_PATHS, PERSONAL_DASHBOARD_LIMITS, DASHBOARD_MANAGEMENT_PERMISSIONS, DASHBOARD_DATA_SOURCES, DASHBOARD_LIMITS, PIPELINE_STATES, dataSourceEndpointOf, widgetRequestOf,
  FILE_ENDPOINTS, SUPPORT_ENDPOINTS, LABEL_ENDPOINTS, answersEmpty, successStatus, fillPath, errorBodySchema, normaliseQuery,
  TRANSACTION_ACTION_ENDPOINTS, TRANSACTION_ACTION_PERMISSIONS, ACTION_REFUSALS, ACTION_MESSAGES, ACTION_HEADERS,
  REPORT_ENDPOINTS, REPORT_IDS, REPORT_LIMITS, REPORT_PATHS, reportPermissionOf,
  REPORT_SETTINGS_ENDPOINTS, REPORT_FILE_ENDPOINTS, REPORT_SETTINGS_PATHS, REPORT_SETTINGS_PERMISSION, REPORT_GROUPS, REPORT_GROUP_OF, DAILY_FILE_NAME,
  DEFAULT_FOUR_EYES_THRESHOLD_MAJOR, actionVerdict, amountVerdict, allowedActions, TRANSACTION_ACTIONS,
  MERCHANT_PAYMENT_ENDPOINTS, PAYMENT_REFUSALS, PAYMENT_MESSAGES, PAYMENT_LIMITS, SEPA_COUNTRIES, ibanProblem, domesticAccountProblem,
  normaliseIban, problemText, accountDigits,
} = contracts;

// Issue 13 part C (tenant tools, ADR 0053).
export const {
  TRANSACTION_TOOL_ENDPOINTS, TRANSACTION_TOOL_PATHS, TRANSACTION_TOOL_PERMISSIONS, APM_PAYMENT_METHODS, APM_REQUEST_STATUSES, APM_SEARCH_PARAMS,
  BANK_DEPOSIT_STATUSES, BDT_PATHS, BDT_PERMISSION, TERMINAL_PATHS, TERMINAL_PERMISSIONS,
  BANK_ORDER_FILE_FIELD, BANK_ORDER_LIMITS, BANK_ORDER_MESSAGES, BANK_ORDER_PATHS, BANK_ORDER_PERMISSION, parseBankOrderCsv, isAccountNumber,
} = contracts;
export type { ApmRequest, ApmSearchParam, ApmTransaction, ApmTransactionDetail, BankDeposit, BankDepositStatus, TerminalSettlement, TerminalTransaction, ToolPage, BankOrder, BankOrderItem, BankOrderItemStatus } from '@portal/contracts';

export type {
  Beneficiary, BeneficiaryInput, MerchantBalance, MerchantPayment, PaymentRefusal, SinglePaymentInput,
  AppLists, ClientConfiguration, CurrencyItem, CurrentUser, CustomerListItem, LookupItem, MerchantSummary, Paged,
  PortalConfig, ProfileUserType, RemotesManifest, SystemMode, TenantListItem, TenantRef, TenantUser, ThemeSettings,
  UserContextResponse, Notification, NotificationListResponse,
  Ticket, TicketListItem, TicketActor, TicketReference, FeedItem, Label, FileDetails, Priority, TicketStatus,
  TicketChannelType, TicketFilter, CreateTicketPayload, CommentItemType, ExternalParty,
  ProfileSettings, ProfileSettingsUpdate, ThemeSettingsUpdate, QuickPanelNote, QuickPanelEvent, QuickSettings,
  Transaction, TransactionPage, TransactionStatus,
  TransactionRecord, TransactionType, TransactionLookupFilters, TransactionLookupKind, TransactionLookupPage, TransactionLookupQuery,
  TransactionSortField, TransactionColumn, TransactionColumnChoice, TransactionColumnChoiceUpdate,
  SavedTransactionFilter, SavedTransactionFilterRequest, TransactionExportJob,
  ChartConfiguration, ChartType, UserLayoutUpdate, DashboardTemplates, DashboardTemplateVersion, TemplateCategory, UserTemplateState, CategoryInput, ManagedCategory, RoleWidgets, WidgetInput, DashboardCategoryWithWidgets, PersonalCategoryInput, PersonalShares, PersonalWidget, UserWidgetCategory, WidgetShare, DashboardDataSource, DashboardUserType, DashboardWidget,
  TableConfiguration, WidgetConfiguration, WidgetData, WidgetDataRow, WidgetFilters, WidgetLayout, WidgetPipe, WidgetType, AlertViewModel,
  WebhookStatus,
  EndpointDeclaration, TicketActionEndpoints, BodyOf, HeadersOf, ParamsOf, QueryOf,
  TransactionAction, TransactionBalance, ActionRefusal, ActionVerdict, ActionMessage, TransactionActionResult, BatchPayoutOutcome,
  StatusChangeActionType,
  ReportCell, ReportChart, ReportExportJob, ReportColumn, ReportDefinition, ReportField, ReportId, ReportPage, ReportRow,
  ReportFilterValue, ReportSettingInput, ReportSettingRow, ReportSettingsPage, ReportSettingsRole, ReportOverviewItem, ReportsOverview, DailyReportFile, DailyReportFilesPage,
} from '@portal/contracts';

// Disputes and platform bulk status updates (issue 13 part A, ADR 0050).
export const {
  DISPUTE_ENDPOINTS, DISPUTE_REFUSALS, DISPUTE_MESSAGES, DISPUTE_PERMISSIONS, DISPUTE_RESPONSE_DAYS, DISPUTE_STATUSES, disputeVerdict,
  BULK_UPDATE_ENDPOINTS, BULK_UPDATE_LIMITS, BULK_UPDATE_PERMISSIONS, BULK_MESSAGES, BULK_CSV_HEADER,
  PROCESSING_SETUP_ENDPOINTS, PROCESSING_MESSAGES,
} = contracts;
export type { DisputeAction, DisputeRecord, DisputeRefusal, DisputeStatus, DisputeOutcome } from '@portal/contracts';
export type {
  ProcessingSetupAnswer, ProcessingCheckResult, ProcessingChannel,
  BulkPreview, BulkPreviewLine, BulkUpdateDetail, BulkUpdateItem, BulkUpdateSummary, BulkItemOutcome, BulkUpdateStatus, BulkTransactionFacts,
} from '@portal/contracts';

// Virtual terminal and batch payments (issue 13, ADR 0054).
export const {
  VIRTUAL_TERMINAL_ENDPOINTS, VIRTUAL_TERMINAL_PERMISSIONS, CARD_MESSAGES, cardNumberProblem, expiryProblem, cvcProblem, cardholderProblem,
  PAYMENT_BATCH_ENDPOINTS, BATCH_PAYMENT_MESSAGES, batchLineText, parseBatchPaymentCsv,
} = contracts;
export type {
  VirtualTerminalInput, VirtualTerminalResult, BatchPaymentLine, PaymentBatch, PaymentBatchDetail, PaymentBatchInput,
} from '@portal/contracts';
// The Data Analytics pop-up (issue 12, ADR 0056).
export const {
  DATA_ANALYTICS, DATA_ANALYTICS_ENDPOINTS, DATA_ANALYTICS_PATHS, canonicalPivotConfig, pivotConfigProblem, sessionIdOfLicenseKey, signedPartOf, tokenOf, tokenParts,
} = contracts;
export type { ConfigurableField, DataAnalyticsSession, DataAnalyticsTokenClaims, PivotConfig } from '@portal/contracts';
// Open banking, UTR resubmissions, RDR batches, transaction webhooks (issue 13, ADR 0055).
export const {
  TRANSACTION_WEBHOOK_ENDPOINTS, RDR_ENDPOINTS, RDR_LIMITS, RDR_PERMISSION, UTR_ENDPOINTS, UTR_PERMISSIONS, UTR_MESSAGES, TENANT_PAYMENT_ENDPOINTS, TENANT_PAYMENT_MESSAGES, TENANT_PAYMENT_PERMISSIONS,
  OPEN_BANKING_ENDPOINTS, OPEN_BANKING_BANKS, OPEN_BANKING_LIMITS, OPEN_BANKING_REFUSALS, OPEN_BANKING_MESSAGES, SIMULATED_BANK_PATH, ibanMod97,
} = contracts;
export type { OpenBankingConsent, OpenBankingConnectAnswer, OpenBankingEvent, OpenBankingPayout, OpenBankingPayoutInput, OpenBankingRefusal } from '@portal/contracts';
export type { UtrOutcome, UtrPendingPayment, UtrResubmission } from '@portal/contracts';
export type { TenantPendingPayment } from '@portal/contracts';
export type { RdrBatch } from '@portal/contracts';
export type { TransactionWebhook } from '@portal/contracts';
// The resource layer (ADR 0063).
export const {
  defineResource, resourceQuerySchema, resourceEndpoints, fakeResourcePage, rowMatches, text, oneOf, idsOf, dayRange, amountRange, flag, LOOKUP_NAMES,
} = contracts;
