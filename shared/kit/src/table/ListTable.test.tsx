import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '../columns/column-def';
import { renderKit } from '../test-support/render-kit';
import { ListPager } from './ListPager';
import { ListTable, VIRTUAL_ABOVE_ROWS } from './ListTable';
import { useMemoryPages } from './use-memory-pages';
import { chooseOption } from '@portal/testing';

interface Row { id: string; amount: number; currency: string; status: string; at: string; rate: number; n: number }
const columns: ColumnDef<Row>[] = [
  { key: 'id', title: 'Id', value: (r) => r.id, alwaysShown: true },
  { key: 'amount', title: 'Amount', kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, sortable: true },
  { key: 'status', title: 'Status', kind: 'status', value: (r) => r.status, label: (s) => `~${s}` },
  { key: 'at', title: 'Created', kind: 'dateTimeSeconds', value: (r) => r.at, sortable: true },
  { key: 'rate', title: 'Success rate', kind: 'successRate', value: (r) => r.rate },
  { key: 'n', title: 'Count', kind: 'count', value: (r) => r.n, hiddenByDefault: true },
];
const row = (i: number): Row => ({ id: `R${i}`, amount: 123456 * i, currency: i % 2 ? 'GBP' : 'JPY', status: 'Declined', at: '2025-07-01T23:30:05Z', rate: 99.5, n: 12345 });

