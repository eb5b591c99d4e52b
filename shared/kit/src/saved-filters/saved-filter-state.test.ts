/**
 * @jest-environment node
 */
import { initialSavedFilterState, RELOADS_AFTER, savedFilterReducer, type SavedFilter, type SavedFilterAction, type SavedFilterState } from './saved-filter-state';

type P = { status: string };
const a: SavedFilter<P> = { id: 'a', name: 'Captured', payload: { status: 'Captured' } };
const b: SavedFilter<P> = { id: 'b', name: 'Declined', payload: { status: 'Declined' } };
const b2: SavedFilter<P> = { ...b, name: 'Declined today' };
const run = (state: SavedFilterState<P>, ...actions: Array<SavedFilterAction<P>>) => actions.reduce(savedFilterReducer<P>, state);
const loaded = (selected: SavedFilter<P> | null = null) => ({ ...run(initialSavedFilterState<P>(), { type: 'load/start' }, { type: 'load/success', savedFilters: [a, b] }), selectedSavedFilter: selected });

describe('saved-filter state machine (spec part 2 section 4)', () => {
  it('starts empty, not initialized, nothing in flight', () => {
    expect(initialSavedFilterState()).toEqual({
      savedFilters: [], selectedSavedFilter: null, loading: false, saving: false, deleting: false, error: null, initialized: false, autoSelectFilterId: null,
    });
  });

  it('load: loading, then the list and initialized; a failure keeps the message and still initializes', () => {
    const loading = run(initialSavedFilterState<P>(), { type: 'load/start' });
    expect(loading).toMatchObject({ loading: true, initialized: false });
    expect(run(loading, { type: 'load/success', savedFilters: [a, b] })).toMatchObject({ loading: false, initialized: true, savedFilters: [a, b], selectedSavedFilter: null });
    expect(run(loading, { type: 'load/failure', error: 'Network down' })).toMatchObject({ loading: false, initialized: true, error: 'Network down', savedFilters: [] });
  });

  it('a filter selected before a page reload is selected again when the list arrives', () => {
    const state = run(initialSavedFilterState<P>('b'), { type: 'load/start' }, { type: 'load/success', savedFilters: [a, b] });
    expect(state.selectedSavedFilter).toBe(b);
    expect(state.autoSelectFilterId).toBeNull();
    // One that no longer exists selects nothing.
    expect(run(initialSavedFilterState<P>('gone'), { type: 'load/success', savedFilters: [a] }).selectedSavedFilter).toBeNull();
  });

  it('select picks a filter of the list, null clears it', () => {
    expect(run(loaded(), { type: 'select', id: 'a' }).selectedSavedFilter).toBe(a);
    expect(run(loaded(a), { type: 'select', id: null }).selectedSavedFilter).toBeNull();
  });

  it('create: saving, then the new filter is auto-selected once the reloaded list has it', () => {
    const saving = run(loaded(a), { type: 'create/start' });
    expect(saving).toMatchObject({ saving: true, error: null });
    const created = run(saving, { type: 'create/success', savedFilter: b });
    expect(created).toMatchObject({ saving: false, autoSelectFilterId: 'b' });
    expect(RELOADS_AFTER).toContain('create/success');
    const reloaded = run(created, { type: 'load/start' }, { type: 'load/success', savedFilters: [a, b] });
    expect(reloaded.selectedSavedFilter).toBe(b);
    expect(reloaded.autoSelectFilterId).toBeNull();
  });

  it('create failure: not saving, the message kept, the selection unchanged', () => {
    expect(run(loaded(a), { type: 'create/start' }, { type: 'create/failure', error: 'Name taken' })).toMatchObject({
      saving: false, error: 'Name taken', selectedSavedFilter: a, autoSelectFilterId: null,
    });
  });

  it('update: the list reloads and the updated filter is re-selected (its new version)', () => {
    const updated = run(loaded(b), { type: 'update/start' }, { type: 'update/success', savedFilter: b2 });
    expect(updated).toMatchObject({ saving: false, autoSelectFilterId: 'b' });
    expect(RELOADS_AFTER).toContain('update/success');
    const reloaded = run(updated, { type: 'load/start' }, { type: 'load/success', savedFilters: [a, b2] });
    expect(reloaded.selectedSavedFilter).toBe(b2);
  });

  it('update failure: not saving, the message kept', () => {
    expect(run(loaded(b), { type: 'update/start' }, { type: 'update/failure', error: 'Not found' })).toMatchObject({ saving: false, error: 'Not found', selectedSavedFilter: b });
  });

  it('delete: deleting, then the selection clears and stays clear after the reload', () => {
    const deleting = run(loaded(b), { type: 'delete/start' });
    expect(deleting).toMatchObject({ deleting: true, error: null });
    const deleted = run(deleting, { type: 'delete/success', id: 'b' });
    expect(deleted).toMatchObject({ deleting: false, selectedSavedFilter: null, autoSelectFilterId: null });
    expect(RELOADS_AFTER).toContain('delete/success');
    expect(run(deleted, { type: 'load/start' }, { type: 'load/success', savedFilters: [a] }).selectedSavedFilter).toBeNull();
  });

  it('delete failure: not deleting, the selection kept, the message kept until cleared', () => {
    const failed = run(loaded(b), { type: 'delete/start' }, { type: 'delete/failure', error: 'Server down' });
    expect(failed).toMatchObject({ deleting: false, selectedSavedFilter: b, error: 'Server down' });
    expect(run(failed, { type: 'error/clear' }).error).toBeNull();
  });

  it('a reload keeps the selection as the fresh list has it, and drops it when gone', () => {
    expect(run(loaded(b), { type: 'load/success', savedFilters: [a, b2] }).selectedSavedFilter).toBe(b2);
    expect(run(loaded(b), { type: 'load/success', savedFilters: [a] }).selectedSavedFilter).toBeNull();
  });
});
