import { apiFetch, callApi } from '@portal/api-client';
import { DASHBOARD_DATA_SOURCE_KEYS, DASHBOARD_ENDPOINTS, type DashboardCategoryWithWidgets, type WidgetData, type WidgetRequest } from '@portal/contracts';

export const dashboardKeys = {
  categories: ['dashboard', 'categories'] as const,
  template: ['dashboard', 'template'] as const,
  widget: (widgetId: string, mode: string, query: Record<string, string>) => ['dashboard', 'widget', widgetId, mode, query] as const,
};

/** The caller's categories with their widgets (spec part 2 section 7.9). */
export function fetchCategories(signal?: AbortSignal): Promise<DashboardCategoryWithWidgets[]> {
  return callApi(DASHBOARD_ENDPOINTS.userCategories, { signal, silent: true });
}

const DATA_PATH = /^reporting\/dashboard\/data\/([a-z0-9-]+)$/;

/** Whether a widget's endpoint is one of the declared data sources (else it is not called at all). */
export const isKnownDataPath = (path: string): boolean => {
  const source = DATA_PATH.exec(path)?.[1];
  return !!source && (DASHBOARD_DATA_SOURCE_KEYS as string[]).includes(source);
};

/**
 * A widget's data: the widget names its endpoint at run time (spec part 2 section 7.11), so the call goes by
 * that path through apiFetch with the section's query and headers (`widgetRequestOf`); its answer is the
 * declaration's `WidgetData` (DASHBOARD_ENDPOINTS.widgetData, which the backend and the msw fakes serve).
 */
export function fetchWidgetData(request: WidgetRequest, signal?: AbortSignal): Promise<WidgetData> {
  return apiFetch<WidgetData>(request.path, { query: request.query, headers: request.headers, signal, silent: true });
}
