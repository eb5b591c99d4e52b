import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useMemo, useState } from 'react';
import { getSystemMode } from '@portal/api-client';
import { usePermissions } from '@portal/auth';
import { TRANSACTION_ACTION_PERMISSIONS, TRANSACTION_SORT_FIELDS, type TransactionLookupKind } from '@portal/contracts';
import {
  AlertBanner, AlertBannerProvider, ColumnPicker, FilterBar, filterKeysOf, ListPager, ListTable, SavedFilters, useColumnChoice, useListState, useNextCursor, useSavedFilters, type ListSpec,
} from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { T } from '../../i18n/texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { A } from '../../i18n/action-texts';
import { isPayoutWaiting, PayoutBatchBar } from '../actions/PayoutBatchBar';
import { TransactionDrawer } from '../detail/TransactionDrawer';
import { ExportButton } from '../export/ExportButton';
import { exportQueryOf } from '../export/export-query';
import { useTransactionExport } from '../export/use-transaction-export';
import { useDrawerParam } from '../detail/use-drawer-param';
import { DEFAULT_COLUMNS_STORE, fetchLookupPage, serverColumnStore, serverSavedFilterStore } from './api/lookup-api';
import { useLookupOptions } from './lookup-options';
import { LOOKUP_PAGES, type LookupPageDefinition } from './lookup-pages';
import { lookupQueryOf, todayRange } from './lookup-query';
import { listViewOf, savedFilterRequestOf } from './saved-filter-request';
import { lookupColumns } from './transaction-columns';
import { lookupFields } from './transaction-filters';

export interface TransactionLookupPageProps {
  kind: TransactionLookupKind;
  /** V2 (`transaction-lookup-columns`): the user picks the columns, kept per user on the server. */
  columnChoice: boolean;
  title: string;
  /**
   * Another service's copy of the lookup's list call (transaction-lookup-v2: the reporting service's path, ADR 0053):
   * the same query and page, so only the call changes.
   */
  listEndpoint?: LookupPageDefinition['endpoints']['list'];
}

/**
 * The transaction lookup of one user type, declared from the kit's parts: filters in the URL (date range
 * today by default), a table of the lookup's columns, paging under it (Next by the server's keyset cursor,
 * other pages by offset; "more than N" over a capped count), an Export of that list. What differs per user type comes
 * from LOOKUP_PAGES; the Mode header decides Test or Live rows.
 */
