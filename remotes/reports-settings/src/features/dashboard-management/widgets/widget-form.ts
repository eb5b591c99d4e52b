import {
  DASHBOARD_DATA_SOURCES, WIDGET_PIPES, isPortalPath,
  type ChartType, type DashboardDataSource, type DashboardUserType, type DashboardWidget, type WidgetInput, type WidgetLayout, type WidgetPipe, type WidgetType,
} from '@portal/contracts';
import { M } from '../i18n/texts';

/**
 * The widget definition form's values (flat, as the fields show them) and the section 3 widget they stand for.
 * Lists (table properties, titles, formats) are typed as comma lists. The server checks the same rules again
 * (management.repository `checkedDefinition`).
 */
export interface WidgetFormValues {
  categoryId: string;
  name: string;
  dataSource: DashboardDataSource;
  widgetType: WidgetType;
  chartType: ChartType;
  xAxisColumn: string;
  xAxisColumnName: string;
  yAxisColumn: string;
  yAxisColumnName: string;
  tooltipValue: string;
  tooltipType: WidgetPipe | '';
  tableDataProperties: string;
  tableDataColumns: string;
  pipes: string;
  customTemplate: string;
  navigationUrl: string;
  customPipe: WidgetPipe | '';
  description: string;
  isLast24Hours: boolean;
  width: WidgetLayout['width'];
}

export const NAME_MAX = 100;
export const needsChart = (type: WidgetType) => type === 'CHART_WIDGET' || type === 'MAP_WIDGET';
export const needsTable = (type: WidgetType) => type === 'TABLE_WIDGET';

const commaList = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function emptyWidgetForm(categoryId: string): WidgetFormValues {
  return {
    categoryId, name: '', dataSource: 'summary', widgetType: 'COUNT_WIDGET', chartType: 'LineChart', xAxisColumn: '', xAxisColumnName: '', yAxisColumn: '',
    yAxisColumnName: '', tooltipValue: '', tooltipType: '', tableDataProperties: '', tableDataColumns: '', pipes: '', customTemplate: '', navigationUrl: '',
    customPipe: '', description: '', isLast24Hours: false, width: 'medium',
  };
}

/** The form's values as WidgetFormValues: a cleared select (null) or a missing key is empty ('' or false), so the checks name it. */
export function widgetFormOf(values: Readonly<Record<string, unknown>>): WidgetFormValues {
  const empty = emptyWidgetForm('');
  const merged = Object.fromEntries((Object.keys(empty) as Array<keyof WidgetFormValues>).map((key) => {
    const value = values[key];
    return [key, value === null || value === undefined ? (typeof empty[key] === 'boolean' ? false : '') : value];
  }));
  return merged as unknown as WidgetFormValues;
}

export function formValuesOf(widget: DashboardWidget): WidgetFormValues {
  const { configuration: c } = widget;
  const chart = c.chartConfiguration;
  const table = c.tableConfiguration;
  return {
    categoryId: widget.categoryId, name: widget.name, dataSource: widget.data.dataSourceEndpointId as DashboardDataSource, widgetType: c.widgetType,
    chartType: chart?.chartType ?? 'LineChart', xAxisColumn: chart?.xAxisColumn ?? '', xAxisColumnName: chart?.xAxisColumnName ?? '',
    yAxisColumn: chart?.yAxisColumn ?? '', yAxisColumnName: chart?.yAxisColumnName ?? '', tooltipValue: chart?.tooltipValue ?? '', tooltipType: chart?.tooltipType ?? '',
    tableDataProperties: table?.tableDataProperties.join(', ') ?? '', tableDataColumns: table?.tableDataColumns.join(', ') ?? '',
    pipes: table?.pipes.map((p) => p ?? '').join(', ') ?? '', customTemplate: table?.customTemplate ?? '', navigationUrl: table?.navigationUrl ?? '',
    customPipe: c.customPipe ?? '', description: c.description ?? '', isLast24Hours: c.isLast24Hours, width: widget.layout.width,
  };
}

