import { apiFetch } from '@portal/api-client';
import {
  toLookupSearchParams, type TransactionColumn, type TransactionColumnChoice, type TransactionLookupPage, type TransactionLookupQuery,
} from '@portal/contracts';
import type { ColumnChoiceStore } from '@portal/kit';
import type { LookupPageDefinition } from '../lookup-pages';

/** One page of a lookup (the Mode header, added by apiFetch, picks Test or Live rows); the page shows its own error. */
export function fetchLookupPage(page: LookupPageDefinition, query: TransactionLookupQuery, signal?: AbortSignal): Promise<TransactionLookupPage> {
  return apiFetch<TransactionLookupPage>(`${page.listPath}?${toLookupSearchParams(query).toString()}`, { signal, silent: true });
}

/** The kit's column-choice store on the lookup's `-columns` calls: null until the user has chosen. */
export function serverColumnStore(page: LookupPageDefinition): ColumnChoiceStore {
  return {
    load: async () => {
      const answer = await apiFetch<TransactionColumnChoice>(page.columnsPath, { silent: true });
      return answer.isDefault ? null : answer.columns;
    },
    save: async (keys) => {
      await apiFetch<TransactionColumnChoice>(page.columnsPath, { method: 'PUT', json: { columns: keys as TransactionColumn[] }, silent: true });
    },
  };
}

/** The plain lookup shows the default columns: nothing stored, nothing to load. */
export const DEFAULT_COLUMNS_STORE: ColumnChoiceStore = { load: async () => null, save: async () => undefined };
