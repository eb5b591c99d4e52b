import { parseListState, writeListState, normaliseSort, type ListSpec } from './list-state';

const spec: ListSpec = {
  filterKeys: ['status', 'date', 'q'],
  sortKeys: ['createdAt', 'amount'],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultFilters: () => ({ date: ['2025-01-01', '2025-01-01'] }),
};

describe('list state in the URL', () => {
  it('opens afresh with the defaults: first page, 20 rows, default sort and filters', () => {
    expect(parseListState(new URLSearchParams('other=1'), spec)).toEqual({
      filters: { date: ['2025-01-01', '2025-01-01'] }, sort: { key: 'createdAt', direction: 'desc' }, pageIndex: 0, pageSize: 20, tab: null,
    });
  });

  it('round-trips filters (one and several values), sort, page, size and tab, leaving foreign keys alone', () => {
    const state = { filters: { status: ['Captured', 'Declined'], q: 'TX-1' }, sort: { key: 'amount', direction: 'asc' as const }, pageIndex: 2, pageSize: 50, tab: 'b' };
    const tabbed = { ...spec, tabs: ['a', 'b'] };
    const query = writeListState(state, new URLSearchParams('other=1'), tabbed);
    expect(query.get('other')).toBe('1');
    expect(query.get('page')).toBe('3');
    expect(parseListState(query, tabbed)).toEqual(state);
  });

  it('keeps a cleared filter cleared once the list has been touched', () => {
    const query = writeListState({ filters: {}, sort: null, pageIndex: 0, pageSize: 20, tab: null }, new URLSearchParams(), spec);
    expect(parseListState(query, spec).filters).toEqual({});
  });

  it('makes a sort without direction ascending and ignores a sort on an unknown key', () => {
    expect(parseListState(new URLSearchParams('sort=amount'), spec).sort).toEqual({ key: 'amount', direction: 'asc' });
    expect(parseListState(new URLSearchParams('sort=amount&order=sideways'), spec).sort).toEqual({ key: 'amount', direction: 'asc' });
    expect(parseListState(new URLSearchParams('sort=password'), spec).sort).toBeNull();
    expect(normaliseSort('x', 'descend')).toEqual({ key: 'x', direction: 'desc' });
  });

  it.each([['0', 0], ['-3', 0], ['abc', 0], ['4', 3]])('page=%s is page index %d', (page, index) => {
    expect(parseListState(new URLSearchParams(`page=${page}`), spec).pageIndex).toBe(index);
  });

  it.each([[5, 5], [75, 75], [100, 100], [30, 20], [1000, 20]])('pageSize=%d gives %d rows (5, 10, 20, 50, 75, 100 only)', (size, rows) => {
    expect(parseListState(new URLSearchParams(`pageSize=${size}`), spec).pageSize).toBe(rows);
  });
});
