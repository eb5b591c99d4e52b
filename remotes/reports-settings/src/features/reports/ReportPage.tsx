import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { getSystemMode } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import type { ProfileLanguage, ReportDefinition, ReportId, ReportRow } from '@portal/contracts';
import {
  AlertBanner, columnsOnScreen, FilterBar, filterKeysOf, ListPager, ListTable, timezoneOffsetOf, useAlertQueue, useFiltersValid, useListState, type ListSpec,
} from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { fetchReportDefinition, fetchReportPage, resendWebhooks } from './api/report-api';
import { ReportChart } from './chart/ReportChart';
import { useReportExport } from './export/use-report-export';
import { R } from './i18n/report-texts';
import { useReportsTranslation } from './i18n/use-reports-translation';
import { reportColumns, shownColumns, translatedFields } from './report-fields';
import { defaultReportFilters, reportQueryOf } from './report-query';
import { ReportTotals } from './ReportTotals';
import { invoiceKeyOf, useInvoiceDownload } from './invoice/use-invoice-download';

// One report (transactions-daily) lists its daily files: their list machinery loads with it, not with every report.
const DailyFiles = lazy(() => import('./daily-files/DailyFiles').then((m) => ({ default: m.DailyFiles })));

export interface ReportPageProps {
  reportId: ReportId;
  /** The route's title (the menu's). */
  title: string;
  /** reports/table: the report's raw table (every column, no chart, no totals). */
  raw?: boolean;
  /** The title's heading level (2 inside reports/table, whose own title is the page's). */
  headingLevel?: 1 | 2;
}

/**
 * Every report of the portal (issue 12, ADR 0049): the page asks the server for the report's definition and
 * draws it with the kits: its fields as the filter bar (state in the URL), its chart with the chart's figures
 * beside it, the totals, and a server-paged, server-sorted table of its columns.
 */
export function ReportPage({ reportId, title, raw = false, headingLevel = 1 }: ReportPageProps) {
  const { t } = useReportsTranslation();
  const definition = useQuery({
    queryKey: ['reports', 'definition', reportId],
    queryFn: ({ signal }) => fetchReportDefinition(reportId, signal),
    staleTime: Infinity,
  });
  const context = useUserContext();
  if (definition.isError) {
    return (
      <Card variant="borderless">
        <PageTitle title={t(title)} level={headingLevel} />
        <Alert type="error" showIcon title={t(R.loadFailed)} description={definition.error.message} />
      </Card>
    );
  }
  if (!definition.data || context.isPending) {
    return (
      <Card variant="borderless">
        <PageTitle title={t(title)} level={headingLevel} />
        <Skeleton active />
      </Card>
    );
  }
  return <ReportView definition={definition.data} title={title} raw={raw} headingLevel={headingLevel} timeZone={context.data?.user.configureTimeZone || undefined} />;
}

interface ReportViewProps {
  definition: ReportDefinition;
  title: string;
  raw: boolean;
  headingLevel: 1 | 2;
  timeZone: string | undefined;
}