/** The definition the API takes; `order` keeps the widget's place when it is edited. */
export function widgetInputOf(v: WidgetFormValues, order?: number): WidgetInput {
  const properties = commaList(v.tableDataProperties);
  // Formats line up with the properties: a missing or empty one is automatic (null).
  const pipes = v.pipes.split(',').map((s) => s.trim());
  return {
    categoryId: v.categoryId,
    name: v.name.trim(),
    dataSource: v.dataSource,
    configuration: {
      widgetType: v.widgetType,
      chartConfiguration: needsChart(v.widgetType) ? {
        chartType: v.widgetType === 'MAP_WIDGET' ? 'GeoChart' : v.chartType, xAxisColumn: v.xAxisColumn.trim(), xAxisColumnName: v.xAxisColumnName.trim(),
        yAxisColumn: v.yAxisColumn.trim(), yAxisColumnName: v.yAxisColumnName.trim(), tooltipValue: orNull(v.tooltipValue), tooltipType: v.tooltipType || null,
      } : null,
      tableConfiguration: needsTable(v.widgetType) ? {
        pageIndex: 0, pageSize: 5, tableDataProperties: properties, tableDataColumns: commaList(v.tableDataColumns),
        pipes: properties.map((_, i) => (pipes[i] ? pipes[i] as WidgetPipe : null)), customTemplate: orNull(v.customTemplate), navigationUrl: orNull(v.navigationUrl),
      } : null,
      customPipe: v.customPipe || null,
      description: orNull(v.description),
      isLast24Hours: v.isLast24Hours,
    },
    ...(order === undefined ? {} : { layout: { order, width: v.width } }),
  };
}

export interface FormProblem {
  field: keyof WidgetFormValues;
  /** A key of M with its values. */
  text: string;
  values?: Record<string, string | number>;
}

/** What keeps a definition from being drawn (the server refuses the same), field by field; empty when it is fine. */
export function problemsOf(v: WidgetFormValues, userType: DashboardUserType | undefined): FormProblem[] {
  const problems: FormProblem[] = [];
  const required = (field: keyof WidgetFormValues, label: string) => {
    if (String(v[field] ?? '').trim() === '') problems.push({ field, text: M.required, values: { field: label } });
  };
  required('categoryId', M.category);
  required('name', M.name);
  required('dataSource', M.dataSource);
  required('widgetType', M.widgetType);
  if (v.name.trim().length > NAME_MAX) problems.push({ field: 'name', text: M.tooLong, values: { field: M.name, max: NAME_MAX } });
  const source = DASHBOARD_DATA_SOURCES[v.dataSource] as (typeof DASHBOARD_DATA_SOURCES)[DashboardDataSource] | undefined;
  if (userType && source && !(source.userTypes as readonly string[]).includes(userType)) {
    problems.push({ field: 'dataSource', text: M.sourceNotForUserType, values: { userType } });
  }
  if (needsChart(v.widgetType)) {
    required('xAxisColumn', M.xAxisColumn);
    required('yAxisColumn', M.yAxisColumn);
  }
  if (needsTable(v.widgetType)) {
    required('tableDataProperties', M.tableDataProperties);
    if (commaList(v.tableDataProperties).length !== commaList(v.tableDataColumns).length) problems.push({ field: 'tableDataColumns', text: M.columnsMismatch });
    const unknown = commaList(v.pipes).find((p) => !(WIDGET_PIPES as readonly string[]).includes(p));
    if (unknown) problems.push({ field: 'pipes', text: M.pipeUnknown, values: { pipe: unknown } });
    // The server's rule for every stored link (ADR 0074): "//host", "/\\host" and "javascript:" are not paths of the portal.
    if (v.navigationUrl.trim() && !isPortalPath(v.navigationUrl.trim())) problems.push({ field: 'navigationUrl', text: M.pathRequired });
  }
  return problems;
}
