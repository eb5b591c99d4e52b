/**
 * @jest-environment node
 */
import { cursorOf, EMPTY_CURSOR_BOOK, listIdentity, noteCursor, parseListState, writeListState, normaliseSort, type ListSpec, type ListState } from './list-state';

const spec: ListSpec = {
  filterKeys: ['status', 'date', 'q'],
  sortKeys: ['createdAt', 'amount'],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  defaultFilters: () => ({ date: ['2025-01-01', '2025-01-01'] }),
};

describe('list state in the URL', () => {
  it('opens afresh with the defaults: first page, 20 rows, default sort and filters', () => {
    expect(parseListState(new URLSearchParams('other=1'), spec)).toEqual({
      filters: { date: ['2025-01-01', '2025-01-01'] }, sort: { key: 'createdAt', direction: 'desc' }, pageIndex: 0, pageSize: 20, tab: null, cursor: null,
    });
  });

  it('round-trips filters (one and several values), sort, page, size and tab, leaving foreign keys alone', () => {
    const state = { filters: { status: ['Captured', 'Declined'], q: 'TX-1' }, sort: { key: 'amount', direction: 'asc' as const }, pageIndex: 2, pageSize: 50, tab: 'b', cursor: 'WyIyMDI1Il0' };
    const tabbed = { ...spec, tabs: ['a', 'b'] };
    const query = writeListState(state, new URLSearchParams('other=1'), tabbed);
    expect(query.get('other')).toBe('1');
    expect(query.get('page')).toBe('3');
    expect(query.get('cursor')).toBe('WyIyMDI1Il0');
    expect(parseListState(query, tabbed)).toEqual(state);
  });

  it('keeps a cleared filter cleared once the list has been touched', () => {
    const query = writeListState({ filters: {}, sort: null, pageIndex: 0, pageSize: 20, tab: null, cursor: null }, new URLSearchParams(), spec);
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

  it('keeps a page\'s keyset cursor only past the first page (the first page needs no position)', () => {
    expect(parseListState(new URLSearchParams('page=3&cursor=abc'), spec).cursor).toBe('abc');
    expect(parseListState(new URLSearchParams('page=1&cursor=abc'), spec).cursor).toBeNull();
    expect(parseListState(new URLSearchParams('page=3&cursor='), spec).cursor).toBeNull();
    const first = writeListState({ filters: {}, sort: null, pageIndex: 0, pageSize: 20, tab: null, cursor: 'abc' }, new URLSearchParams(), spec);
    expect(first.has('cursor')).toBe(false);
  });
});

describe('a second list on a page (urlPrefix)', () => {
  const history: ListSpec = { ...spec, urlPrefix: 'history' };
  const state: ListState = { filters: { q: 'TX-9' }, sort: { key: 'amount', direction: 'desc' }, pageIndex: 1, pageSize: 50, tab: null, cursor: 'abc' };

  it('writes its keys after its prefix and leaves the main list\'s keys alone', () => {
    const query = writeListState(state, new URLSearchParams('q=TX-1&page=3&pageSize=20'), history);
    expect(query.toString()).toBe('q=TX-1&page=3&pageSize=20&history.q=TX-9&history.sort=amount&history.order=desc&history.page=2&history.pageSize=50&history.cursor=abc');
    expect(parseListState(query, history)).toEqual(state);
    expect(parseListState(query, spec)).toMatchObject({ filters: { q: 'TX-1' }, pageIndex: 2, pageSize: 20, cursor: null });
  });

  it('opens afresh when only the main list\'s keys are in the URL, and the main list when only its are', () => {
    expect(parseListState(new URLSearchParams('q=TX-1&page=3'), history)).toMatchObject({ pageIndex: 0, filters: { date: ['2025-01-01', '2025-01-01'] } });
    expect(parseListState(new URLSearchParams('history.page=3'), spec)).toMatchObject({ pageIndex: 0, filters: { date: ['2025-01-01', '2025-01-01'] } });
  });
});

describe('keyset cursors of visited pages', () => {
  const state = (change: Partial<ListState> = {}): ListState => ({
    filters: { status: 'Captured' }, sort: { key: 'createdAt', direction: 'desc' }, pageIndex: 0, pageSize: 20, tab: null, cursor: null, ...change,
  });

  it('knows the cursor noted for a page, and only for the same filters, sort and page size', () => {
    const id = listIdentity(state());
    const book = noteCursor(noteCursor(EMPTY_CURSOR_BOOK, id, 1, 'c1'), id, 2, 'c2');
    expect(cursorOf(book, id, 1)).toBe('c1');
    expect(cursorOf(book, id, 2)).toBe('c2');
    // A page never seen, and the first page, go by offset.
    expect(cursorOf(book, id, 5)).toBeNull();
    expect(cursorOf(book, id, 0)).toBeNull();
    // The page and its cursor do not make another identity; filters, sort and size do.
    expect(listIdentity(state({ pageIndex: 4, cursor: 'c4' }))).toBe(id);
    expect(cursorOf(book, listIdentity(state({ filters: { status: 'Declined' } })), 1)).toBeNull();
    expect(cursorOf(book, listIdentity(state({ sort: { key: 'createdAt', direction: 'asc' } })), 1)).toBeNull();
    expect(cursorOf(book, listIdentity(state({ pageSize: 50 })), 1)).toBeNull();
  });

  it('starts a new book for new filters and ignores an empty cursor (last page, offset-only sort)', () => {
    const id = listIdentity(state());
    const book = noteCursor(EMPTY_CURSOR_BOOK, id, 1, 'c1');
    expect(noteCursor(book, id, 2, null)).toBe(book);
    const other = listIdentity(state({ filters: { status: 'Declined' } }));
    const fresh = noteCursor(book, other, 1, 'd1');
    expect(fresh.cursors).toEqual({ 1: 'd1' });
    // Filters written in another order, or with an empty value, are the same list.
    expect(listIdentity(state({ filters: { a: '1', b: '2', c: '' } }))).toBe(listIdentity(state({ filters: { b: '2', a: '1' } })));
  });
});