function ReportView({ definition, title, raw, headingLevel, timeZone }: ReportViewProps) {
  const { t, i18n } = useReportsTranslation();
  const language: ProfileLanguage = i18n.language === 'tr' ? 'tr' : 'en';
  const fields = useMemo(() => translatedFields(definition.fields, t), [definition.fields, t]);
  // The tenant's default columns (ADR 0057) when it set some, in their order; else every column.
  const shown = useMemo(() => (raw ? definition.columns : shownColumns(definition)), [definition, raw]);
  const invoice = useInvoiceDownload(timezoneOffsetOf(timeZone));
  const columns = useMemo(() => {
    const list = reportColumns(shown, t, language);
    if (definition.document !== 'invoice') return list;
    // Each invoices row downloads as its invoice document (ADR 0057).
    return [...list, {
      key: '__invoice', title: R.invoice, kind: 'actions' as const, sortable: false, value: () => null,
      render: (row: ReportRow) => (
        <Button size="small" icon={<FileTextOutlined aria-hidden />} loading={invoice.running === invoiceKeyOf(row)} onClick={() => void invoice.run(row)}
          aria-label={t(R.downloadInvoice, { customer: String(row.customer ?? ''), month: String(row.month ?? ''), currency: String(row.currency ?? '') })}>
          {t(R.download)}
        </Button>
      ),
    }];
  }, [shown, t, language, definition.document, invoice]);
  // The file's columns in the table's order (its amount, success rate and status pinned at the end): screen and file agree.
  const exportedKeys = useMemo(() => {
    const exported = new Set(shown.map((c) => c.key));
    return columnsOnScreen(columns).map((c) => c.key).filter((key) => exported.has(key));
  }, [columns, shown]);
  const spec = useMemo<ListSpec>(() => ({
    id: `report-${raw ? 'table-' : ''}${definition.id}`,
    filterKeys: filterKeysOf(fields),
    sortKeys: definition.columns.map((c) => c.key),
    defaultSort: definition.defaultSort,
    defaultFilters: () => defaultReportFilters(definition, fields, timeZone),
  }), [definition, fields, timeZone, raw]);
  const list = useListState(spec);
  const query = reportQueryOf(list.state, fields, timeZone);
  // Filters from a link are checked as the bar checks them: an invalid one (a range over maxDaysSelected) is not
  // sent; the bar shows why once Apply is pressed. The report's own defaults pass without loading the checks.
  const defaults = useMemo(() => defaultReportFilters(definition, fields, timeZone), [definition, fields, timeZone]);
  const valid = useFiltersValid(fields, list.state.filters, defaults) === true;
  const result = useQuery({
    queryKey: ['reports', 'data', definition.id, getSystemMode(), query],
    queryFn: ({ signal }) => fetchReportPage(definition.id, query, signal),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const rows = result.data?.data ?? [];
  const resend = useResend(definition);
  const exporter = useReportExport();
  const localTitle = t(title);

  return (
    <Card variant="borderless">
      <PageTitle title={localTitle} level={headingLevel} />
      <Typography.Paragraph type="secondary">{t(definition.description)}</Typography.Paragraph>
      <FilterBar
        fields={fields}
        list={list}
        idPrefix={`report-${definition.id}`}
        actions={(
          <>
            {definition.resend && (
              <Button type="primary" disabled={resend.picked.length === 0} loading={resend.running} onClick={resend.run}>{t(R.resend)}</Button>
            )}
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exporter.running}
              disabled={!valid}
              title={t(R.exportLabel)}
              onClick={() => void exporter.run({ reportId: definition.id, query, columns: exportedKeys })}
            >
              {t(R.exportButton)}
            </Button>
          </>
        )}
      />
      <AlertBanner alerts={resend.alerts.alerts} onClose={resend.alerts.close} />
      <AlertBanner alerts={exporter.alerts.alerts} onClose={exporter.alerts.close} />
      <AlertBanner alerts={invoice.alerts.alerts} onClose={invoice.alerts.close} />
      {result.isError && <Alert type="error" showIcon title={t(R.loadFailed)} description={result.error.message} style={{ marginBottom: 12 }} />}
      {!raw && definition.chart && result.data && (
        <ReportChart chart={definition.chart} points={result.data.chart} columns={definition.columns} title={localTitle} />
      )}
      {!raw && <ReportTotals totals={result.data?.totals} columns={columns} />}
      <ListTable<ReportRow>
        rows={rows}
        rowKey={(row) => String(row.id ?? definition.columns.map((c) => row[c.key]).join('|'))}
        columns={columns}
        translate={t}
        label={localTitle}
        loading={result.isFetching}
        sort={list.state.sort}
        onSort={(sort) => list.setSort(sort ?? definition.defaultSort)}
        timeZone={timeZone}
        selection={definition.resend ? {
          selectedKeys: resend.picked,
          onChange: (keys) => resend.setPicked(keys.map(String)),
          selectable: (row) => row.webhookStatus === 'Failed',
          label: (row) => t(R.selectRow, { externalId: String(row.externalId ?? row.id) }),
          allLabel: t(R.selectAll),
        } : undefined}
      />
      <ListPager pageIndex={list.state.pageIndex} pageSize={list.state.pageSize} total={result.data?.count ?? 0} onChange={list.setPage} />
      {!raw && definition.id === 'transactions-daily' && <Suspense fallback={null}><DailyFiles listId={spec.id} /></Suspense>}
    </Card>
  );
}

/** resend-webhooks: the picked failed deliveries are sent again; the figures reload and the outcome is shown. */
function useResend(definition: ReportDefinition) {
  const { t } = useReportsTranslation();
  const alerts = useAlertQueue();
  const client = useQueryClient();
  const [picked, setPicked] = useState<string[]>([]);
  const mutation = useMutation({
    mutationFn: resendWebhooks,
    onSuccess: (answer) => {
      alerts.show({ severity: answer.skipped ? 'warning' : 'success', message: t(R.resent, { resent: answer.resent, skipped: answer.skipped }) });
      setPicked([]);
      void client.invalidateQueries({ queryKey: ['reports', 'data', definition.id] });
    },
    onError: (error) => alerts.show({ severity: 'failed', message: t(R.resendFailed, { message: error.message }), persist: true }),
  });
  return { picked, setPicked, alerts, running: mutation.isPending, run: () => mutation.mutate(picked) };
}
