import { Card, Empty, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';
import { ErrorWithRetry, PageTitle, PortalTabs } from '@portal/ui';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';
import { defaultRange, filterOfRange, rangeFromParams, rangeParams, timezoneOffsetOf } from './date-range';
import { DateRangeFilter } from './DateRangeFilter';
import { TemplateNotice } from './TemplateNotice';
import { WidgetGrid } from './WidgetGrid';
import { useDashboard } from './use-dashboard';

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
      <PortalTabs
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
