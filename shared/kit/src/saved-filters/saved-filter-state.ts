/**
 * The saved-filter state machine (spec part 2 section 4 "Saved filters"; ADR 0043), a pure reducer: load,
 * create, update and delete each with its loading and success or failure.
 * - After create the new filter is auto-selected and the list reloaded.
 * - After update the list reloads and the updated filter is re-selected.
 * - After delete the list reloads and the selection is cleared.
 * Auto-selection goes through `autoSelectFilterId`: set by a create or update success (or by the page, for the
 * filter selected before a reload), it picks the filter out of the next list that arrives, then clears.
 */

/** One saved filter as the kit sees it: what the page stores in it is `payload`. */
export interface SavedFilter<Payload> {
  id: string;
  name: string;
  payload: Payload;
}

export interface SavedFilterState<Payload> {
  savedFilters: SavedFilter<Payload>[];
  selectedSavedFilter: SavedFilter<Payload> | null;
  loading: boolean;
  saving: boolean;
  deleting: boolean;
  /** The last failure's message (null after a success or when closed). */
  error: string | null;
  /** The first load has answered (success or failure). */
  initialized: boolean;
  /** The filter to select once the list it is in arrives. */
  autoSelectFilterId: string | null;
}

export type SavedFilterAction<Payload> =
  | { type: 'load/start' }
  | { type: 'load/success'; savedFilters: SavedFilter<Payload>[] }
  | { type: 'load/failure'; error: string }
  | { type: 'create/start' }
  | { type: 'create/success'; savedFilter: SavedFilter<Payload> }
  | { type: 'create/failure'; error: string }
  | { type: 'update/start' }
  | { type: 'update/success'; savedFilter: SavedFilter<Payload> }
  | { type: 'update/failure'; error: string }
  | { type: 'delete/start' }
  | { type: 'delete/success'; id: string }
  | { type: 'delete/failure'; error: string }
  | { type: 'select'; id: string | null }
  | { type: 'error/clear' };

export function initialSavedFilterState<Payload>(autoSelectFilterId: string | null = null): SavedFilterState<Payload> {
  return {
    savedFilters: [], selectedSavedFilter: null, loading: false, saving: false, deleting: false, error: null, initialized: false, autoSelectFilterId,
  };
}

/** Actions after which the list is loaded again (the hook dispatches load/start and calls the store). */
export const RELOADS_AFTER: ReadonlyArray<SavedFilterAction<unknown>['type']> = ['create/success', 'update/success', 'delete/success'];

export function savedFilterReducer<Payload>(state: SavedFilterState<Payload>, action: SavedFilterAction<Payload>): SavedFilterState<Payload> {
  switch (action.type) {
    case 'load/start':
      return { ...state, loading: true, error: null };
    case 'load/success': {
      const { savedFilters } = action;
      // The filter waited for, else the selection as the fresh list has it (gone if somebody deleted it).
      const wanted = state.autoSelectFilterId ?? state.selectedSavedFilter?.id ?? null;
      const selectedSavedFilter = wanted ? savedFilters.find((f) => f.id === wanted) ?? null : null;
      return { ...state, savedFilters, selectedSavedFilter, loading: false, initialized: true, autoSelectFilterId: null };
    }
    case 'load/failure':
      return { ...state, loading: false, initialized: true, error: action.error };
    case 'create/start':
    case 'update/start':
      return { ...state, saving: true, error: null };
    case 'create/success':
    case 'update/success':
      return { ...state, saving: false, autoSelectFilterId: action.savedFilter.id };
    case 'create/failure':
    case 'update/failure':
      return { ...state, saving: false, error: action.error };
    case 'delete/start':
      return { ...state, deleting: true, error: null };
    case 'delete/success':
      return { ...state, deleting: false, selectedSavedFilter: null, autoSelectFilterId: null };
    case 'delete/failure':
      return { ...state, deleting: false, error: action.error };
    case 'select':
      return { ...state, selectedSavedFilter: action.id ? state.savedFilters.find((f) => f.id === action.id) ?? null : null };
    case 'error/clear':
      return { ...state, error: null };
    default:
      return state;
  }
}
