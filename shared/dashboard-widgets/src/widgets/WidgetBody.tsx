import { useMemo } from 'react';
import type { DashboardWidget, WidgetData } from '@portal/contracts';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import { rowsInReadersLanguage } from './format/rows-in-readers-language';
import { BannerWidget } from './types/BannerWidget';
import { CountWidget } from './types/CountWidget';
import { PipelineChart } from './types/PipelineChart';
import { SuccessRateWidget } from './types/SuccessRateWidget';
import { TableWidget } from './types/TableWidget';
import { WebhookStatusWidget } from './types/WebhookStatusWidget';
import { ChartWidget } from './charts/ChartWidget';
import { MapWidget } from './map/MapWidget';

export interface WidgetBodyProps {
  widget: DashboardWidget;
  data: WidgetData;
  timeZone: string | undefined;
  title: string;
  pageIndex: number;
  onPage(pageIndex: number): void;
}

/** What each of the eight widget types draws (spec part 2 section 3); each is a component of its own. */
export function WidgetBody(given: WidgetBodyProps) {
  const { i18n } = useDashboardTranslation();
  const data = useMemo(() => rowsInReadersLanguage(given.data, i18n.language), [given.data, i18n.language]);
  const props = data === given.data ? given : { ...given, data };
  switch (props.widget.configuration.widgetType) {
    case 'COUNT_WIDGET': return <CountWidget {...props} />;
    case 'SUCCESS_RATE_WIDGET': return <SuccessRateWidget {...props} />;
    case 'BANNER_WIDGET': return <BannerWidget {...props} />;
    case 'WEBHOOK_STATUS': return <WebhookStatusWidget {...props} />;
    case 'TABLE_WIDGET': return <TableWidget {...props} />;
    case 'PIPELINE_CHART': return <PipelineChart {...props} />;
    case 'MAP_WIDGET': return <MapWidget {...props} />;
    case 'CHART_WIDGET':
      return props.widget.configuration.chartConfiguration?.chartType === 'GeoChart' ? <MapWidget {...props} /> : <ChartWidget {...props} />;
    default: return null;
  }
}
