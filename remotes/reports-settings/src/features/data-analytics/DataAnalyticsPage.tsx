import { useQuery } from '@tanstack/react-query';
import { BarChartOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { usePermissions, useProfileTimeZone, useUserContext } from '@portal/auth';
import { formatInTimeZone } from '@portal/i18n';
import { ROUTE_CATALOG, type PivotConfig, type ReportDefinition, type ReportId } from '@portal/contracts';
import { FilterBar, formatCount, KitSelect, LabelledField, filterChipsOf, filterKeysOf, timezoneOffsetOf, useFiltersValid, useListState, type ListSpec } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { fetchReportDefinition } from '../reports/api/report-api';
import { R } from '../reports/i18n/report-texts';
import { translatedFields } from '../reports/report-fields';
import { defaultReportFilters, reportQueryOf } from '../reports/report-query';
import { REPORT_ROUTES } from '../reports/report-routes';
import { useDataAnalyticsWindow, type WindowState } from './handshake/use-data-analytics-window';
import { A, useDataAnalyticsTranslation } from './i18n/data-analytics-texts';

export interface DataAnalyticsPageProps {
  /** The route's title (the menu's). */
  title: string;
  /** The area's report routes: '/crm/reports/' (tenant staff) or '/reports/' (merchants). */
  base: string;
}

/** The reports of this area the user holds (their menu entries' permissions), in menu order. */
function useAvailableReports(base: string): Array<{ id: ReportId; title: string }> {
  const { hasAny, isLoading } = usePermissions();
  return useMemo(() => (isLoading ? [] : ROUTE_CATALOG.filter((row) => row.path.startsWith(base) && REPORT_ROUTES[row.path] && hasAny(row.permissions))
    .map((row) => ({ id: REPORT_ROUTES[row.path]!, title: row.title }))), [base, hasAny, isLoading]);
}

/**
 * Data Analytics (spec part 2 sections 2.1, 2.2, 2.3; issue 12; ADR 0056): the user picks a report and its filters
 * here; the pop-up window titled Data Analytics shows that report's rows as a pivot, and the layout the user
 * arranges there comes back signed and is saved for the next time.
 */
export function DataAnalyticsPage({ title, base }: DataAnalyticsPageProps) {
  const { t } = useDataAnalyticsTranslation();
  const reports = useAvailableReports(base);
  const [picked, setPicked] = useState<ReportId>();
  const reportId = picked ?? reports.find((r) => r.id === 'transactions-summary')?.id ?? reports[0]?.id;
  const context = useUserContext();
  const popup = useDataAnalyticsWindow();

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(A.intro)}</Typography.Paragraph>
      {context.isPending ? <Skeleton active /> : !reportId ? <Alert type="info" showIcon title={t(A.noReports)} /> : (
        <>
          <LabelledField label={t(A.report)} htmlFor="data-analytics-report" style={{ maxWidth: 420 }}>
            <KitSelect<ReportId>
              id="data-analytics-report"
              value={reportId}
              onChange={(id: ReportId) => setPicked(id)}
              options={reports.map((r) => ({ value: r.id, label: t(r.title) }))}
            />
          </LabelledField>
          <ReportFilters key={reportId} reportId={reportId} timeZone={context.data?.user.configureTimeZone || undefined} onOpen={popup.open} state={popup.state} />
          <WindowStatus state={popup.state} />
        </>
      )}
    </Card>
  );
}

interface ReportFiltersProps {
  reportId: ReportId;
  timeZone: string | undefined;
  state: WindowState;
  onOpen: ReturnType<typeof useDataAnalyticsWindow>['open'];
}

/** The picked report's own filter bar (its definition's fields, state in the URL) and the button that opens the window. */
function ReportFilters({ reportId, timeZone, state, onOpen }: ReportFiltersProps) {
  const { t } = useDataAnalyticsTranslation();
  const definition = useQuery({
    queryKey: ['reports', 'definition', reportId],
    queryFn: ({ signal }) => fetchReportDefinition(reportId, signal),
    staleTime: Infinity,
  });
  if (definition.isError) return <Alert type="error" showIcon title={t(R.loadFailed)} description={definition.error.message} />;
  if (!definition.data) return <Skeleton active />;
  return <LoadedFilters definition={definition.data} timeZone={timeZone} state={state} onOpen={onOpen} />;
}