describe('ListTable', () => {
  it('writes each cell by its kind, in the user time zone', () => {
    renderKit(<ListTable rows={[row(1), row(2)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t.toUpperCase()} timeZone="Asia/Tokyo" />);
    const first = screen.getByRole('row', { name: /R1/ });
    expect(within(first).getByText('1.234,56 GBP')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /R2/ })).getByText('246.912 JPY')).toBeInTheDocument();
    expect(within(first).getByText('~Declined')).toHaveClass('status-pill-negative', 'ant-tag-red');
    expect(within(first).getByText('02/07/2025 08:30:05')).toBeInTheDocument();
    expect(within(first).getByText('99,50%')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /AMOUNT/ })).toBeInTheDocument();
  });

  it('names the clock of its date columns in their titles, and only there', () => {
    const { unmount } = renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} timeZone="Asia/Tokyo" />);
    const titles = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(titles).toContain('Created (Asia/Tokyo)');
    expect(titles.filter((title) => title?.includes('(Asia/Tokyo)'))).toHaveLength(1);
    unmount();
    // No known zone (the browser's clock): the title alone.
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Created');
  });

  it('writes a calendar day as the day itself on any clock, and names no clock in its title', () => {
    const day: ColumnDef<Row> = { key: 'day', title: 'Day (UTC)', kind: 'day', value: () => '2025-07-01' };
    // 14 hours ahead of UTC: noon UTC of the day is already the next day there.
    renderKit(<ListTable fit rows={[row(1)]} rowKey={(r) => r.id} columns={[columns[0]!, day]} translate={(t) => t} timeZone="Pacific/Kiritimati" />);
    expect(within(screen.getByRole('row', { name: /R1/ })).getByText('01/07/2025')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Day (UTC)']);
  });

  it("says what an empty list is when the page says so, and keeps a one-line column's cells on one line", () => {
    const { unmount } = renderKit(<ListTable rows={[]} rowKey={(r: Row) => r.id} columns={columns} translate={(t) => t} emptyText="No tickets" />);
    // In the secondary text colour: antd's own placeholder grey is below AA (ADR 0039).
    expect(screen.getByText('No tickets')).toHaveClass('ant-typography-secondary');
    expect(screen.getByText('No tickets').closest('.ant-table-placeholder')).not.toBeNull();
    unmount();
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={[{ ...columns[0]!, noWrap: true }, columns[2]!]} translate={(t) => t} />);
    const [id, status] = within(screen.getByRole('row', { name: /R1/ })).getAllByRole('cell');
    expect(id).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(status).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows only the chosen columns', () => {
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} visibleKeys={['id', 'n']} translate={(t) => t} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Id', 'Count']);
    expect(screen.getByText('12.345')).toBeInTheDocument();
  });

  it('sorts by a sortable header: ascending first, then descending, then ascending again', async () => {
    const onSort = jest.fn();
    const { rerender } = renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} sort={null} onSort={onSort} />);
    await userEvent.click(screen.getByRole('columnheader', { name: /Amount/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'asc' });
    rerender(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} sort={{ key: 'amount', direction: 'asc' }} onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('columnheader', { name: /Amount/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
    // Newest first by default: a click on the descending column turns it ascending (never back to "unsorted").
    rerender(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} sort={{ key: 'at', direction: 'desc' }} onSort={onSort} />);
    await userEvent.click(screen.getByRole('columnheader', { name: /Created/ }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'at', direction: 'asc' });
  });

  it('ticks rows for a batch action: named boxes, only the selectable rows, and none opens the row', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onRowClick = jest.fn();
    renderKit(
      <ListTable rows={[row(1), row(2), row(3)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} onRowClick={onRowClick}
        selection={{ selectedKeys: ['R3'], onChange, selectable: (r) => r.id !== 'R2', label: (r) => `Select ${r.id}`, allLabel: 'Select all rows' }} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select R2' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select R3' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select R1' }));
    expect(onChange).toHaveBeenLastCalledWith(['R3', 'R1']);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('lets the keyboard reach the sideways scroll, named after the list (en) or "Tablo" (tr)', () => {
    const { unmount } = renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} label="Transaction lookup" />);
    const region = screen.getByRole('region', { name: 'Transaction lookup' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('row', { name: /R1/ })).toBeInTheDocument();
    unmount();
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} />, { language: 'tr' });
    expect(screen.getByRole('region', { name: 'Tablo' })).toHaveAttribute('tabindex', '0');
  });

  it('says there is no data in the user language', () => {
    renderKit(<ListTable rows={[]} rowKey={(r: Row) => r.id} columns={columns} translate={(t) => t} />, { language: 'tr' });
    expect(screen.getAllByText('Veri yok').length).toBeGreaterThan(0);
  });

  it('draws a small table that fits its box: named, with its caption and header among its rows, nothing to scroll', () => {
    const { container } = renderKit(
      <ListTable fit rows={[row(1)]} rowKey={(r) => r.id} columns={[columns[0]!, { ...columns[4]!, header: () => <em>Rate</em> }]} translate={(t) => t} label="Figures" caption="The chart's figures" />,
    );
    const table = screen.getByRole('table', { name: 'Figures' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['IdRate', 'R199,50%']);
    expect(screen.getByText("The chart's figures")).toBeInTheDocument();
    expect(container.querySelector('.ant-table-small')).not.toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('makes a row a link when it goes somewhere: named, opened by click or Enter', async () => {
    const user = userEvent.setup();
    const open = jest.fn();
    renderKit(<ListTable fit rows={[row(1), row(2)]} rowKey={(r) => r.id} columns={[columns[0]!]} translate={(t) => t}
      rowLink={(r) => (r.id === 'R1' ? { label: `Open ${r.id}`, open: () => open(r.id) } : undefined)} />);
    expect(screen.queryByRole('link', { name: 'Open R2' })).not.toBeInTheDocument();
    screen.getByRole('link', { name: 'Open R1' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('link', { name: 'Open R1' }));
    expect(open.mock.calls).toEqual([['R1'], ['R1']]);
  });
});

describe('ListTable that scrolls sideways: key columns pinned, widths from the kinds', () => {
  const headerTexts = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
  const headerOf = (name: string) => screen.getByRole('columnheader', { name });

  it('pins the identifying column left and the amount and status right, at the ends, in antd\'s fixed cells', () => {
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} timeZone="Europe/London" />);
    // Declared Id, Amount, Status, Created, Success rate, Count: the amount, status and success rate move to the end.
    expect(headerTexts()).toEqual(['Id', 'Created (Europe/London)', 'Count', 'Amount', 'Status', 'Success rate']);
    expect(headerOf('Id')).toHaveClass('ant-table-cell-fix-start');
    for (const name of ['Amount', 'Success rate', 'Status']) expect(headerOf(name)).toHaveClass('ant-table-cell-fix-end');
    expect(headerOf('Created (Europe/London)')).not.toHaveClass('ant-table-cell-fix');
    // The body's cells are pinned as their headers, in the same order.
    const cells = within(screen.getByRole('row', { name: /R1/ })).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('R1');
    expect(cells[0]).toHaveClass('ant-table-cell-fix-start');
    expect(cells.at(-1)).toHaveTextContent('99,50%');
    expect(cells.at(-1)).toHaveClass('ant-table-cell-fix-end');
    // The shade at a pinned edge is drawn darker than antd's (the rule is in the page).
    expect(document.querySelector('.kit-list-table style')?.textContent).toContain('fix-end-shadow-show');
  });

  it('pins only the first of two amounts, at the end, and leaves the second in its place', () => {
    const two: ColumnDef<Row>[] = [columns[0]!, { ...columns[1]!, key: 'sales', title: 'Sales amount' }, { ...columns[1]!, key: 'refunds', title: 'Refunds amount' }, columns[3]!];
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={two} translate={(t) => t} />);
    expect(headerTexts()).toEqual(['Id', 'Refunds amount', 'Created', 'Sales amount']);
    expect(headerOf('Sales amount')).toHaveClass('ant-table-cell-fix-end');
    expect(headerOf('Refunds amount')).not.toHaveClass('ant-table-cell-fix');
  });

  it('pins the amount a row is judged by when the page names it, and no other amount', () => {
    const owed: ColumnDef<Row>[] = [columns[0]!, { ...columns[1]!, key: 'fees', title: 'Fees' }, { ...columns[1]!, key: 'due', title: 'Amount due', pin: 'right' }, columns[3]!];
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={owed} translate={(t) => t} />);
    expect(headerTexts()).toEqual(['Id', 'Fees', 'Created', 'Amount due']);
    expect(headerOf('Amount due')).toHaveClass('ant-table-cell-fix-end');
    expect(headerOf('Fees')).not.toHaveClass('ant-table-cell-fix');
  });

  it("follows a column's own pin: another column pinned, or none", () => {
    const own: ColumnDef<Row>[] = [
      { ...columns[0]!, pin: false },
      { ...columns[1]!, pin: false },
      { key: 'note', title: 'Refusal reason', value: () => 'Too late', pin: 'right' },
      columns[3]!,
      { key: 'actions', title: 'Actions', kind: 'actions', value: () => null, render: () => <button type="button">Open</button> },
    ];
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={own} translate={(t) => t} />);
    expect(headerTexts()).toEqual(['Id', 'Amount', 'Created', 'Refusal reason', 'Actions']);
    expect(headerOf('Id')).not.toHaveClass('ant-table-cell-fix');
    expect(headerOf('Amount')).not.toHaveClass('ant-table-cell-fix');
    expect(headerOf('Refusal reason')).toHaveClass('ant-table-cell-fix-end');
    expect(headerOf('Actions')).toHaveClass('ant-table-cell-fix-end');
  });

  it('gives each column its kind\'s width, room for a long title, and the sideways scroll their sum', () => {
    const declared = [{ ...columns[0]!, kind: 'id' as const }, columns[1]!, columns[3]!];
    const { container } = renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={declared} translate={(t) => t} timeZone="Europe/London" />);
    const widths = [...container.querySelector('.ant-table-body colgroup')!.querySelectorAll('col')].map((col) => col.style.width);
    // Id 170 (the identifying kind's), Created 230 (its zoned, sortable title: 23 characters), Amount 150 (money).
    expect(widths).toEqual(['170px', '230px', '150px']);
    expect(container.querySelector('.ant-table-body table')).toHaveStyle({ width: '550px' });
  });

  it('pins nothing on a phone (the pinned columns alone are wider than it), in the same column order', () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} timeZone="Europe/London" />);
      expect(headerTexts()).toEqual(['Id', 'Created (Europe/London)', 'Count', 'Amount', 'Status', 'Success rate']);
      for (const name of ['Id', 'Amount', 'Status']) expect(headerOf(name)).not.toHaveClass('ant-table-cell-fix');
    } finally {
      window.innerWidth = width;
    }
  });

  it('keeps a table that fits its box in its declared order, nothing pinned', () => {
    renderKit(<ListTable fit rows={[row(1)]} rowKey={(r) => r.id} columns={columns} translate={(t) => t} label="Figures" />);
    expect(headerTexts()).toEqual(['Id', 'Amount', 'Status', 'Created', 'Success rate', 'Count']);
    expect(document.querySelector('.ant-table-cell-fix')).toBeNull();
  });

  it('writes the totals row under its columns in the order shown', () => {
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={[columns[1]!, columns[0]!, columns[3]!]} translate={(t) => t}
      summary={{ cells: { id: 'Total', amount: '1.234,56 GBP' }, testId: 'total' }} />);
    expect(headerTexts()).toEqual(['Id', 'Created', 'Amount']);
    expect(within(screen.getByTestId('total')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', '', '1.234,56 GBP']);
  });
});

