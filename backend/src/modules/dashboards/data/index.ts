import type { DashboardDataSource } from '@portal/contracts';
import type { DataSourceFn } from './context';
import { alerts, declinesByReason, webhookStatus } from './detail-sources';
import { pipeline } from './pipeline-source';
import { cardCountries, methodSplit, refunds, statusSplit, successRate, summary, topMerchants, volumeByTime } from './transaction-sources';

/** Every data source of DASHBOARD_DATA_SOURCES, by key. */
export const DATA_SOURCES: Record<DashboardDataSource, DataSourceFn> = {
  summary,
  'success-rate': successRate,
  'volume-by-time': volumeByTime,
  'status-split': statusSplit,
  'method-split': methodSplit,
  'card-countries': cardCountries,
  'top-merchants': topMerchants,
  'declines-by-reason': declinesByReason,
  refunds,
  'webhook-status': webhookStatus,
  alerts,
  pipeline,
};