function LoadedFilters({ definition, timeZone, state, onOpen }: Omit<ReportFiltersProps, 'reportId'> & { definition: ReportDefinition }) {
  const { t, i18n } = useDataAnalyticsTranslation();
  const { token } = theme.useToken();
  const fields = useMemo(() => translatedFields(definition.fields, t), [definition.fields, t]);
  const spec = useMemo<ListSpec>(() => ({
    id: `data-analytics-${definition.id}`,
    filterKeys: filterKeysOf(fields),
    defaultFilters: () => defaultReportFilters(definition, fields, timeZone),
  }), [definition, fields, timeZone]);
  const list = useListState(spec);
  const defaults = useMemo(() => defaultReportFilters(definition, fields, timeZone), [definition, fields, timeZone]);
  const valid = useFiltersValid(fields, list.state.filters, defaults) === true;

  const open = () => {
    const { pageIndex: _page, PageSize: _size, sort: _sort, order: _order, timezoneOffset: _offset, ...filters } = reportQueryOf(list.state, fields, timeZone);
    onOpen({
      reportId: definition.id,
      filters: filters as Record<string, string | string[]>,
      timezoneOffset: timezoneOffsetOf(timeZone, new Date()),
      language: i18n.language,
      // The window names the period and filters its figures are for, as the chips over the bar say them.
      scope: filterChipsOf(fields, list.state.filters, t).map((chip) => chip.text),
      theme: { themeColor: token.colorPrimary, themeScheme: isDark(token.colorBgContainer) ? 'dark' : 'light' },
    });
  };

  return (
    <FilterBar
      fields={fields}
      list={list}
      idPrefix={`data-analytics-${definition.id}`}
      actions={(
        <Button type="primary" icon={<BarChartOutlined aria-hidden />} disabled={!valid} onClick={open}>
          {t(state.kind === 'closed' ? A.reopen : A.open)}
        </Button>
      )}
    />
  );
}

/** A background darker than mid-grey: the portal is in its dark scheme. */
function isDark(color: string): boolean {
  const hex = /^#([0-9a-f]{6})/i.exec(color)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 128;
}

/** What the window is doing, said where the user looks. */
function WindowStatus({ state }: { state: WindowState }) {
  const { t } = useDataAnalyticsTranslation();
  const timeZone = useProfileTimeZone();
  const titles = state.kind === 'open' ? state.titles ?? {} : {};
  const named = (keys: string[]) => keys.map((k) => t(titles[k] ?? k)).join(', ');
  const layoutText = (config: PivotConfig) => [
    config.rows.length ? t(A.layoutRows, { fields: named(config.rows) }) : '',
    config.columns.length ? t(A.layoutColumns, { fields: named(config.columns) }) : '',
  ].filter(Boolean).join('; ');
  return (
    <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
      {state.kind === 'blocked' && <Alert type="warning" showIcon title={t(A.blockedTitle)} description={t(A.blocked)} />}
      {state.kind === 'failed' && <Alert type="error" showIcon title={t(A.openFailed, { message: state.message })} />}
      {state.kind === 'closed' && <Alert type="info" showIcon title={t(A.closed)} />}
      {state.kind === 'open' && (
        <Alert
          type={state.saveError ? 'error' : 'success'}
          showIcon
          title={t(A.isOpen)}
          description={(
            <>
              {state.rows && state.rows.count > state.rows.sent && <div>{t(A.truncated, { rows: formatCount(state.rows.sent), count: formatCount(state.rows.count) })}</div>}
              {state.saveError && <div>{t(A.saveFailed, { message: state.saveError })}</div>}
              {!state.saveError && state.saved && <div>{t(A.saved, { time: formatInTimeZone(state.saved.at, timeZone, 'timeSeconds'), layout: layoutText(state.saved.config) })}</div>}
            </>
          )}
        />
      )}
    </div>
  );
}
