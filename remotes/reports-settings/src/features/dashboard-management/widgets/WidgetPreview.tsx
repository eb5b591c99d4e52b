import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { DASHBOARD_DATA_SOURCES, DASHBOARD_ENDPOINTS, dataSourceEndpointOf, type DashboardWidget, type WidgetInput } from '@portal/contracts';
import { D, WidgetBody, isEmptyData, useDashboardTranslation } from '@portal/dashboard-widgets';
import { M, useManagementTranslation } from '../i18n/texts';
import { managementKeys } from '../api/management-api';

/** The definition as the dashboard would hold it (the preview draws it with the dashboard's own renderers). */
function previewWidgetOf(input: WidgetInput): DashboardWidget {
  return {
    widgetId: 'preview', categoryId: input.categoryId, name: input.name, filters: input.filters ?? {},
    data: {
      dataSourceEndpoint: dataSourceEndpointOf(input.dataSource), dataSourceEndpointId: input.dataSource, dataSourceMoreDataEndpoint: null,
      dataSourceType: DASHBOARD_DATA_SOURCES[input.dataSource].type,
    },
    configuration: input.configuration,
    layout: input.layout ?? { order: 1, width: 'medium' },
  };
}

/**
 * The live preview of a widget definition (ADR 0052): the server computes the definition's source over the
 * tenant's Live data of the last 7 days, and the dashboard's `WidgetBody` draws it. `input` is null while the
 * form misses something the widget needs.
 */
export function WidgetPreview({ input }: { input: WidgetInput | null }) {
  const { t } = useManagementTranslation();
  const { t: dt } = useDashboardTranslation();
  const timeZone = useProfileTimeZone();
  const [pageIndex, setPageIndex] = useState(0);
  const asked = input && input.configuration.tableConfiguration
    ? { ...input, configuration: { ...input.configuration, tableConfiguration: { ...input.configuration.tableConfiguration, pageIndex } } }
    : input;
  const preview = useQuery({
    queryKey: [...managementKeys.all, 'preview', asked],
    queryFn: ({ signal }) => callApi(DASHBOARD_ENDPOINTS.previewWidget, { body: asked!, signal, silent: true }),
    enabled: !!asked,
    placeholderData: keepPreviousData,
    retry: false,
  });

  let body;
  if (!asked) body = <Typography.Text type="secondary">{t(M.previewHint)}</Typography.Text>;
  else if (preview.isError) {
    body = (
      <Alert type="error" showIcon title={t(M.previewFailed)} description={preview.error.message}
        action={<Button size="small" onClick={() => void preview.refetch()}>{t(M.retry)}</Button>} />
    );
  } else if (!preview.data) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else {
    const widget = previewWidgetOf(asked);
    const type = widget.configuration.widgetType;
    body = isEmptyData(type, preview.data) && type !== 'BANNER_WIDGET' && type !== 'WEBHOOK_STATUS'
      ? <Typography.Text type="secondary">{dt(D.noData)}</Typography.Text>
      : <WidgetBody widget={widget} data={preview.data} timeZone={timeZone} title={widget.name || t(M.preview)} pageIndex={pageIndex} onPage={setPageIndex} />;
  }

  return (
    <section aria-label={t(M.preview)} aria-busy={preview.isFetching}>
      <Card size="small" title={<span role="heading" aria-level={2}>{t(M.preview)}{asked?.name ? `: ${asked.name}` : ''}</span>}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t(M.previewScope)}</Typography.Paragraph>
        {body}
      </Card>
    </section>
  );
}
