import { callApi } from '@portal/api-client';
import {
  SAVED_FILTER_ENDPOINTS,
  type SavedTransactionFilter, type SavedTransactionFilterRequest, type TransactionColumn,
} from '@portal/contracts';
import type { ColumnChoiceStore, SavedFilter, SavedFilterStore } from '@portal/kit';
import type { LookupPageDefinition } from '../lookup-pages';

/** The kit's column-choice store on the lookup's `-columns` calls: null until the user has chosen. */
export function serverColumnStore(page: LookupPageDefinition): ColumnChoiceStore {
  return {
    load: async () => {
      const answer = await callApi(page.endpoints.columns.get, { silent: true });
      return answer.isDefault ? null : answer.columns;
    },
    save: async (keys) => {
      await callApi(page.endpoints.columns.put, { body: { columns: keys as TransactionColumn[] }, silent: true });
    },
  };
}

/** The plain lookup shows the default columns: nothing stored, nothing to load. */
export const DEFAULT_COLUMNS_STORE: ColumnChoiceStore = { load: async () => null, save: async () => undefined };

/** The kit's saved-filter store on `reporting/transaction-filters` (ADR 0043): the caller's own of this lookup. */
export function serverSavedFilterStore(page: LookupPageDefinition): SavedFilterStore<SavedTransactionFilterRequest> {
  const E = SAVED_FILTER_ENDPOINTS;
  const toKit = (f: SavedTransactionFilter): SavedFilter<SavedTransactionFilterRequest> => ({ id: f.id, name: f.name, payload: f.request });
  return {
    load: async () => (await callApi(E.list, { query: { lookup: page.kind }, silent: true })).map(toKit),
    create: async (name, request) => toKit(await callApi(E.create, { body: { lookup: page.kind, name, request }, silent: true })),
    update: async (id, change) => toKit(await callApi(E.update, {
      params: { id }, body: { ...(change.name ? { name: change.name } : {}), ...(change.payload ? { request: change.payload } : {}) }, silent: true,
    })),
    remove: async (id) => {
      await callApi(E.remove, { params: { id }, silent: true });
    },
  };
}
