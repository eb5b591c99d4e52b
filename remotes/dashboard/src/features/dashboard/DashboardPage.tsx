import { Card, Col, Empty, Row, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';
import type { DashboardCategoryWithWidgets, WidgetFilters } from '@portal/contracts';
import { ErrorWithRetry, PageTitle } from '@portal/ui';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';
import { WidgetCard } from '../widgets/WidgetCard';
import { defaultRange, filterOfRange, rangeFromParams, rangeParams, timezoneOffsetOf } from './date-range';
import { DateRangeFilter } from './DateRangeFilter';
import { canArrange } from './arrange';
import { useArrangeWidgets } from './use-arrange';
import { TemplateNotice } from './TemplateNotice';
import { useDashboard } from './use-dashboard';

/** Grid columns (of 24) per widget width: a quarter, half or whole row on wide screens, whole on phones. */
const SPANS = {
  small: { xs: 24, sm: 12, xl: 6 },
  medium: { xs: 24, lg: 12 },
  large: { xs: 24 },
} as const;

interface GridProps {
  category: DashboardCategoryWithWidgets;
  filter: WidgetFilters;
  timeZone: string | undefined;
  timezoneOffset: number;
}

function WidgetGrid({ category, filter, timeZone, timezoneOffset }: GridProps) {
  const { t } = useDashboardTranslation();
  const arrange = useArrangeWidgets();
  const widgets = category.widgets;
  if (widgets.length === 0) return <Empty description={t(D.noWidgets)} />;
  return (
    <Row gutter={[16, 16]}>
      {[...widgets].sort((a, b) => a.layout.order - b.layout.order).map((widget) => (
        <Col key={widget.widgetId} {...SPANS[widget.layout.width]}>
          <WidgetCard
            widget={widget}
            dashboardFilter={filter}
            timeZone={timeZone}
            timezoneOffset={timezoneOffset}
            arrange={{ can: (action) => canArrange(widgets, widget.widgetId, action), run: (action) => arrange(category, widget.widgetId, action) }}
          />
        </Col>
      ))}
    </Row>
  );
}

/**
 * The landing dashboard of merchants (/dashboard) and tenant staff (/crm/dashboard), spec part 2 sections 1, 3-5:
 * the caller's categories as tabs, a date range for every widget (the last 7 days by default, kept in the URL),
 * and the selected category's widgets, each loading, failing and showing "no data" on its own.
 */
export function DashboardPage({ title }: { title: string }) {
  const { t } = useDashboardTranslation();
  const context = useUserContext();
  const timeZone = context.data?.user.configureTimeZone || undefined;
  const dashboard = useDashboard();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params) ?? defaultRange(timeZone);
  const filter = filterOfRange(range, timeZone);
  const timezoneOffset = timezoneOffsetOf(timeZone);

  let content;
  if (dashboard.error) {
    content = (
      <ErrorWithRetry title={t(D.loadFailed)} message={dashboard.error.message} onRetry={dashboard.retry} />
    );
  } else if (dashboard.loading || !context.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (!dashboard.selectedCategory) {
    content = <Empty description={t(D.noWidgets)} />;
  } else {
    const selected = dashboard.selectedCategory;
    content = (
      <Tabs
        activeKey={selected.id}
        onChange={dashboard.select}
        items={dashboard.categories.map((category) => ({
          key: category.id,
          label: t(category.name),
          // Only the selected category's widgets are drawn (and fetch their data).
          children: category.id === selected.id
            ? <WidgetGrid category={category} filter={filter} timeZone={timeZone} timezoneOffset={timezoneOffset} />
            : null,
        }))}
      />
    );
  }

  return (
    <Card variant="borderless">
      <PageTitle
        title={t(title)}
        level={1}
        extra={(
          <DateRangeFilter
            value={range}
            onChange={(next) => setParams((current) => {
              const out = new URLSearchParams(current);
              out.delete('from');
              out.delete('to');
              for (const [key, value] of Object.entries(rangeParams(next))) out.set(key, value);
              return out;
            }, { replace: true })}
          />
        )}
      />
      <TemplateNotice />
      {content}
    </Card>
  );
}
