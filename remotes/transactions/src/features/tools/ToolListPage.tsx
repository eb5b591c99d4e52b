import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { getSystemMode } from '@portal/api-client';
import type { ToolPage } from '@portal/contracts';
import {
  AlertBanner, FilterBar, filterKeysOf, ListPager, ListTable, useAlertQueue, useListState,
  type ColumnDef, type FieldDefinition, type ListSort, type ListSpec, type LookupOption,
} from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { T } from '../../i18n/texts';
import { TT } from '../../i18n/tool-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useLookupOptions, type LookupOptions } from '../lookup/lookup-options';
import { todayRange } from '../lookup/lookup-query';
import { toolQueryOf, withoutPage } from './tool-query';

type Translate = (text: string, params?: Record<string, string | number>) => string;
export type ToolQuery = Record<string, string | number | string[]>;

/** What a tool list page declares; the rest (URL state, table, pager, filters, download) is the kits'. */
export interface ToolListDefinition<Row extends object> {
  /** The list's id: its query kept in the URL and session storage, its React Query key. */
  id: string;
  fields(options: LookupOptions, t: Translate): FieldDefinition[];
  columns(options: LookupOptions, t: Translate): ColumnDef<Row>[];
  sortKeys?: readonly string[];
  defaultSort: ListSort;
  /** Today when absent; a list whose rows have no time passes `{}`. */
  defaultFilters?(timeZone: string | undefined): Record<string, string>;
  fetch(query: ToolQuery, signal: AbortSignal): Promise<ToolPage<Row>>;
  rowKey(row: Row): string;
  /** A CSV of every row the list matches (the call without its page). */
  download?(query: ToolQuery): Promise<void>;
  /** A row's detail, opened by a click or Enter on the row. */
  detail?(row: Row, close: () => void): ReactNode;
}

/** One tool list (issue 13 part C): filters in the URL, a table of the declared columns, paging, a CSV download, a detail. */
export interface ToolListPageProps<Row extends object> {
  definition: ToolListDefinition<Row>;
  title: string;
  /** Option lists beyond the user context's (the terminal pages' terminals). */
  moreOptions?: Record<string, LookupOption[]>;
  /** What the page shows between its title and the list (the bank-order upload form). */
  before?: ReactNode;
}

export function ToolListPage<Row extends object>({ definition, title, moreOptions, before }: ToolListPageProps<Row>) {
  const { t } = useTransactionsTranslation();
  const lookupOptions = useLookupOptions();
  const options = useMemo(() => ({ ...lookupOptions, ...moreOptions }), [lookupOptions, moreOptions]);
  const fields = useMemo(() => definition.fields(options, t), [definition, options, t]);
  const columns = useMemo(() => definition.columns(options, t), [definition, options, t]);
  const spec = useMemo<ListSpec>(() => ({
    id: definition.id,
    filterKeys: filterKeysOf(fields),
    sortKeys: definition.sortKeys,
    defaultSort: definition.defaultSort,
    defaultFilters: () => (definition.defaultFilters ? definition.defaultFilters(options.timeZone) : todayRange(options.timeZone)),
  }), [definition, fields, options.timeZone]);
  const list = useListState(spec);
  const query = toolQueryOf(list.state, options.timeZone);
  const result = useQuery({
    queryKey: ['transactions', 'tools', definition.id, getSystemMode(), query],
    queryFn: ({ signal }) => definition.fetch(query, signal),
    enabled: options.ready,
    placeholderData: keepPreviousData,
  });
  const alerts = useAlertQueue();
  const [downloading, setDownloading] = useState(false);
  const [opened, setOpened] = useState<Row | null>(null);
  const download = definition.download;

  const runDownload = async () => {
    if (!download) return;
    setDownloading(true);
    try {
      await download(withoutPage(query));
    } catch (error) {
      alerts.show({ id: 'download', severity: 'failed', message: t(TT.downloadFailed, { message: (error as Error).message }), persist: true });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      {before}
      {(fields.length > 0 || download) && <FilterBar
        fields={fields}
        list={list}
        idPrefix={definition.id}
        actions={download && (
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} disabled={!options.ready} onClick={() => void runDownload()} title={t(TT.downloadCsvLabel)}>
            {t(TT.downloadCsv)}
          </Button>
        )}
      />}
      <AlertBanner alerts={alerts.alerts} onClose={alerts.close} />
      {result.isError && <Alert type="error" showIcon title={t(T.loadFailed)} description={result.error.message} style={{ marginBottom: 12 }} />}
      <ListTable
        rows={result.data?.data ?? []}
        rowKey={definition.rowKey}
        columns={columns}
        translate={t}
        label={t(title)}
        loading={result.isFetching || !options.ready}
        sort={list.state.sort}
        onSort={(sort) => list.setSort(sort ?? definition.defaultSort)}
        timeZone={options.timeZone}
        onRowClick={definition.detail ? (row) => setOpened(row) : undefined}
      />
      <ListPager
        pageIndex={list.state.pageIndex}
        pageSize={list.state.pageSize}
        total={result.data?.count ?? 0}
        totalIsCapped={result.data?.countIsCapped}
        onChange={list.setPage}
      />
      {opened && definition.detail?.(opened, () => setOpened(null))}
    </Card>
  );
}