describe('ListTable on long pages', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i + 1));
  const renderRows = (n: number) => renderKit(<ListTable rows={rows(n)} rowKey={(r) => r.id} columns={columns} translate={(t) => t} label="Payments" />);
  const shownIds = (container: HTMLElement) => [...container.querySelectorAll('.ant-table-row')].map((r) => r.getAttribute('data-row-key'));

  it('keeps the header in view while the page scrolls (sticky header); a 100-row page is a real table with every row', () => {
    const { container } = renderRows(VIRTUAL_ABOVE_ROWS);
    const header = container.querySelector('.ant-table-header')!;
    expect(header).toHaveClass('ant-table-sticky-holder');
    expect(header).toHaveStyle({ top: '0px' });
    expect(within(header as HTMLElement).getByRole('columnheader', { name: /Amount/ })).toBeInTheDocument();
    expect(container.querySelector('.ant-table-tbody-virtual')).toBeNull();
    expect(shownIds(container)).toHaveLength(100);
    // Rows and cells a screen reader reads, the last one too (find-in-page sees it).
    expect(screen.getByRole('cell', { name: 'R100' })).toBeInTheDocument();
  });

  it('renders only a window of a table longer than the largest page (virtual scrolling), under a header outside the scrolled rows', () => {
    const { container } = renderRows(250);
    const holder = container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    expect(holder).not.toBeNull();
    // About 12 rows in view in a 600 px body; the scroll height stands for all 100.
    expect(holder).toHaveStyle({ maxHeight: '600px' });
    const first = shownIds(container);
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(25);
    expect(first[0]).toBe('R1');
    expect(screen.queryByText('R250')).not.toBeInTheDocument();
    const spacer = holder.firstElementChild as HTMLElement;
    expect(parseInt(spacer.style.height, 10)).toBeGreaterThan(20 * 250);
    // The header is not among the rows that scroll away, and the scrolled body is the named region keyboards reach.
    expect(holder.querySelector('.ant-table-thead, [role="columnheader"]')).toBeNull();
    expect(screen.getAllByRole('columnheader').length).toBeGreaterThan(0);
    expect(holder).toHaveAttribute('aria-label', 'Payments');

    // Scrolled to the end: the last rows come in, the first ones leave the DOM.
    act(() => {
      holder.scrollTop = parseInt(spacer.style.height, 10);
      fireEvent.scroll(holder);
    });
    const last = shownIds(container);
    expect(last).toContain('R250');
    expect(last).not.toContain('R1');
    expect(last.length).toBeLessThan(25);
  });
});

