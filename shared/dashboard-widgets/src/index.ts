// @portal/dashboard-widgets: the dashboard's widget renderers (ADR 0047) and texts, shared by the dashboard
// remote and the management pages' live preview (ADR 0052). Bundled into each app that imports it, never a
// federation singleton (as @portal/kit, ADR 0019); charts and the map stay in lazy chunks of their own.
export { WidgetBody, type WidgetBodyProps } from './widgets/WidgetBody';
export { isEmptyData, formatValue, formatDay, formatVolumeIn, pipeOf, type FormatContext } from './widgets/format/widget-format';
export { useFormatContext } from './widgets/use-format-context';
export { D, SEEDED_TEXTS } from './i18n/texts';
export { dashboardTr } from './i18n/tr';
export { DASHBOARD_NAMESPACE, useDashboardTranslation } from './i18n/use-dashboard-translation';
export { DASHBOARD_TEXT_RESOURCES } from './i18n/resources';
