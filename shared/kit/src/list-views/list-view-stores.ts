import { LIST_VIEW_ENDPOINTS, type ListViewState } from '@portal/contracts';
import type { ColumnChoiceStore } from '../columns/column-choice';
import { callEndpoint } from '../resource/resource-call';
import type { SavedFilter } from '../saved-filters/saved-filter-state';
import type { SavedFilterStore } from '../saved-filters/use-saved-filters';

type StoredView = { id: string; name: string; state: ListViewState };
const toSaved = (view: StoredView): SavedFilter<ListViewState> => ({ id: view.id, name: view.name, payload: view.state });

/** A list's saved views on the server (ADR 0095), as the kit's saved-filter state machine reads them. */
export function serverViewStore(list: string): SavedFilterStore<ListViewState> {
  const E = LIST_VIEW_ENDPOINTS;
  return {
    load: async () => ((await callEndpoint(E.list, { query: { list }, silent: true })) as StoredView[]).map(toSaved),
    create: async (name, state) => toSaved(await callEndpoint(E.create, { body: { list, name, state }, silent: true }) as StoredView),
    update: async (id, change) => toSaved(await callEndpoint(E.update, { params: { id }, body: { name: change.name, state: change.payload }, silent: true }) as StoredView),
    remove: async (id) => {
      await callEndpoint(E.remove, { params: { id }, silent: true });
    },
  };
}

/** A list's column choice on the server (ADR 0095): per user and list. */
export function serverColumnStore(list: string): ColumnChoiceStore {
  const E = LIST_VIEW_ENDPOINTS;
  return {
    load: async () => ((await callEndpoint(E.columns, { query: { list }, silent: true })) as { columns: string[] | null }).columns,
    save: async (columns) => {
      await callEndpoint(E.saveColumns, { body: { list, columns } });
    },
  };
}