describe('ListTable: expanded rows and totals (a drawer tab), rows held in memory', () => {
  const small = [columns[0]!, columns[1]!, { key: 'note', title: 'Note', value: () => '', render: (r: Row) => <button type="button">Edit {r.id}</button> }];

  it('draws a totals row under the columns, each cell aligned as its column', () => {
    renderKit(
      <ListTable rows={[row(1), row(2)]} rowKey={(r) => r.id} columns={small} translate={(t) => t} fit label="Fees"
        summary={{ cells: { id: 'Total', amount: '3.703,68 GBP' }, testId: 'fees-total' }} />,
    );
    const table = screen.getByRole('table', { name: 'Fees' });
    expect(within(table).getByRole('button', { name: 'Edit R2' })).toBeInTheDocument();
    const total = screen.getByTestId('fees-total');
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', '3.703,68 GBP', '']);
    expect(within(total).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'right' });
  });

  it("opens a row's detail under it", async () => {
    renderKit(<ListTable rows={[row(1)]} rowKey={(r) => r.id} columns={small} translate={(t) => t} fit expandedRow={(r) => <pre>payload of {r.id}</pre>} />);
    expect(screen.queryByText('payload of R1')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    expect(screen.getByText('payload of R1')).toBeInTheDocument();
  });

  it('pages rows held in memory without a size choice, and starts again at the first page for other rows', async () => {
    function Lines({ lines }: { lines: Row[] }) {
      const pages = useMemoryPages(lines, 10);
      return <>{pages.rows.map((r) => <p key={r.id}>{r.id}</p>)}{pages.pager && <ListPager {...pages.pager} />}</>;
    }
    const { rerender } = renderKit(<Lines lines={Array.from({ length: 10 }, (_, i) => row(i + 1))} />, { language: 'en' });
    expect(screen.queryByTestId('list-pager')).toBeNull();
    const many = Array.from({ length: 25 }, (_, i) => row(i + 1));
    rerender(<Lines lines={many} />);
    expect(screen.queryByText('Rows:')).toBeNull();
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('3'));
    expect(screen.getAllByText(/^R\d+$/).map((p) => p.textContent)).toEqual(['R21', 'R22', 'R23', 'R24', 'R25']);
    rerender(<Lines lines={[...many, row(26)]} />);
    expect(screen.getByText('R1')).toBeInTheDocument();
  });
});