export function TransactionLookupPage({ kind, columnChoice, title, listEndpoint }: TransactionLookupPageProps) {
  const { t } = useTransactionsTranslation();
  const page = useMemo((): LookupPageDefinition => {
    const own = LOOKUP_PAGES[kind];
    return listEndpoint ? { ...own, endpoints: { ...own.endpoints, list: listEndpoint } as LookupPageDefinition['endpoints'] } : own;
  }, [kind, listEndpoint]);
  const options = useLookupOptions();
  const fields = useMemo(() => lookupFields(page, options, t), [page, options, t]);
  const columns = useMemo(() => lookupColumns(page, options, t), [page, options, t]);
  const spec = useMemo<ListSpec>(() => ({
    filterKeys: filterKeysOf(fields),
    sortKeys: TRANSACTION_SORT_FIELDS,
    defaultSort: { key: 'createdAt', direction: 'desc' },
    defaultFilters: () => todayRange(options.timeZone),
  }), [fields, options.timeZone]);
  const list = useListState(spec);
  const store = useMemo(() => (columnChoice ? serverColumnStore(page) : DEFAULT_COLUMNS_STORE), [columnChoice, page]);
  const choice = useColumnChoice(`transactions-${kind}-${columnChoice ? 'v2' : 'v1'}`, columns, store);
  // Saved filters (issue 10, ADR 0043): the list state and the visible columns, per user on the server.
  const savedFilterStore = useMemo(() => serverSavedFilterStore(page), [page]);
  const savedFilters = useSavedFilters(`transactions-${kind}`, savedFilterStore);
  const query = lookupQueryOf(list.state, options.timeZone, options.decimalPlaces);
  const result = useQuery({
    queryKey: ['transactions', 'lookup', kind, getSystemMode(), query],
    queryFn: ({ signal }) => fetchLookupPage(page, query, signal),
    // The user context brings the time zone the dates are filtered in: wait for it.
    enabled: options.ready,
    placeholderData: keepPreviousData,
  });
  // The answer's keyset cursor (not an older page's kept in view): Next asks for the page after it by cursor.
  const answered = result.data && !result.isPlaceholderData ? result.data : undefined;
  useNextCursor(list, answered ? answered.nextCursor : undefined);
  // Export (issue 10): exactly this list (filters, sort, visible columns), every row, on the browser's clock.
  const exporter = useTransactionExport(page);
  // The detail drawer: a row click or a link with ?tx=<id> opens it (issue 10).
  const drawer = useDrawerParam();
  // Batch payout approval (issue 10): tenant staff holding the approvals permission tick payouts waiting for approval.
  const { permissions } = usePermissions();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const rows = result.data?.data ?? [];
  const waitingPayouts = kind === 'tenant' && permissions.has(TRANSACTION_ACTION_PERMISSIONS.approve) ? rows.filter(isPayoutWaiting) : [];
  const selectedPayouts = waitingPayouts.filter((row) => picked.includes(row.id));
  const [batchShown, setBatchShown] = useState(false);
  if (waitingPayouts.length > 0 && !batchShown) setBatchShown(true);

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <SavedFilters
        controls={savedFilters}
        idPrefix={`tx-${kind}-saved`}
        current={() => savedFilterRequestOf(page, list.state, choice.visibleKeys)}
        apply={(request) => {
          list.apply(listViewOf(request));
          // The columns go through the lookup's column choice (only where the user picks columns).
          if (columnChoice && request.columns.length) choice.choose(request.columns);
        }}
      />
      <FilterBar
        fields={fields}
        list={list}
        idPrefix={`tx-${kind}`}
        actions={(
          <>
            {columnChoice && <ColumnPicker columns={columns} choice={choice} translate={t} />}
            <ExportButton running={exporter.running} disabled={!options.ready} onExport={() => void exporter.run(exportQueryOf(query, choice.visibleKeys))} />
          </>
        )}
      />
      <AlertBanner alerts={exporter.alerts.alerts} onClose={exporter.alerts.close} />
      {result.isError && <Alert type="error" showIcon title={t(T.loadFailed)} description={result.error.message} style={{ marginBottom: 12 }} />}
      {batchShown && (
        <AlertBannerProvider>
          <PayoutBatchBar selected={selectedPayouts} onDecided={() => setPicked([])} />
        </AlertBannerProvider>
      )}
      <ListTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        visibleKeys={choice.visibleKeys}
        translate={t}
        label={t(title)}
        loading={result.isFetching || !options.ready}
        sort={list.state.sort}
        onSort={(sort) => list.setSort(sort ?? { key: 'createdAt', direction: 'desc' })}
        timeZone={options.timeZone}
        onRowClick={(row) => drawer.open(row.id)}
        selection={waitingPayouts.length > 0 ? {
          selectedKeys: selectedPayouts.map((row) => row.id),
          onChange: (keys) => setPicked(keys.map(String)),
          selectable: isPayoutWaiting,
          label: (row) => t(A.selectRow, { externalId: row.externalId }),
          allLabel: t(A.selectAll),
        } : undefined}
      />
      <ListPager
        pageIndex={list.state.pageIndex}
        pageSize={list.state.pageSize}
        total={result.data?.count ?? 0}
        totalIsCapped={result.data?.countIsCapped}
        hasNextPage={!!answered?.nextCursor}
        onChange={list.setPage}
      />
      <TransactionDrawer kind={kind} transactionId={drawer.openId} onClose={drawer.close} timeZone={options.timeZone} />
    </Card>
  );
}
