import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { dayRange, oneOf, text, type FilterMap, type ToolPage } from '@portal/contracts';
import {
  ResourceListPage, todayPickerRange, useAlertBanner, valueKeysOf,
  type AnyResource, type ColumnDef, type FieldDefinition, type FilterFieldOverrides, type ListSort, type LookupOption, type ResourceListQuery,
} from '@portal/kit';
import { T } from '../../i18n/texts';
import { TT } from '../../i18n/tool-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useLookupOptions, type LookupOptions } from '../lookup/lookup-options';

type Translate = (text: string, params?: Record<string, string | number>) => string;
/** A tool list's call: the kit's resource query (filters, sort, page). */
export type ToolQuery = ResourceListQuery;

/** What a tool list page declares; the rest (URL state, query, table, pager, filters, download) is the kit's resource list. */
export interface ToolListDefinition<Row extends object> {
  /** The list's id: its query kept in the URL and session storage, its React Query key root. */
  id: string;
  fields(options: LookupOptions, t: Translate): FieldDefinition[];
  columns(options: LookupOptions, t: Translate): ColumnDef<Row>[];
  sortKeys?: readonly string[];
  defaultSort: ListSort;
  /** Today when absent; a list whose rows have no time passes `{}`. */
  defaultFilters?(timeZone: string | undefined): Record<string, string>;
  /** The list call on the tool's own endpoint (its contract stays). */
  fetch(query: ToolQuery, signal: AbortSignal): Promise<ToolPage<Row>>;
  rowKey(row: Row): string;
  /** A CSV of every row the list matches (the call without its page). */
  download?(query: ToolQuery): Promise<void>;
  /** A row's detail, opened by a click or Enter on the row. */
  detail?(row: Row, close: () => void): ReactNode;
}

export interface ToolListProps<Row extends object> {
  definition: ToolListDefinition<Row>;
  title: string;
  /** Option lists beyond the user context's (the terminal pages' terminals). */
  moreOptions?: Record<string, LookupOption[]>;
  /** What the page shows between its title and the list (the bank-order upload form). */
  before?: ReactNode;
}

/** The same call without its page (a download of every row the list matches). */
export function withoutPage(query: ToolQuery): ToolQuery {
  const { pageIndex: _i, pageSize: _s, ...rest } = query;
  return rest;
}

/**
 * The filter descriptors a tool's fields stand for (the kit converts each as its kind says): a date range
 * days -> instants, a multi-select a list, a select one value, an input a trimmed text.
 */
export function toolFiltersOf(fields: readonly FieldDefinition[]): FilterMap {
  return Object.fromEntries(fields.map((field) => {
    if (field.type === 'dateRangePicker') {
      const [from, to] = valueKeysOf(field);
      return [field.name, dayRange(field.label, { from: from!, to: to! })];
    }
    if (field.type === 'multiSelectAutoComplete') return [field.name, oneOf(field.label, [], { multiple: true })];
    if (field.type === 'select' || field.type === 'selectAutoComplete' || field.type === 'radiobutton') return [field.name, oneOf(field.label, [])];
    return [field.name, text(field.label)];
  }));
}

/** A tool list as a kit resource: its filters from its fields, its rows per mode, read through `fetch`. */
function toolResource(definition: ToolListDefinition<object>, fields: readonly FieldDefinition[], columns: readonly ColumnDef<object>[]): AnyResource {
  const sorts = definition.sortKeys ?? [...new Set([definition.defaultSort.key, ...columns.filter((c) => c.sortable).map((c) => c.key)])];
  return {
    key: definition.id, path: definition.id, title: definition.id, tag: 'Transaction tools', row: { type: 'object' },
    operations: ['list'], filters: toolFiltersOf(fields), sorts, defaultSort: definition.defaultSort,
    paging: 'offset', modeScoped: true, scope: 'global', endpoints: {},
  };
}

function DownloadButton({ run, disabled }: { run(): Promise<void>; disabled: boolean }) {
  const { t } = useTransactionsTranslation();
  const banner = useAlertBanner();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await run();
    } catch (error) {
      banner.show({ id: 'download', severity: 'failed', message: t(TT.downloadFailed, { message: (error as Error).message }), persist: true });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} disabled={disabled} onClick={() => void download()} title={t(TT.downloadCsvLabel)}>
      {t(TT.downloadCsv)}
    </Button>
  );
}

/** One tool list (issue 13 part C) on the kit's resource list page: filters in the URL, the declared columns, paging, a CSV, a detail. */
export function ToolList<Row extends object>({ definition, title, moreOptions, before }: ToolListProps<Row>) {
  const { t } = useTransactionsTranslation();
  const lookupOptions = useLookupOptions();
  const options = useMemo(() => ({ ...lookupOptions, ...moreOptions }), [lookupOptions, moreOptions]);
  const fields = useMemo(() => definition.fields(options, t), [definition, options, t]);
  const columns = useMemo(() => definition.columns(options, t), [definition, options, t]);
  const resource = useMemo(
    () => toolResource(definition as unknown as ToolListDefinition<object>, fields, columns as unknown as ColumnDef<object>[]),
    [definition, fields, columns],
  );
  // Each filter is drawn by the tool's own field.
  const fieldOverrides = useMemo<FilterFieldOverrides>(() => Object.fromEntries(fields.map((f) => [f.name, [f]])), [fields]);
  const list = useMemo(() => ({
    id: definition.id,
    rowKey: definition.rowKey,
    enabled: options.ready,
    defaults: (timeZone: string | undefined) => (definition.defaultFilters ? definition.defaultFilters(timeZone) : todayPickerRange(timeZone)),
    fetch: (query: ToolQuery, signal: AbortSignal) => definition.fetch(query, signal).then((page) => ({ ...page, nextCursor: null })),
  }), [definition, options.ready]);
  const { download, detail } = definition;
  return (
    <ResourceListPage<Row>
      resource={resource}
      columns={columns}
      title={title}
      translate={(s) => t(s)}
      errorTitle={t(T.loadFailed)}
      fields={fieldOverrides}
      list={list}
      before={before}
      actions={download && ((l) => <DownloadButton run={() => download(withoutPage(l.query))} disabled={!options.ready} />)}
      drawer={detail && (({ row }, close) => (row ? detail(row, close) : null))}
    />
  );
}