describe('ListPager', () => {
  it('offers Rows: 5, 10, 20, 50, 75, 100 and starts a new size at the first page', async () => {
    const onChange = jest.fn();
    renderKit(<ListPager pageIndex={2} pageSize={20} total={200} onChange={onChange} />, { language: 'en' });
    expect(screen.getByText('Rows:')).toBeInTheDocument();
    expect(screen.getByText('41-60 of 200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows:' }));
    const titles = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    await waitFor(() => expect(titles()).toEqual(['5', '10', '20', '50', '75', '100']));
    await chooseOption(userEvent, null, '75');
    expect(onChange).toHaveBeenLastCalledWith(0, 75);
    await userEvent.click(screen.getByTitle('4'));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
  });

  it('names its arrows in the user\'s language, not by their icons', async () => {
    const onChange = jest.fn();
    const { unmount } = renderKit(<ListPager pageIndex={0} pageSize={5} total={200} onChange={onChange} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 5);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'right' })).toBeNull();
    unmount();
    renderKit(<ListPager pageIndex={20} pageSize={5} total={200} onChange={onChange} />, { language: 'tr' });
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(onChange).toHaveBeenLastCalledWith(19, 5);
  });

  it('says "more than" when the server stopped counting', () => {
    renderKit(<ListPager pageIndex={0} pageSize={20} total={10000} totalIsCapped onChange={jest.fn()} />, { language: 'en' });
    expect(screen.getByText('1-20 of more than 10000')).toBeInTheDocument();
  });

  it('past a capped count, Next stays offered while the server has a next page, and stops on the last one', async () => {
    const onChange = jest.fn();
    const next = () => screen.getByTitle('Next Page');
    const { rerender } = renderKit(<ListPager pageIndex={499} pageSize={20} total={10000} totalIsCapped hasNextPage onChange={onChange} />, { language: 'en' });
    expect(screen.getByText('9981-10000 of more than 10000')).toBeInTheDocument();
    expect(next()).not.toHaveClass('ant-pagination-disabled');
    await userEvent.click(next());
    expect(onChange).toHaveBeenLastCalledWith(500, 20);
    rerender(<ListPager pageIndex={500} pageSize={20} total={10000} totalIsCapped hasNextPage={false} onChange={onChange} />);
    expect(screen.getByText('10001-10020 of more than 10000')).toBeInTheDocument();
    expect(screen.getByTestId('list-pager').querySelector('.ant-pagination-item-active')).toHaveTextContent('501');
    expect(next()).toHaveClass('ant-pagination-disabled');
    // An exact count ends the pages at the count.
    rerender(<ListPager pageIndex={4} pageSize={20} total={100} hasNextPage onChange={onChange} />);
    expect(next()).toHaveClass('ant-pagination-disabled');
  });
});
