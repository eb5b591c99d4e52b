import { HttpResponse, type HttpHandler } from 'msw';
import {
  DASHBOARD_DATA_SOURCES, DASHBOARD_ENDPOINTS, DEFAULT_SERVICE_BASES, dataSourceEndpointOf,
  type DashboardCategoryWithWidgets, type DashboardDataSource, type DashboardUserType, type DashboardWidget, type ServiceBases, type WidgetConfiguration,
  type UserLayoutUpdate, type UserTemplateState, type WidgetData,
} from '@portal/contracts';
import { findDemoUser } from '../demo-users/demo-users';
import { declaredHandlers } from './declared-handlers';

/**
 * msw fakes of the dashboards (issue 11, ADR 0047), declared handlers of DASHBOARD_ENDPOINTS: the caller's
 * categories with widgets of all eight types (as the backend's default dashboard), and each data source's
 * answer. A test sets a source's answer, an empty one, or a failure; every call is recorded with its query
 * and headers (the section 7.11 rules are visible there).
 */
export interface DashboardStore {
  categories: DashboardCategoryWithWidgets[];
  /** The answer of each data source (fixtures by default). */
  data: Partial<Record<DashboardDataSource, WidgetData>>;
  /** Sources that answer 500 with this message. */
  failing: Partial<Record<DashboardDataSource, string>>;
  /** Set to make the categories call answer 500 with it. */
  categoriesFailWith: string | null;
  /** Set to make saving an arrangement answer 500 with it. */
  layoutFailWith: string | null;
  /** The arrangements saved, in order. */
  layouts: UserLayoutUpdate[];
  /** The caller's place relative to its tenant's template (ADR 0058): none by default; arranging marks it customised. */
  template: UserTemplateState;
  /** How many times the caller reset to the template. */
  resets: number;
  calls: Array<{ source: string; query: URLSearchParams; headers: { endpointId: string | null; widgetId: string | null; mode: string | null } }>;
}

export interface DashboardHandlersOptions {
  userEmail: string;
  services?: ServiceBases;
  categories?: DashboardCategoryWithWidgets[];
}

const id = (n: number) => `da5b0a4d-0000-4000-8000-${String(n).padStart(12, '0')}`;

function widget(n: number, categoryId: string, name: string, source: DashboardDataSource, configuration: Partial<WidgetConfiguration> & Pick<WidgetConfiguration, 'widgetType'>, width: DashboardWidget['layout']['width'] = 'medium'): DashboardWidget {
  return {
    widgetId: id(100 + n), categoryId, name, filters: {},
    data: { dataSourceEndpoint: dataSourceEndpointOf(source), dataSourceEndpointId: source, dataSourceMoreDataEndpoint: null, dataSourceType: DASHBOARD_DATA_SOURCES[source].type },
    configuration: { chartConfiguration: null, tableConfiguration: null, customPipe: null, description: null, isLast24Hours: false, ...configuration },
    layout: { order: n, width },
  };
}

const chart = (chartType: 'PieChart' | 'LineChart' | 'BarChart' | 'ComboChart' | 'GeoChart', x: string, xName: string, y: string, yName: string, tooltip: string | null = null) => ({
  chartType, xAxisColumn: x, xAxisColumnName: xName, yAxisColumn: y, yAxisColumnName: yName, tooltipValue: tooltip, tooltipType: null,
});

