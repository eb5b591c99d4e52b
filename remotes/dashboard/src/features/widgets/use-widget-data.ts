import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSystemMode } from '@portal/api-client';
import { SYSTEM_MODE_NUMBERS, widgetRequestOf, type DashboardWidget, type WidgetFilters } from '@portal/contracts';
import { dashboardKeys, fetchWidgetData, isKnownDataPath } from '../dashboard/api/dashboard-api';

export interface WidgetDataInput {
  widget: DashboardWidget;
  dashboardFilter: WidgetFilters;
  standaloneFilter: WidgetFilters | null;
  timezoneOffset: number;
  pageIndex: number;
}

/**
 * One widget's own data (react-query, one query per widget): its own loading, error and retry, so a failing
 * widget never blanks the dashboard. The request follows section 7.11 (`widgetRequestOf`); the portal's Mode
 * is sent as systemMode (Test 1, Live 2).
 */
export function useWidgetData({ widget, dashboardFilter, standaloneFilter, timezoneOffset, pageIndex }: WidgetDataInput) {
  const mode = getSystemMode();
  const request = widgetRequestOf(widget, { dashboardFilter, standaloneFilter, timezoneOffset, mode: SYSTEM_MODE_NUMBERS[mode], pageIndex });
  const known = isKnownDataPath(request.path);
  const query = useQuery({
    queryKey: dashboardKeys.widget(widget.widgetId, mode, request.query),
    queryFn: ({ signal }) => fetchWidgetData(request, signal),
    enabled: known,
    // A table keeps its page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, known };
}
