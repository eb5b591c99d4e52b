import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  initialSavedFilterState, savedFilterReducer, type SavedFilter, type SavedFilterAction, type SavedFilterState,
} from './saved-filter-state';

/**
 * Where a list's saved filters live. The kit does not know the endpoints: a page plugs in its server calls
 * (or anything else) through this adapter, as it does for the column choice.
 */
export interface SavedFilterStore<Payload> {
  load(): Promise<SavedFilter<Payload>[]>;
  create(name: string, payload: Payload): Promise<SavedFilter<Payload>>;
  update(id: string, change: { name?: string; payload?: Payload }): Promise<SavedFilter<Payload>>;
  remove(id: string): Promise<void>;
}

export interface SavedFilterControls<Payload> {
  state: SavedFilterState<Payload>;
  /** Picks a filter of the list (null: none); the page applies it. */
  select(id: string | null): SavedFilter<Payload> | null;
  /** Each answers true on success, false on failure (the message is in `state.error`). */
  create(name: string, payload: Payload): Promise<boolean>;
  update(id: string, change: { name?: string; payload?: Payload }): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  reload(): Promise<void>;
  clearError(): void;
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : String(error));

/** Session storage: the selected filter of a list, so a reload finds it selected again. */
export const savedFilterSelectionKey = (listId: string) => `kit:saved-filter:${listId}`;

function storedSelection(listId: string): string | null {
  try {
    return window.sessionStorage.getItem(savedFilterSelectionKey(listId));
  } catch {
    return null;
  }
}

/**
 * The saved-filter state machine (savedFilterReducer) on a store: loads on mount (and when `listId` changes),
 * reloads after each create, update and delete, and keeps the selection per list in session storage.
 */
export function useSavedFilters<Payload>(listId: string, store: SavedFilterStore<Payload>): SavedFilterControls<Payload> {
  const [state, dispatch] = useReducer(
    savedFilterReducer as (s: SavedFilterState<Payload>, a: SavedFilterAction<Payload>) => SavedFilterState<Payload>,
    listId,
    (id) => initialSavedFilterState<Payload>(storedSelection(id)),
  );
  const storeRef = useRef(store);
  storeRef.current = store;
  const stateRef = useRef(state);
  stateRef.current = state;
  // Answers of a list no longer shown (another listId, an unmounted page) are dropped.
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = generation.current;
    dispatch({ type: 'load/start' });
    try {
      const savedFilters = await storeRef.current.load();
      if (mine === generation.current) dispatch({ type: 'load/success', savedFilters });
    } catch (error) {
      if (mine === generation.current) dispatch({ type: 'load/failure', error: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    generation.current += 1;
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [listId, reload]);

  const selectedId = state.selectedSavedFilter?.id ?? null;
  useEffect(() => {
    if (!state.initialized) return;
    try {
      if (selectedId) window.sessionStorage.setItem(savedFilterSelectionKey(listId), selectedId);
      else window.sessionStorage.removeItem(savedFilterSelectionKey(listId));
    } catch {
      // Storage off: the selection lasts as long as the page.
    }
  }, [listId, selectedId, state.initialized]);

  const run = useCallback(async (kind: 'create' | 'update' | 'delete', work: () => Promise<SavedFilterAction<Payload>>): Promise<boolean> => {
    dispatch({ type: `${kind}/start` } as SavedFilterAction<Payload>);
    try {
      dispatch(await work());
    } catch (error) {
      dispatch({ type: `${kind}/failure`, error: messageOf(error) } as SavedFilterAction<Payload>);
      return false;
    }
    await reload();
    return true;
  }, [reload]);

  return useMemo(() => ({
    state,
    select: (id) => {
      dispatch({ type: 'select', id });
      return id ? stateRef.current.savedFilters.find((f) => f.id === id) ?? null : null;
    },
    create: (name, payload) => run('create', async () => ({ type: 'create/success', savedFilter: await storeRef.current.create(name, payload) })),
    update: (id, change) => run('update', async () => ({ type: 'update/success', savedFilter: await storeRef.current.update(id, change) })),
    remove: (id) => run('delete', async () => {
      await storeRef.current.remove(id);
      return { type: 'delete/success', id };
    }),
    reload,
    clearError: () => dispatch({ type: 'error/clear' }),
  }), [state, run, reload]);
}
