import { Alert, Checkbox, Col, Divider, Form, Input, Modal, Row } from 'antd';
import { KitSelect } from '@portal/kit';
import { useEffect, useMemo } from 'react';
import {
  CHART_TYPES, DASHBOARD_DATA_SOURCE_KEYS, DASHBOARD_DATA_SOURCES, WIDGET_PIPES, WIDGET_TYPES, WIDGET_WIDTHS,
  type DashboardWidget, type ManagedCategory,
} from '@portal/contracts';
import { CHART_LABELS, M, PIPE_LABELS, SOURCE_COLUMNS, SOURCE_LABELS, TYPE_LABELS, useManagementTranslation } from '../i18n/texts';
import { useSaveWidget } from '../api/management-api';
import {
  emptyWidgetForm, formValuesOf, needsChart, needsTable, problemsOf, widgetInputOf, type WidgetFormValues,
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

/**
 * Defines or edits a widget (spec part 2 section 3): category, name, data source, type, and the chart or table
 * configuration its type needs. The browser checks what the server checks (`problemsOf`); a refused save keeps
 * every field and says why.
 */
export function WidgetDialog({ open, widget, categories, onClose }: WidgetDialogProps) {
  const { t } = useManagementTranslation();
  const [form] = Form.useForm<WidgetFormValues>();
  const save = useSaveWidget();
  const type = Form.useWatch('widgetType', form);
  const categoryId = Form.useWatch('categoryId', form);
  const dataSource = Form.useWatch('dataSource', form);
  const userType = categories.find((c) => c.id === categoryId)?.userType;
  // The preview follows the form once typing pauses, and only a definition the server would take.
  const watched = Form.useWatch([], form) as Partial<WidgetFormValues> | undefined;
  const current = watched && watched.categoryId !== undefined ? { ...emptyWidgetForm(''), ...watched } as WidgetFormValues : null;
  const previewInput = useDebounced(current && problemsOf(current, userType).length === 0 ? widgetInputOf(current) : null, PREVIEW_DELAY_MS);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(widget ? formValuesOf(widget) : emptyWidgetForm(categories[0]?.id ?? ''));
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, widget]);

  const sources = useMemo(() => DASHBOARD_DATA_SOURCE_KEYS
    .filter((key) => !userType || (DASHBOARD_DATA_SOURCES[key].userTypes as readonly string[]).includes(userType))
    .map((key) => ({ value: key, label: t(SOURCE_LABELS[key]!) })), [userType, t]);
  const pipes = [{ value: '', label: t(M.automatic) }, ...WIDGET_PIPES.map((p) => ({ value: p, label: t(PIPE_LABELS[p]!) }))];

  const submit = () => {
    const values = { ...emptyWidgetForm(''), ...form.getFieldsValue(true) } as WidgetFormValues;
    const problems = problemsOf(values, userType);
    form.setFields((Object.keys(values) as Array<keyof WidgetFormValues>).map((name) => ({
      name, errors: problems.filter((p) => p.field === name).map((p) => t(p.text, { ...p.values, field: p.values?.field ? t(String(p.values.field)) : undefined })),
    })));
    if (problems.length) return;
    save.mutate({ widgetId: widget?.widgetId, input: widgetInputOf(values, widget?.layout.order) }, { onSuccess: (saved) => onClose(saved) });
  };

  const text = (name: keyof WidgetFormValues, label: string, help?: string) => (
    <Form.Item name={name} label={t(label)} extra={help}><Input /></Form.Item>
  );

  return (
    <Modal
      open={open}
      width={860}
      title={t(widget ? M.editWidget : M.addWidget)}
      okText={t(M.save)}
      cancelText={t(M.cancel)}
      onOk={submit}
      onCancel={() => onClose()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="categoryId" label={t(M.category)} required>
              <KitSelect disabled={!!widget} options={categories.map((c) => ({ value: c.id, label: `${c.name} (${t(M[c.userType])})` }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t(M.name)} required><Input /></Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dataSource" label={t(M.dataSource)} required
              extra={dataSource ? t(M.columnsOfSource, { columns: SOURCE_COLUMNS[dataSource]?.join(', ') }) : undefined}>
              <KitSelect options={sources} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="widgetType" label={t(M.widgetType)} required>
              <KitSelect options={WIDGET_TYPES.map((w) => ({ value: w, label: t(TYPE_LABELS[w]!) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="width" label={t(M.width)}>
              <KitSelect options={WIDGET_WIDTHS.map((w) => ({ value: w, label: t(M[w]) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isLast24Hours" valuePropName="checked" label=" " colon={false}>
              <Checkbox>{t(M.isLast24Hours)}</Checkbox>
            </Form.Item>
          </Col>
        </Row>

        {type && needsChart(type) && (
          <>
            <Divider titlePlacement="start">{t(M.chartSettings)}</Divider>
            <Row gutter={16}>
              {type === 'CHART_WIDGET' && (
                <Col xs={24} md={12}>
                  <Form.Item name="chartType" label={t(M.chartType)}>
                    <KitSelect options={CHART_TYPES.map((c) => ({ value: c, label: t(CHART_LABELS[c]!) }))} />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={12}>{text('xAxisColumn', M.xAxisColumn)}</Col>
              <Col xs={24} md={12}>{text('xAxisColumnName', M.xAxisColumnName)}</Col>
              <Col xs={24} md={12}>{text('yAxisColumn', M.yAxisColumn)}</Col>
              <Col xs={24} md={12}>{text('yAxisColumnName', M.yAxisColumnName)}</Col>
              <Col xs={24} md={12}>{text('tooltipValue', M.tooltipValue)}</Col>
              <Col xs={24} md={12}>
                <Form.Item name="tooltipType" label={t(M.tooltipType)}><KitSelect options={pipes} /></Form.Item>
              </Col>
            </Row>
          </>
        )}

        {type && needsTable(type) && (
          <>
            <Divider titlePlacement="start">{t(M.tableSettings)}</Divider>
            {text('tableDataProperties', M.tableDataProperties)}
            {text('tableDataColumns', M.tableDataColumns)}
            {text('pipes', M.pipes, WIDGET_PIPES.join(', '))}
            {text('customTemplate', M.customTemplate)}
            {text('navigationUrl', M.navigationUrl, t(M.navigationUrlHelp))}
          </>
        )}

        {type && !needsChart(type) && !needsTable(type) && (
          <>
            <Divider titlePlacement="start">{t(M.figureSettings)}</Divider>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="customPipe" label={t(M.customPipe)}><KitSelect options={pipes} /></Form.Item>
              </Col>
              <Col xs={24} md={12}>{text('description', M.description)}</Col>
            </Row>
          </>
        )}
      </Form>
      <WidgetPreview input={open ? previewInput : null} />
      {save.error && <Alert type="error" showIcon title={t(M.saveFailed, { message: save.error.message })} />}
    </Modal>
  );
}
