import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router';
import { useListState, type ListStateControls } from './use-list-state';
import type { ListSpec } from './list-state';

const spec: ListSpec = { filterKeys: ['status'], sortKeys: ['amount'] };
let controls: ListStateControls;

function List() {
  controls = useListState(spec);
  const { search } = useLocation();
  return <div><output>{search}</output><Link to="/elsewhere">away</Link></div>;
}
function Elsewhere() {
  const navigate = useNavigate();
  return <div><Link to="/list">menu link</Link><button onClick={() => navigate(-1)}>back</button></div>;
}

function setup(initial = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }, { path: '/elsewhere', element: <Elsewhere /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => window.sessionStorage.clear());

describe('useListState', () => {
  it('writes filters to the URL and starts again at the first page', () => {
    setup('/list?page=3&pageSize=20');
    act(() => controls.setFilters({ status: 'Captured' }));
    expect(screen.getByRole('status')).toHaveTextContent('status=Captured&page=1&pageSize=20');
    expect(controls.state.filters).toEqual({ status: 'Captured' });
  });

  it('Back after paging returns to the previous page', async () => {
    const router = setup();
    act(() => controls.setPage(1, 20));
    act(() => controls.setPage(2, 20));
    expect(controls.state.pageIndex).toBe(2);
    await act(() => router.navigate(-1));
    expect(controls.state.pageIndex).toBe(1);
  });

  it('Back from another screen restores the page, and a plain menu link brings back the last query', async () => {
    const router = setup();
    act(() => controls.setFilters({ status: 'Declined' }));
    act(() => controls.setPage(1, 20));
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(-1));
    expect(controls.state).toMatchObject({ pageIndex: 1, filters: { status: 'Declined' } });
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/list'));
    expect(router.state.location.search).toBe('?status=Declined&page=2&pageSize=20');
    expect(controls.state.pageIndex).toBe(1);
  });

  it('apply puts a whole view at once (a saved filter): filters, sort and page size, from the first page', () => {
    setup('/list?status=Declined&page=3&pageSize=20&cursor=abc');
    act(() => controls.apply({ filters: { status: ['Captured', 'Refunded'] }, sort: { key: 'amount', direction: 'desc' }, pageSize: 50 }));
    expect(screen.getByRole('status')).toHaveTextContent('status=Captured&status=Refunded&sort=amount&order=desc&page=1&pageSize=50');
    expect(controls.state).toMatchObject({ pageIndex: 0, pageSize: 50, cursor: null, sort: { key: 'amount', direction: 'desc' } });
  });

  it('a new page size starts at the first page; a sort without direction is ascending', () => {
    setup('/list?page=4&pageSize=20');
    act(() => controls.setPage(3, 50));
    expect(controls.state).toMatchObject({ pageIndex: 0, pageSize: 50 });
    act(() => controls.setSort({ key: 'amount', direction: 'desc' }));
    expect(screen.getByRole('status')).toHaveTextContent('sort=amount&order=desc');
  });

  it('reset returns to the defaults', () => {
    setup('/list?status=Declined&page=2');
    act(() => controls.reset());
    expect(controls.state).toMatchObject({ filters: {}, pageIndex: 0, pageSize: 20 });
  });

  it('Next goes by the cursor the server gave for the page shown; Back and a return to a seen page reuse it; a jump goes by offset', async () => {
    const router = setup('/list?status=Declined&page=1&pageSize=20');
    act(() => controls.noteNextCursor(controls.state, 'after-p1'));
    act(() => controls.setPage(1, 20));
    expect(controls.state).toMatchObject({ pageIndex: 1, cursor: 'after-p1' });
    expect(router.state.location.search).toContain('page=2&pageSize=20&cursor=after-p1');
    act(() => controls.noteNextCursor(controls.state, 'after-p2'));
    act(() => controls.setPage(2, 20));
    expect(controls.state.cursor).toBe('after-p2');
    // Page 3 answered no next cursor (an offset-only sort, or the last page); a jump to page 6 is by offset.
    act(() => controls.noteNextCursor(controls.state, null));
    act(() => controls.setPage(5, 20));
    expect(controls.state).toMatchObject({ pageIndex: 5, cursor: null });
    expect(router.state.location.search).not.toContain('cursor');
    // The pager back to page 2 knows its cursor; Back restores page 3 with its own from the URL.
    act(() => controls.setPage(1, 20));
    expect(controls.state.cursor).toBe('after-p1');
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(controls.state).toMatchObject({ pageIndex: 2, cursor: 'after-p2' });
    act(() => controls.setPage(0, 20));
    expect(controls.state.cursor).toBeNull();
  });

  it('drops the cursors when filters, sort or page size change (another list of rows)', () => {
    setup('/list?status=Declined&page=1&pageSize=20');
    act(() => controls.noteNextCursor(controls.state, 'after-p1'));
    act(() => controls.setPage(1, 20));
    act(() => controls.setFilters({ status: 'Captured' }));
    expect(controls.state).toMatchObject({ pageIndex: 0, cursor: null });
    act(() => controls.setPage(1, 20));
    expect(controls.state.cursor).toBeNull();
    act(() => controls.noteNextCursor({ ...controls.state, pageIndex: 0 }, 'captured-p1'));
    act(() => controls.setSort({ key: 'amount', direction: 'asc' }));
    act(() => controls.setPage(1, 20));
    expect(controls.state.cursor).toBeNull();
    act(() => controls.setPage(1, 50));
    expect(controls.state).toMatchObject({ pageIndex: 0, pageSize: 50, cursor: null });
  });

  it('a page opened from a link with its cursor is remembered: leaving it and coming back by the pager reuses the cursor', () => {
    setup('/list?page=4&pageSize=20&cursor=from-link');
    expect(controls.state).toMatchObject({ pageIndex: 3, cursor: 'from-link' });
    act(() => controls.setPage(0, 20));
    act(() => controls.setPage(3, 20));
    expect(controls.state.cursor).toBe('from-link');
  });

  it('keeps a second list of the page in its own keys: each pages on its own, Back restores either, a plain link both', async () => {
    let history: ListStateControls;
    function TwoLists() {
      controls = useListState({ ...spec, id: 'payments' });
      history = useListState({ id: 'payments', urlPrefix: 'history', filterKeys: [], defaultPageSize: 10 });
      const { search } = useLocation();
      return <div><output>{search}</output><Link to="/elsewhere">away</Link></div>;
    }
    const router = createMemoryRouter([{ path: '/list', element: <TwoLists /> }, { path: '/elsewhere', element: <Elsewhere /> }], { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    expect(history!.state).toMatchObject({ pageIndex: 0, pageSize: 10 });
    act(() => controls.setPage(1, 20));
    act(() => history.setPage(2, 10));
    expect(router.state.location.search).toBe('?page=2&pageSize=20&history.page=3&history.pageSize=10');
    expect(controls.state.pageIndex).toBe(1);
    act(() => history.setPage(3, 10));
    await act(() => router.navigate(-1));
    expect(history!.state.pageIndex).toBe(2);
    expect(controls.state.pageIndex).toBe(1);
    await act(() => router.navigate(-1));
    expect(history!.state.pageIndex).toBe(0);
    expect(controls.state.pageIndex).toBe(1);
    // A filter of the main list keeps the second list's page.
    act(() => history.setPage(2, 10));
    act(() => controls.setFilters({ status: 'Declined' }));
    expect(history!.state.pageIndex).toBe(2);
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/list'));
    expect(router.state.location.search).toBe('?history.page=3&history.pageSize=10&status=Declined&page=1&pageSize=20');
    expect(history!.state.pageIndex).toBe(2);
    // The second list's own change is what the plain link brings back when it came last.
    act(() => history.setPage(4, 10));
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/list'));
    expect(history!.state.pageIndex).toBe(4);
    expect(controls.state.filters).toEqual({ status: 'Declined' });
  });
});
