import { Card, Empty, Flex, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useUserContext } from '@portal/auth';
import { ErrorWithRetry, PageTitle } from '@portal/ui';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';
import { defaultRange, filterOfRange, rangeFromParams, rangeParams, timezoneOffsetOf } from './date-range';
import { TemplateNotice } from './TemplateNotice';
import { useDashboard } from './use-dashboard';
import { WidgetGrid } from './WidgetGrid';

// The page's title draws before the date picker's code (rc-picker) arrives (ADR 0061): the picker is a chunk of its
// own, fetched as the page first renders. The widgets' code stays in the page: measured lazy, the widgets came
// 1 to 4 s later with the CPU throttled (one more hop after the categories) and the title no earlier.
const loadDateRangeFilter = () => import(/* webpackChunkName: "dashboard-range" */ './DateRangeFilter');
const DateRangeFilter = lazy(async () => ({ default: (await loadDateRangeFilter()).DateRangeFilter }));

/** The date range's room while its picker loads: the same label and a box of the picker's size. */
function DateRangeFilterFallback() {
  const { t } = useDashboardTranslation();
  return (
    <Flex align="center" gap="small" wrap>
      <span>{t(D.dateRange)}</span>
      <Skeleton.Input active style={{ width: 260 }} />
    </Flex>
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
  useEffect(() => {
    void loadDateRangeFilter();
  }, []);

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
          <Suspense fallback={<DateRangeFilterFallback />}>
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
          </Suspense>
        )}
      />
      <TemplateNotice />
      {content}
    </Card>
  );
}
