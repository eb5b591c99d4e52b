import type {
  ChartConfiguration, ChartType, DashboardDataSource, DashboardUserType, TableConfiguration, WidgetConfiguration, WidgetLayout, WidgetPipe, WidgetType,
} from '@portal/contracts';

/**
 * The default dashboard of each user type (issue 11): three categories with widgets of all eight types over
 * the data sources. Names and captions are English texts, the portal's i18n keys (ADR 0009).
 */

export interface WidgetSeed {
  key: string;
  name: string;
  source: DashboardDataSource;
  configuration: WidgetConfiguration;
  width: WidgetLayout['width'];
}

export interface CategorySeed {
  key: string;
  name: string;
  widgets: WidgetSeed[];
}

const chart = (chartType: ChartType, x: [string, string], y: [string, string], tooltip: [string, WidgetPipe] | null = null): ChartConfiguration => ({
  chartType, xAxisColumn: x[0], xAxisColumnName: x[1], yAxisColumn: y[0], yAxisColumnName: y[1],
  tooltipValue: tooltip?.[0] ?? null, tooltipType: tooltip?.[1] ?? null,
});

const table = (columns: Array<[string, string, WidgetPipe | null]>, navigationUrl: string | null): TableConfiguration => ({
  pageIndex: 0, pageSize: 5, tableDataProperties: columns.map((c) => c[0]), tableDataColumns: columns.map((c) => c[1]),
  customTemplate: null, pipes: columns.map((c) => c[2]), navigationUrl,
});

function widget(key: string, name: string, source: DashboardDataSource, widgetType: WidgetType, width: WidgetLayout['width'], extra: Partial<WidgetConfiguration> = {}): WidgetSeed {
  return {
    key, name, source, width,
    configuration: { widgetType, chartConfiguration: null, tableConfiguration: null, customPipe: null, description: null, isLast24Hours: false, ...extra },
  };
}

const payments = widget('payments', 'Payments', 'summary', 'COUNT_WIDGET', 'small', { customPipe: 'count', description: 'Payments,Volume' });
const successRate = widget('success-rate', 'Success rate', 'success-rate', 'SUCCESS_RATE_WIDGET', 'small', { description: 'Successful,Unsuccessful' });
const refunds = widget('refunds', 'Refunds', 'refunds', 'COUNT_WIDGET', 'small', { customPipe: 'count', description: 'Refunds,Refunded' });
const webhooks = widget('webhooks', 'Webhook status', 'webhook-status', 'WEBHOOK_STATUS', 'small');
const volumePerDay = widget('volume-per-day', 'Volume per day', 'volume-by-time', 'CHART_WIDGET', 'medium', {
  chartConfiguration: chart('LineChart', ['period', 'Day'], ['volume', 'Volume'], ['count', 'count']),
});
const statuses = widget('statuses', 'Payment statuses', 'status-split', 'CHART_WIDGET', 'medium', {
  chartConfiguration: chart('PieChart', ['status', 'Status'], ['count', 'Payments']),
});
const last24Hours = widget('last-24-hours', 'Last 24 hours', 'volume-by-time', 'CHART_WIDGET', 'medium', {
  chartConfiguration: chart('ComboChart', ['period', 'Hour'], ['count', 'Payments'], ['volume', 'volume']), isLast24Hours: true,
});
const cardCountries = widget('card-countries', 'Card countries', 'card-countries', 'MAP_WIDGET', 'medium', {
  chartConfiguration: chart('GeoChart', ['country', 'Country'], ['count', 'Payments'], ['volume', 'volume']),
});
const declines = widget('declines', 'Declines by reason', 'declines-by-reason', 'CHART_WIDGET', 'medium', {
  chartConfiguration: chart('BarChart', ['reason', 'Reason'], ['count', 'Declines']),
});
const methodColumns: Array<[string, string, WidgetPipe | null]> = [
  ['paymentMethodName', 'Payment method', 'text'], ['count', 'Count', null], ['volume', 'Volume', null], ['successRate', 'Success rate', null],
];

const MERCHANT: CategorySeed[] = [
  { key: 'overview', name: 'Overview', widgets: [payments, successRate, refunds, webhooks, volumePerDay, statuses] },
  { key: 'payments', name: 'Payments', widgets: [
    widget('methods', 'Payment methods', 'method-split', 'TABLE_WIDGET', 'medium', {
      tableConfiguration: table(methodColumns, '/merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}'),
    }),
    last24Hours, cardCountries,
  ] },
  { key: 'operations', name: 'Operations', widgets: [
    widget('attention', 'Needs attention', 'alerts', 'BANNER_WIDGET', 'large'),
    declines,
    widget('boarding', 'Boarding', 'pipeline', 'PIPELINE_CHART', 'medium'),
  ] },
];

/** Tenant staff and platform staff: their merchants' figures; the table leads to each lookup. */
function staffDashboard(lookupPath: string, merchantKey: 'Customer' | 'tenantIds', merchantColumn: 'merchantId' | 'tenantId'): CategorySeed[] {
  return [
    { key: 'overview', name: 'Overview', widgets: [payments, successRate, refunds, webhooks, volumePerDay, statuses,
      widget('alerts', 'Antifraud alerts', 'alerts', 'BANNER_WIDGET', 'large')] },
    { key: 'payments', name: 'Payments', widgets: [
      widget('top-merchants', 'Top merchants', 'top-merchants', 'TABLE_WIDGET', 'large', {
        tableConfiguration: table([
          ['merchantName', 'Merchant', 'text'], ['count', 'Count', null], ['volume', 'Volume', null], ['successRate', 'Success rate', null],
        ], `${lookupPath}?${merchantKey}={${merchantColumn}}`),
      }),
      last24Hours, cardCountries,
      widget('country-volume', 'Volume by card country', 'card-countries', 'CHART_WIDGET', 'medium', {
        chartConfiguration: chart('GeoChart', ['country', 'Country'], ['volume', 'Volume'], ['count', 'count']),
      }),
    ] },
    { key: 'operations', name: 'Operations', widgets: [
      declines,
      widget('onboarding', 'Merchant onboarding', 'pipeline', 'PIPELINE_CHART', 'medium'),
      widget('methods', 'Payment methods', 'method-split', 'TABLE_WIDGET', 'large', { tableConfiguration: table(methodColumns, null) }),
    ] },
  ];
}

export const DEFAULT_DASHBOARDS: Record<DashboardUserType, CategorySeed[]> = {
  Merchant: MERCHANT,
  Tenant: staffDashboard('/transaction-management/transaction-lookup', 'Customer', 'merchantId'),
  Platform: staffDashboard('/platform/transaction-management/transaction-lookup', 'tenantIds', 'tenantId'),
};
