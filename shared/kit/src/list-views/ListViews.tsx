import { useMemo } from 'react';
import type { ListViewState } from '@portal/contracts';
import type { ColumnChoice } from '../columns/column-choice';
import { activeFilters } from '../list/list-state';
import type { ResourceList } from '../resource/use-resource-list';
import { SavedFilters } from '../saved-filters/SavedFilters';
import { useSavedFilters } from '../saved-filters/use-saved-filters';
import { serverViewStore } from './list-view-stores';

export interface ListViewsProps<Row> {
  /** The resource's key: the server keeps views per list under it. */
  listKey: string;
  list: ResourceList<Row>;
  choice: ColumnChoice;
}

/**
 * A resource list's saved views (ADR 0095): the kit's saved filters holding the list's filters, sort, page size
 * and shown columns on the server; choosing one puts all four back.
 */
export function ListViews<Row>({ listKey, list, choice }: ListViewsProps<Row>) {
  const store = useMemo(() => serverViewStore(listKey), [listKey]);
  const controls = useSavedFilters<ListViewState>(`views:${listKey}`, store);
  const { state } = list.list;
  return (
    <SavedFilters<ListViewState>
      controls={controls}
      idPrefix={`${list.filterBar.idPrefix ?? listKey}-views`}
      current={() => ({
        filters: activeFilters(state.filters) as ListViewState['filters'],
        sort: state.sort ? { key: state.sort.key, direction: state.sort.direction } : null,
        pageSize: state.pageSize,
        columns: [...choice.visibleKeys],
      })}
      apply={(view) => {
        list.list.apply({ filters: view.filters, sort: view.sort, pageSize: view.pageSize });
        if (view.columns.length) choice.choose(view.columns);
      }}
    />
  );
}
