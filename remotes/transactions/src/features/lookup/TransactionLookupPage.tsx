import { Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { TransactionLookupKind, TransactionLookupQuery, TransactionRecord } from '@portal/contracts';
import {
  AlertBanner, AlertBannerProvider, lazyPart, ResourceListPage, SavedFilters, todayPickerRange, useColumnChoice, useResourceList, useSavedFilters,
} from '@portal/kit';
import { T } from '../../i18n/texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { ExportButton } from '../export/ExportButton';
import { exportQueryOf } from '../export/export-query';
import { useTransactionExport } from '../export/use-transaction-export';
import { LazyTransactionDrawer } from '../detail/lazy-transaction-drawer';
import { useDrawerParam } from '../detail/use-drawer-param';
import { DEFAULT_COLUMNS_STORE, serverColumnStore, serverSavedFilterStore } from './api/lookup-api';
import { useLookupOptions } from './lookup-options';
import { LOOKUP_PAGES, lookupResource, type LookupPageDefinition } from './lookup-pages';
import { usePayoutBatch } from './payout-batch';

// The detail drawer with its tabs and actions loads when a transaction is first opened, not with the list (ADR 0115).
import { listViewOf, savedFilterRequestOf } from './saved-filter-request';
import { lookupColumns } from './transaction-columns';
import { lookupFieldOverrides } from './transaction-filters';

/** The batch bar (and the actions' code and texts it brings) loads once the page lists a payout waiting for approval. */
const LazyPayoutBatchBar = lazyPart(() => import(/* webpackChunkName: "payout-batch" */ '../actions/PayoutBatchBar').then((m) => m.PayoutBatchBar));

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
 * The transaction lookup of one user type on the kit's resource list page (ADR 0063): filters in the URL (date
 * range today by default), the one URL -> query conversion, paging (Next by the server's keyset cursor, other
 * pages by offset; "more than N" over a capped count), rows per mode. What is the lookup's own plugs into it:
 * the column choice, saved filters, the export of this list and the payout batch. What differs per user type
 * comes from LOOKUP_PAGES.
 */
export function TransactionLookupPage({ kind, columnChoice, title, listEndpoint }: TransactionLookupPageProps) {
  const { t } = useTransactionsTranslation();
  const page = useMemo((): LookupPageDefinition => {
    const own = LOOKUP_PAGES[kind];
    return listEndpoint ? { ...own, resource: lookupResource(kind, listEndpoint) } : own;
  }, [kind, listEndpoint]);
  const options = useLookupOptions();
  const fields = useMemo(() => lookupFieldOverrides(options, t), [options, t]);
  const columns = useMemo(() => lookupColumns(page, options, t), [page, options, t]);
  // Each route keeps its own last query and rows (v1, the column-choice v2 and the reporting service's copy).
  const { pathname } = useLocation();
  const lookup = useResourceList<TransactionRecord>(page.resource, { id: pathname, fields, defaults: todayPickerRange, silent: true });
  const { list } = lookup;
  const store = useMemo(() => (columnChoice ? serverColumnStore(page) : DEFAULT_COLUMNS_STORE), [columnChoice, page]);
  const choice = useColumnChoice(`transactions-${kind}-${columnChoice ? 'v2' : 'v1'}`, columns, store);
  // Saved filters (issue 10, ADR 0043): the list state and the visible columns, per user on the server.
  const savedFilterStore = useMemo(() => serverSavedFilterStore(page), [page]);
  const savedFilters = useSavedFilters(`transactions-${kind}`, savedFilterStore);
  // Export (issue 10): exactly this list (filters, sort, visible columns), every row, on the browser's clock.
  const exporter = useTransactionExport(page);
  // The detail drawer: a row click or a link with ?tx=<id> opens it (issue 10).
  const drawer = useDrawerParam();
  // Once opened the drawer stays mounted, so that it closes with its own motion and keeps its state.
  const [drawerUsed, setDrawerUsed] = useState(Boolean(drawer.openId));
  if (drawer.openId && !drawerUsed) setDrawerUsed(true);
  const batch = usePayoutBatch(kind, lookup.table.rows);

  return (
    <ResourceListPage<TransactionRecord>
      resource={page.resource}
      source={lookup}
      columns={columns}
      title={title}
      translate={(text) => t(text)}
      errorTitle={t(T.loadFailed)}
      idPrefix={`tx-${kind}`}
      columnChoice={{ choice, picker: columnChoice }}
      before={(
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
      )}
      actions={(
        <ExportButton
          running={exporter.running}
          disabled={!options.ready}
          onExport={() => void exporter.run(exportQueryOf(lookup.query as TransactionLookupQuery, choice.visibleKeys))}
        />
      )}
      aboveTable={(
        <>
          <AlertBanner alerts={exporter.alerts.alerts} onClose={exporter.alerts.close} />
          {batch.shown && (
            <AlertBannerProvider>
              <LazyPayoutBatchBar selected={batch.selected} onDecided={batch.clear} />
            </AlertBannerProvider>
          )}
        </>
      )}
      selection={batch.selection}
      onRowClick={(row) => drawer.open(row.id)}
    >
      {drawerUsed && (
        <Suspense fallback={null}>
          <LazyTransactionDrawer kind={kind} transactionId={drawer.openId} onClose={drawer.close} timeZone={lookup.timeZone} />
        </Suspense>
      )}
    </ResourceListPage>
  );
}
