import { Alert, Divider } from 'antd';
import { useMemo } from 'react';
import {
  CHART_TYPES, DASHBOARD_DATA_SOURCE_KEYS, DASHBOARD_DATA_SOURCES, WIDGET_PIPES, WIDGET_TYPES, WIDGET_WIDTHS,
  type DashboardUserType, type DashboardWidget, type ManagedCategory,
} from '@portal/contracts';
import { FieldFormDialog, FieldList, useFieldForm, type FieldDefinition, type FieldForm, type FieldFormValues } from '@portal/kit';
import { CHART_LABELS, M, PIPE_LABELS, SOURCE_COLUMNS, SOURCE_LABELS, TYPE_LABELS, useManagementTranslation } from '../i18n/texts';
import { useSaveWidget } from '../api/management-api';
import {
  emptyWidgetForm, formValuesOf, needsChart, needsTable, problemsOf, widgetFormOf, widgetInputOf,
} from './widget-form';
import { useDebounced } from './use-debounced';
import { WidgetPreview } from './WidgetPreview';

const PREVIEW_DELAY_MS = 500;

export interface WidgetDialogProps {
  open: boolean;
  /** The widget edited; undefined defines a new one. */
  widget?: DashboardWidget;
  categories: ManagedCategory[];
  onClose(saved?: DashboardWidget): void;
}

type Translate = ReturnType<typeof useManagementTranslation>['t'];

/** The dialog's fields by section; the sources offered are those of the chosen category's user type. */
function widgetSections(t: Translate, categories: ManagedCategory[], editing: boolean, userType: DashboardUserType | undefined, dataSource: string) {
  const text = (name: string, label: string, help?: string): FieldDefinition => ({ name, label: t(label), type: 'input', help });
  const select = (name: string, label: string, options: FieldDefinition['options'], required = false): FieldDefinition => ({
    name, label: t(label), type: 'select', options, validations: required ? [{ name: 'required', message: t(M.required, { field: t(label) }) }] : [],
  });
  const pipes = [{ id: '', name: t(M.automatic) }, ...WIDGET_PIPES.map((p) => ({ id: p, name: t(PIPE_LABELS[p]!) }))];
  const sources = DASHBOARD_DATA_SOURCE_KEYS
    .filter((key) => !userType || (DASHBOARD_DATA_SOURCES[key].userTypes as readonly string[]).includes(userType))
    .map((key) => ({ id: key, name: t(SOURCE_LABELS[key]!) }));
  return {
    main: [
      { ...select('categoryId', M.category, categories.map((c) => ({ id: c.id, name: `${c.name} (${t(M[c.userType])})` })), true), disabled: editing },
      { ...text('name', M.name), validations: [{ name: 'required', message: t(M.required, { field: t(M.name) }) }] },
      { ...select('dataSource', M.dataSource, sources, true), help: dataSource ? t(M.columnsOfSource, { columns: SOURCE_COLUMNS[dataSource]?.join(', ') }) : undefined },
      select('widgetType', M.widgetType, WIDGET_TYPES.map((w) => ({ id: w, name: t(TYPE_LABELS[w]!) })), true),
      select('width', M.width, WIDGET_WIDTHS.map((w) => ({ id: w, name: t(M[w]) }))),
      { name: 'isLast24Hours', label: t(M.isLast24Hours), type: 'checkbox' },
    ] satisfies FieldDefinition[],
    chart: [
      select('chartType', M.chartType, CHART_TYPES.map((c) => ({ id: c, name: t(CHART_LABELS[c]!) }))),
      text('xAxisColumn', M.xAxisColumn), text('xAxisColumnName', M.xAxisColumnName),
      text('yAxisColumn', M.yAxisColumn), text('yAxisColumnName', M.yAxisColumnName),
      text('tooltipValue', M.tooltipValue), select('tooltipType', M.tooltipType, pipes),
    ] satisfies FieldDefinition[],
    table: [
      text('tableDataProperties', M.tableDataProperties), text('tableDataColumns', M.tableDataColumns),
      text('pipes', M.pipes, WIDGET_PIPES.join(', ')), text('customTemplate', M.customTemplate), text('navigationUrl', M.navigationUrl, t(M.navigationUrlHelp)),
    ] satisfies FieldDefinition[],
    figure: [select('customPipe', M.customPipe, pipes), text('description', M.description)] satisfies FieldDefinition[],
  };
}

