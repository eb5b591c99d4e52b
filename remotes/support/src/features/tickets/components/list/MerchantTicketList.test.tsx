import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { ticketFixture } from '@portal/testing';
import { pickOption } from '../../../../test-support/antd-select';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { TicketListPage } from './TicketListPage';

setupSupportServer();

/** Stands for the detail page: the opened ticket's id. */
function Opened() {
  return <p data-testid="opened">{useParams().ticketId}</p>;
}
jest.setTimeout(30_000);

const tickets = Array.from({ length: 12 }, (_, i) =>
  ticketFixture({ ticketId: `t-${i + 1}`, ticketNumber: i + 1, subject: `Ticket ${i + 1}`, label: i === 0 ? { labelId: 'label-1', value: 'Pending', color: '#FFD700', description: null, isDefault: true, position: 0 } : null }),
);

const listCalls = (calls: Array<{ path: string; query: string }>) =>
  calls.filter((c) => c.path.endsWith('/support/ticket/my')).map((c) => Object.fromEntries(new URLSearchParams(c.query)));

describe('ticket list paging', () => {
  it("pages with 'Rows:' and the page sizes 5, 10, 20, 50, 75, 100, and shows the label column", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<TicketListPage scope="merchant" openOnly={false} title="Support tickets" />, {
      user: 'merchant@demo.test', store: { tickets },
    });
    expect(await screen.findByText('Ticket 10')).toBeInTheDocument();
    expect(screen.queryByText('Ticket 11')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Label' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Rows:')).toBeInTheDocument();
    expect(listCalls(store.calls)[0]).toMatchObject({ pageIndex: '0', pageSize: '10', ticketChannelType: 'CustomerToTenantTicketChannel' });

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Ticket 12')).toBeInTheDocument();
    expect(listCalls(store.calls).at(-1)).toMatchObject({ pageIndex: '1', pageSize: '10' });

    await pickOption(user, 'Rows:', '5');
    const sizes = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((el) => el.getAttribute('title'));
    expect(sizes).toEqual(['5', '10', '20', '50', '75', '100']);
    await waitFor(() => expect(listCalls(store.calls).at(-1)).toMatchObject({ pageIndex: '0', pageSize: '5' }));
    expect(await screen.findByText('Ticket 5')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ticket 6')).not.toBeInTheDocument());
  });

  it('the support page starts with open tickets', async () => {
    const { store } = renderSupport(<TicketListPage scope="merchant" openOnly title="Support" />, { user: 'merchant@demo.test', store: { tickets } });
    await waitFor(() => expect(listCalls(store.calls)[0]).toMatchObject({ status: 'Opened' }));
  });
});

describe('ticket list rows (issue 16)', () => {
  const rows = [
    ticketFixture({ ticketId: 'u-1', ticketNumber: 1, subject: 'Unread one', unreadCount: 2, category: 'Billing', label: { labelId: 'l-1', value: 'In progress', color: '#6495ED', description: null, isDefault: true, position: 0 } }),
    ticketFixture({ ticketId: 'r-1', ticketNumber: 2, subject: 'Read one', unreadCount: 0, label: { labelId: 'l-2', value: 'Refunds', color: '#eeeeee', description: null, isDefault: false, position: 1 } }),
  ];

  it('styles every subject as the same link, the unread count beside it, and keeps dates on one line', async () => {
    renderSupport(<TicketListPage scope="merchant" openOnly={false} title="Support tickets" />, { user: 'merchant@demo.test', store: { tickets: rows } });
    const unread = await screen.findByText('Unread one');
    const read = screen.getByText('Read one');
    expect(unread.className).toBe(read.className);
    expect(unread.closest('.ant-badge')).toBeNull();
    expect(within(unread.closest('tr')!).getByTestId('unread-badge')).toHaveTextContent('2');
    const created = within(unread.closest('tr')!).getAllByRole('cell').at(-1)!;
    expect(created).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows categories and default label names in Turkish, a tenant label as typed', async () => {
    renderSupport(<TicketListPage scope="merchant" openOnly={false} title="Support tickets" />, { user: 'merchant@demo.test', language: 'tr', store: { tickets: rows } });
    const row = (await screen.findByText('Unread one')).closest('tr')!;
    expect(within(row).getByText('Faturalama')).toBeInTheDocument();
    expect(within(row).getByTestId('label-tag')).toHaveTextContent(/^Devam ediyor$/);
    expect(within(screen.getByText('Read one').closest('tr')!).getByTestId('label-tag')).toHaveTextContent(/^Refunds$/);
  });

  it('makes every subject a link to its ticket: focusable, Enter opens it (issue 16, keyboard)', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(
      <Routes>
        <Route path="/merchant/support-tickets" element={<TicketListPage scope="merchant" openOnly={false} title="Support tickets" />} />
        <Route path="/merchant/support-tickets/:ticketId" element={<Opened />} />
      </Routes>,
      { user: 'merchant@demo.test', route: '/merchant/support-tickets', store: { tickets: rows } },
    );
    const link = await screen.findByRole('link', { name: 'Read one' });
    expect(link).toHaveAttribute('href', '/merchant/support-tickets/r-1');
    expect(screen.getByRole('link', { name: 'Unread one' })).toHaveAttribute('href', '/merchant/support-tickets/u-1');
    link.focus();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('opened')).toHaveTextContent('r-1');
  });
});