/** A dashboard like the backend's default one: Overview (figures, charts), Payments (table, map), Operations. */
export function dashboardFixture(userType: DashboardUserType): DashboardCategoryWithWidgets[] {
  const [overview, payments, operations] = [id(1), id(2), id(3)];
  const merchant = userType === 'Merchant';
  const tableUrl = merchant ? '/merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}' : '/transaction-management/transaction-lookup?Customer={merchantId}';
  return [
    { id: overview, name: 'Overview', userType, widgets: [
      widget(1, overview, 'Payments', 'summary', { widgetType: 'COUNT_WIDGET', customPipe: 'count', description: 'Payments,Volume' }, 'small'),
      widget(2, overview, 'Success rate', 'success-rate', { widgetType: 'SUCCESS_RATE_WIDGET' }, 'small'),
      widget(3, overview, 'Webhook status', 'webhook-status', { widgetType: 'WEBHOOK_STATUS' }, 'small'),
      widget(4, overview, 'Volume per day', 'volume-by-time', { widgetType: 'CHART_WIDGET', chartConfiguration: chart('LineChart', 'period', 'Day', 'volume', 'Volume', 'count') }),
      widget(5, overview, 'Payment statuses', 'status-split', { widgetType: 'CHART_WIDGET', chartConfiguration: chart('PieChart', 'status', 'Status', 'count', 'Payments') }),
      widget(6, overview, merchant ? 'Needs attention' : 'Antifraud alerts', 'alerts', { widgetType: 'BANNER_WIDGET' }, 'large'),
    ] },
    { id: payments, name: 'Payments', userType, widgets: [
      merchant
        ? widget(7, payments, 'Payment methods', 'method-split', { widgetType: 'TABLE_WIDGET', tableConfiguration: {
          pageIndex: 0, pageSize: 5, tableDataProperties: ['paymentMethodName', 'count', 'volume', 'successRate'],
          tableDataColumns: ['Payment method', 'Count', 'Volume', 'Success rate'], customTemplate: null, pipes: ['text', null, null, null], navigationUrl: tableUrl } })
        : widget(7, payments, 'Top merchants', 'top-merchants', { widgetType: 'TABLE_WIDGET', tableConfiguration: {
          pageIndex: 0, pageSize: 5, tableDataProperties: ['merchantName', 'count', 'volume', 'successRate'],
          tableDataColumns: ['Merchant', 'Count', 'Volume', 'Success rate'], customTemplate: null, pipes: ['text', null, null, null], navigationUrl: tableUrl } }, 'large'),
      widget(8, payments, 'Last 24 hours', 'volume-by-time', { widgetType: 'CHART_WIDGET', isLast24Hours: true, chartConfiguration: chart('ComboChart', 'period', 'Hour', 'count', 'Payments', 'volume') }),
      widget(9, payments, 'Card countries', 'card-countries', { widgetType: 'MAP_WIDGET', chartConfiguration: chart('GeoChart', 'country', 'Country', 'count', 'Payments', 'volume') }),
    ] },
    { id: operations, name: 'Operations', userType, widgets: [
      widget(10, operations, 'Declines by reason', 'declines-by-reason', { widgetType: 'CHART_WIDGET', chartConfiguration: chart('BarChart', 'reason', 'Reason', 'count', 'Declines') }),
      widget(11, operations, 'Refunds', 'refunds', { widgetType: 'COUNT_WIDGET', customPipe: 'count', description: 'Refunds,Refunded' }, 'small'),
      widget(12, operations, merchant ? 'Boarding' : 'Merchant onboarding', 'pipeline', { widgetType: 'PIPELINE_CHART' }),
    ] },
  ];
}

const answer = (data: WidgetData['data'], rest: Partial<WidgetData> = {}): WidgetData => ({
  count: data.length, data, alertViewModels: [], totalCount: data.length, totalVolume: null, baseCurrency: null, ...rest,
});

/** Each source's answer as the backend shapes it, with round figures a test can read back. */
export function widgetDataFixtures(): Record<DashboardDataSource, WidgetData> {
  return {
    summary: answer([{ payments: 1234, successful: 1100, volume: 45678.9 }], { totalCount: 1234, totalVolume: 4567890, baseCurrency: 'GBP' }),
    'success-rate': answer([{ successful: 1100, unsuccessful: 100, successRate: 91.67 }], { totalCount: 1200 }),
    'volume-by-time': answer([
      { period: '2026-11-23', count: 10, volume: 120.5 }, { period: '2026-11-24', count: 12, volume: 140 }, { period: '2026-11-25', count: 8, volume: 99.99 },
    ], { totalCount: 30, totalVolume: 36049, baseCurrency: 'GBP' }),
    'status-split': answer([{ status: 'Captured', count: 20 }, { status: 'Declined', count: 5 }], { totalCount: 25 }),
    'method-split': answer([
      { paymentMethod: 'card', paymentMethodName: 'Card', count: 1500, volume: 12345.6, successRate: 90.5 },
      { paymentMethod: 'paypal', paymentMethodName: 'PayPal', count: 20, volume: 99.5, successRate: 100 },
    ], { totalCount: 7, totalVolume: 1244510, baseCurrency: 'GBP' }),
    'card-countries': answer([{ country: 'GB', count: 40, volume: 400 }, { country: 'DE', count: 10, volume: 100 }], { totalCount: 50, totalVolume: 50000, baseCurrency: 'GBP' }),
    'top-merchants': answer([
      { merchantId: id(900), tenantId: id(901), merchantName: 'Blue Bottle Coffee Ltd', count: 2000, volume: 23456.78, successRate: 88.1 },
    ], { totalCount: 1, totalVolume: 2345678, baseCurrency: 'GBP' }),
    'declines-by-reason': answer([{ code: '05', reason: 'Do not honour', count: 7 }, { code: '51', reason: 'Insufficient funds', count: 3 }], { totalCount: 10 }),
    refunds: answer([{ status: 'Successful', count: 12 }], { totalCount: 12, totalVolume: 34500, baseCurrency: 'GBP' }),
    'webhook-status': answer([{ status: 'Delivering', delivered: 40, failed: 2, pending: 0, notConfigured: 0, lastAttemptAt: '2026-11-25T10:00:00.000Z' }], { totalCount: 42 }),
    alerts: {
      ...answer([{ id: 'a1', kind: 'waitingForApproval', externalId: 'TX-BBC-0031', detail: 'Refund', createdAt: '2026-11-25T09:00:00.000Z' }], { totalCount: 3 }),
      alertViewModels: [{ id: 'a1', severity: 'info', message: 'TX-BBC-0031 is waiting for approval: Refund' }],
    },
    pipeline: answer([
      { stage: 'Lead', sortOrder: 1, probability: 10, state: null, count: 4 }, { stage: 'Precheck', sortOrder: 2, probability: 25, state: null, count: 2 },
      { stage: 'Lost', sortOrder: null, probability: null, state: 'Lost', count: 1 }, { stage: 'GoLive', sortOrder: null, probability: null, state: 'GoLive', count: 3 },
    ], { totalCount: 10 }),
  };
}