const userTypeOf = (categories: ManagedCategory[], values: FieldFormValues) => categories.find((c) => c.id === values.categoryId)?.userType;

/**
 * Defines or edits a widget (spec part 2 section 3): category, name, data source, type, and the chart or table
 * configuration its type needs. The browser checks what the server checks (`problemsOf`); a refused save keeps
 * every field and says why.
 */
export function WidgetDialog({ open, ...props }: WidgetDialogProps) {
  // A fresh form (and save state) each time the dialog opens.
  return open ? <WidgetForm {...props} /> : null;
}

function WidgetForm({ widget, categories, onClose }: Omit<WidgetDialogProps, 'open'>) {
  const { t } = useManagementTranslation();
  const save = useSaveWidget();
  const values = useMemo(() => ({ ...(widget ? formValuesOf(widget) : emptyWidgetForm(categories[0]?.id ?? '')) }), [widget, categories]);
  // Every field the form may hold (the sections drawn depend on the widget type); the rules are problemsOf's.
  const allFields = useMemo(() => Object.values(widgetSections(t, categories, !!widget, undefined, '')).flat(), [t, categories, widget]);
  const form = useFieldForm({
    fields: allFields,
    values,
    // A template and paths go as typed: the server checks them, and encoding would break a template's markup.
    sanitize: false,
    validate: (current) => {
      const errors: Record<string, string> = {};
      for (const problem of problemsOf(widgetFormOf(current), userTypeOf(categories, current))) {
        const field = problem.values?.field ? t(String(problem.values.field)) : undefined;
        errors[problem.field] ??= t(problem.text, { ...problem.values, field });
      }
      return errors;
    },
    onSubmit: (submitted) => {
      save.mutate({ widgetId: widget?.widgetId, input: widgetInputOf(widgetFormOf(submitted), widget?.layout.order) }, { onSuccess: (saved) => onClose(saved) });
    },
  });
  const current = widgetFormOf(form.values);
  const userType = userTypeOf(categories, form.values);
  const sections = useMemo(() => widgetSections(t, categories, !!widget, userType, current.dataSource), [t, categories, widget, userType, current.dataSource]);
  // The preview follows the form once typing pauses, and only a definition the server would take.
  const previewInput = useDebounced(problemsOf(current, userType).length === 0 ? widgetInputOf(current) : null, PREVIEW_DELAY_MS);
  const type = current.widgetType;

  return (
    <FieldFormDialog
      open
      width={860}
      title={t(widget ? M.editWidget : M.addWidget)}
      okText={t(M.save)}
      form={form}
      fields={allFields}
      keepSubmitEnabled
      saving={save.isPending}
      onCancel={() => onClose()}
      body={(
        <>
          <Section form={form} fields={sections.main} />
          {type && needsChart(type) && (
            <>
              <Divider titlePlacement="start">{t(M.chartSettings)}</Divider>
              <Section form={form} fields={type === 'CHART_WIDGET' ? sections.chart : sections.chart.filter((f) => f.name !== 'chartType')} />
            </>
          )}
          {type && needsTable(type) && (
            <>
              <Divider titlePlacement="start">{t(M.tableSettings)}</Divider>
              <Section form={form} fields={sections.table} wide />
            </>
          )}
          {type && !needsChart(type) && !needsTable(type) && (
            <>
              <Divider titlePlacement="start">{t(M.figureSettings)}</Divider>
              <Section form={form} fields={sections.figure} />
            </>
          )}
        </>
      )}
    >
      <WidgetPreview input={previewInput} />
      {save.error && <Alert type="error" showIcon title={t(M.saveFailed, { message: save.error.message })} />}
    </FieldFormDialog>
  );
}

/** One section of the dialog: two fields a row on a wide screen, one under the other when `wide` or narrow. */
function Section({ form, fields, wide }: { form: FieldForm; fields: FieldDefinition[]; wide?: boolean }) {
  return <FieldList form={form} fields={fields} idPrefix="widget" columnWidth={wide ? undefined : 320} />;
}
