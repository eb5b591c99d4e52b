import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketFixture } from '@portal/testing';
import { pickOption } from '../../../../test-support/antd-select';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { TicketListPage } from './TicketListPage';

setupSupportServer();
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
