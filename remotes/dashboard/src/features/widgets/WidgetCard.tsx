import { AppstoreOutlined, CalendarOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Dropdown, Flex, Popover, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { DateRangePicker, type DateRangeValue } from '@portal/kit';
import { hasDates, type DashboardWidget, type WidgetFilters } from '@portal/contracts';
import { ErrorWithRetry, IconButton } from '@portal/ui';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';
import type { ArrangeAction } from '../dashboard/arrange';
import { filterOfRange } from '../dashboard/date-range';
import { useWidgetData } from './use-widget-data';
import { WidgetTitle } from './WidgetTitle';
import { WidgetBody, isEmptyData } from '@portal/dashboard-widgets';

export interface WidgetCardProps {
  widget: DashboardWidget;
  dashboardFilter: WidgetFilters;
  timeZone: string | undefined;
  timezoneOffset: number;
  /** Moving and resizing this widget (kept per user on the server). */
  arrange?: { can(action: ArrangeAction): boolean; run(action: ArrangeAction): void };
  /** A pointer's handle to drag the widget elsewhere (the grid's; the Arrange menu is the keyboard's way). */
  dragHandle?: ReactNode;
}

const ARRANGE_TEXTS: Record<ArrangeAction, string> = { earlier: D.moveEarlier, later: D.moveLater, narrower: D.narrower, wider: D.wider };

/**
 * One widget: its title, its own filter (spec part 2 section 5: applied only when it sets a start or end date),
 * and its own loading, empty and error states around the body its type draws.
 */
export function WidgetCard({ widget, dashboardFilter, timeZone, timezoneOffset, arrange, dragHandle }: WidgetCardProps) {
  const { t } = useDashboardTranslation();
  const [ownRange, setOwnRange] = useState<DateRangeValue>({ start: null, end: null });
  const [pageIndex, setPageIndex] = useState(widget.configuration.tableConfiguration?.pageIndex ?? 0);
  const ownFilter = filterOfRange(ownRange, timeZone);
  const own = hasDates(ownFilter);
  const result = useWidgetData({ widget, dashboardFilter, standaloneFilter: own ? ownFilter : null, timezoneOffset, pageIndex });
  const title = t(widget.name);
  const headingId = `widget-${widget.widgetId}-title`;
  const type = widget.configuration.widgetType;

  const filter = widget.configuration.isLast24Hours ? (
    <Tag>{t(D.last24Hours)}</Tag>
  ) : (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t(D.ownDates)}
      content={(
        <Flex vertical gap="small" style={{ width: 280 }}>
          <DateRangePicker
            id={`widget-${widget.widgetId}-dates`}
            endLabel={`${t(D.ownDates)}: ${t(D.endDate)}`}
            value={ownRange}
            onChange={(range) => { setOwnRange(range); setPageIndex(0); }}
          />
          <Button size="small" disabled={!own} onClick={() => { setOwnRange({ start: null, end: null }); setPageIndex(0); }}>{t(D.clearOwnDates)}</Button>
        </Flex>
      )}
    >
      <IconButton title={`${t(D.ownDates)}: ${title}`} icon={<CalendarOutlined aria-hidden />} aria-pressed={own} />
    </Popover>
  );

  const arrangeMenu = arrange && (
    <Dropdown
      trigger={['click']}
      menu={{
        items: (Object.keys(ARRANGE_TEXTS) as ArrangeAction[]).map((action) => ({ key: action, label: t(ARRANGE_TEXTS[action]), disabled: !arrange.can(action) })),
        onClick: ({ key }) => arrange.run(key as ArrangeAction),
      }}
    >
      <IconButton title={t(D.arrange, { name: title })} icon={<AppstoreOutlined aria-hidden />} />
    </Dropdown>
  );

  let body;
  if (!result.known) body = <Alert type="error" showIcon title={t(D.unknownSource)} />;
  else if (result.isError) {
    body = (
      <ErrorWithRetry title={t(D.widgetFailed)} message={result.error.message} onRetry={() => void result.refetch()} />
    );
  } else if (!result.data) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (isEmptyData(type, result.data) && type !== 'BANNER_WIDGET' && type !== 'WEBHOOK_STATUS') {
    body = <Typography.Text type="secondary">{t(D.noData)}</Typography.Text>;
  } else {
    body = <WidgetBody widget={widget} data={result.data} timeZone={timeZone} pageIndex={pageIndex} onPage={setPageIndex} title={title} />;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={result.isFetching} style={{ height: '100%' }}>
    <Card
      size="small"
      title={<WidgetTitle id={headingId} title={title} />}
      extra={<Flex align="center" gap={4}>{own && <Tag color="blue">{t(D.ownDatesOn)}</Tag>}{filter}{arrangeMenu}{dragHandle}</Flex>}
      style={{ height: '100%' }}
    >
      {body}
    </Card>
    </section>
  );
}