/** An answer with nothing in it (each source's "no payments in this period"). */
export const emptyWidgetData = (): WidgetData => answer([], { totalCount: 0 });

const USER_TYPE_OF_PROFILE = { merchant: 'Merchant', crm: 'Tenant', platform: 'Platform' } as const;

export function createDashboardHandlers({ userEmail, services = DEFAULT_SERVICE_BASES, categories }: DashboardHandlersOptions): { handlers: HttpHandler[]; store: DashboardStore } {
  const user = findDemoUser(userEmail);
  const store: DashboardStore = {
    categories: categories ?? dashboardFixture(USER_TYPE_OF_PROFILE[user.profile]),
    data: widgetDataFixtures(),
    failing: {},
    categoriesFailWith: null,
    layoutFailWith: null,
    layouts: [],
    template: { version: null, latestVersion: null, customised: false },
    resets: 0,
    calls: [],
  };
  const E = DASHBOARD_ENDPOINTS;
  const handlers = [
    ...declaredHandlers(E.userCategories, () => (store.categoriesFailWith
      ? HttpResponse.json({ error: store.categoriesFailWith }, { status: 500 })
      : HttpResponse.json(store.categories)), { services }),
    ...declaredHandlers(E.saveUserLayout, ({ body }) => {
      const update = body as UserLayoutUpdate;
      if (store.layoutFailWith) return HttpResponse.json({ error: store.layoutFailWith }, { status: 500 });
      const category = store.categories.find((c) => c.id === update.categoryId);
      if (!category) return HttpResponse.json({ error: 'Widget not found' }, { status: 404 });
      store.layouts.push(update);
      if (!store.template.customised) store.template = { ...store.template, customised: true };
      const layoutOf = new Map(update.widgets.map((w) => [w.widgetId, { order: w.order, width: w.width }]));
      category.widgets = category.widgets.map((w) => ({ ...w, layout: layoutOf.get(w.widgetId) ?? w.layout })).sort((a, b) => a.layout.order - b.layout.order);
      return HttpResponse.json(category);
    }, { services }),
    ...declaredHandlers(E.userTemplate, () => HttpResponse.json(store.template), { services }),
    ...declaredHandlers(E.resetToTemplate, () => {
      store.resets += 1;
      store.template = { version: store.template.latestVersion, latestVersion: store.template.latestVersion, customised: false };
      return HttpResponse.json(store.template);
    }, { services }),
    ...declaredHandlers(E.widgetData, ({ request, params }) => {
      const source = params.source as DashboardDataSource;
      const url = new URL(request.url);
      store.calls.push({
        source, query: url.searchParams,
        headers: { endpointId: request.headers.get('endpointId'), widgetId: request.headers.get('widgetId'), mode: request.headers.get('Mode') },
      });
      const widgetId = url.searchParams.get('widgetId');
      const known = store.categories.flatMap((c) => c.widgets).find((w) => w.widgetId === widgetId);
      if (!known) return HttpResponse.json({ error: 'Widget not found' }, { status: 404 });
      if (request.headers.get('widgetId') !== widgetId || request.headers.get('endpointId') !== known.data.dataSourceEndpointId) {
        return HttpResponse.json({ error: `This widget reads ${known.data.dataSourceEndpoint}` }, { status: 400 });
      }
      const failure = store.failing[source];
      if (failure) return HttpResponse.json({ error: failure }, { status: 500 });
      return HttpResponse.json(store.data[source] ?? emptyWidgetData());
    }, { services }),
  ];
  return { handlers, store };
}
