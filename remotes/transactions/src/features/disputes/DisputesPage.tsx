import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getSystemMode } from '@portal/api-client';
import { type DisputeStatus } from '@portal/contracts';
import { FilterBar, FilterEmptyResult, filterKeysOf, ListPager, ListTable, useListState, type ListFilters, type ListSpec } from '@portal/kit';
import { PageTitle } from '@portal/ui';
import { DB } from '../../i18n/disputes-bulk-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { useLookupOptions } from '../lookup/lookup-options';
import { fetchDisputes, type DisputeQuery } from './dispute-api';
import { disputeColumns } from './dispute-columns';
import { disputeFields } from './dispute-filters';
import { DisputeDrawer } from './DisputeDrawer';

/** The open dispute in the URL (`?dispute=<id>`): a link opens the drawer on it. */
export const DISPUTE_PARAM = 'dispute';

const one = (v: ListFilters[string]) => (Array.isArray(v) ? v[0] : v) || undefined;

/** The list state's filters as the server's query. */
export function disputeQueryOf(filters: ListFilters, pageIndex: number, pageSize: number): DisputeQuery {
  return {
    pageIndex, pageSize,
    status: one(filters.status) as DisputeStatus | undefined,
    Customer: one(filters.Customer), reasonCode: one(filters.reasonCode)?.trim() || undefined, search: one(filters.search)?.trim() || undefined,
  };
}

/**
 * Disputes (crm/disputes and transaction-management/disputes/disputes-lookup, issue 13, ADR 0050): the tenant's
 * cases newest first, filtered in the URL by the list kit; a row opens the case with its evidence and actions.
 */
export function DisputesPage({ title }: { title: string }) {
  const { t } = useTransactionsTranslation();
  const options = useLookupOptions();
  const fields = useMemo(() => disputeFields(t, options.customers), [t, options.customers]);
  const columns = useMemo(() => disputeColumns(t, options.decimalPlaces, false), [t, options.decimalPlaces]);
  const spec = useMemo<ListSpec>(() => ({ filterKeys: filterKeysOf(fields), defaultSort: null }), [fields]);
  const list = useListState(spec);
  const query = disputeQueryOf(list.state.filters, list.state.pageIndex, list.state.pageSize);
  const result = useQuery({
    queryKey: ['disputes', 'list', getSystemMode(), query],
    queryFn: ({ signal }) => fetchDisputes(query, signal),
    placeholderData: keepPreviousData,
  });
  const [params, setParams] = useSearchParams();
  const openId = params.get(DISPUTE_PARAM);
  const setOpen = useCallback((id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(DISPUTE_PARAM, id);
    else next.delete(DISPUTE_PARAM);
    setParams(next);
  }, [params, setParams]);

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <FilterBar fields={fields} list={list} idPrefix="disputes" />
      {result.isError && <Alert type="error" showIcon title={t(DB.loadFailed)} description={result.error.message} style={{ marginBottom: 12 }} />}
      <ListTable
        rows={result.data?.data ?? []}
        rowKey={(row) => row.id}
        columns={columns}
        translate={t}
        label={t(title)}
        loading={result.isFetching}
        timeZone={options.timeZone}
        onRowClick={(row) => setOpen(row.id)}
        dense
        empty={result.isError || result.isFetching ? undefined : <FilterEmptyResult fields={fields} list={list} timeZone={options.timeZone} />}
      />
      <ListPager pageIndex={list.state.pageIndex} pageSize={list.state.pageSize} total={result.data?.count ?? 0} onChange={list.setPage} />
      <DisputeDrawer disputeId={openId} onClose={() => setOpen(null)} timeZone={options.timeZone} decimalPlaces={options.decimalPlaces} />
    </Card>
  );
}
