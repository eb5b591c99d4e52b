import type { ReportId } from '@portal/contracts';
import type { ReportSpec } from '../report-spec';
import { alerts, apiLogs, declineReasons, declinedTransactionReasons, resendWebhooks, webhookDestinationStatistics, webhookDestinationStatus, webhookReport, webhookReportV2 } from './detail-reports';
import { accountStatement, channelReport, invoices, loginHistory, supportAnalytics } from './other-reports';
import {
  transactionsDaily, transactionsDailyV1, transactionsSummary, transactionsSummaryPerDayMonth, transactionsSummaryV1, transactionsSummaryV3,
} from './transaction-reports';

/** Every report by id: adding a report is adding its definition here (ADR 0049). */
export const REPORTS: Record<ReportId, ReportSpec> = {
  'transactions-summary': transactionsSummary,
  'transactions-summary-v1': transactionsSummaryV1,
  'transactions-summary-v3': transactionsSummaryV3,
  'transactions-summary-per-day-month': transactionsSummaryPerDayMonth,
  'transactions-daily': transactionsDaily,
  'transactions-daily-v1': transactionsDailyV1,
  'declined-transaction-reasons': declinedTransactionReasons,
  'decline-reasons': declineReasons,
  'pmp-configuration-report': channelReport,
  'support-analytics-report': supportAnalytics,
  'api-logs': apiLogs,
  webhookreport: webhookReport,
  webhookreportV2: webhookReportV2,
  'webhooks-destinations-status': webhookDestinationStatus,
  'webhooks-destinations-statistics': webhookDestinationStatistics,
  'resend-webhooks': resendWebhooks,
  alerts,
  'login-history': loginHistory,
  'account-statement': accountStatement,
  invoices,
};
