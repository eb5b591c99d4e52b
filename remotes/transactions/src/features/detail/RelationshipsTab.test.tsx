import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemMode } from '@portal/api-client';
import { waitLimit, createTransactionActionHandlers, createTransactionDetailHandlers, createTransactionFakeState, fakeAllocation } from '@portal/testing';
import { allActionRows, ROWS } from '../../test-support/action-rows';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { TransactionDrawer } from './TransactionDrawer';

jest.setTimeout(30_000);
setupTransactionsServer();
beforeEach(() => setSystemMode('Test'));

const SLOW = waitLimit(10_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderDrawer(user: string) {
  const state = createTransactionFakeState(allActionRows());
  const tx = ROWS.sale;
  const actions = createTransactionActionHandlers({ state, userEmail: user, allocations: [fakeAllocation(tx, 'ACC-0042')] });
  // The list's static path before the detail fakes' api/crm/transactions/:transactionId (Fastify's router prefers it too).
  server.use(...actions.handlers, ...createTransactionDetailHandlers({ state }).handlers);
  renderTransactions(<TransactionDrawer kind="tenant" transactionId={tx.id} onClose={() => {}} timeZone="Europe/London" />, { user, rows: state.rows });
  return actions.store;
}

const openTab = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Relationships' }, SLOW));
  return screen.findByRole('cell', { name: 'ACC-0042' }, SLOW);
};

describe('the relationships tab (spec part 2 section 7.1: relationships, deallocate)', () => {
  it("lists the payment's allocations and ends one after a confirmation, with section 7.1's headers", async () => {
    const store = renderDrawer('tenant@demo.test');
    const cell = await openTab();
    const row = cell.closest('tr')!;
    expect(within(row).getByRole('cell', { name: '120,00 EUR' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Deallocate ACC-0042' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deallocate' }, SLOW));
    expect(await screen.findByText('The allocation to ACC-0042 has ended', {}, SLOW)).toBeInTheDocument();
    const call = store.calls.find((c) => c.endpoint === 'deallocate')!;
    expect(call.body).toEqual(expect.objectContaining({ transactionId: ROWS.sale.id, accountReference: 'ACC-0042', organizationId: ROWS.sale.merchantId }));
    expect(call.headers['x-request-id']).toMatch(UUID);
    expect(call.headers.systemmode).toBe('Test');
    // Read again: the allocation shows when it ended and offers nothing more.
    await waitFor(() => expect(within(screen.getByRole('cell', { name: 'ACC-0042' }).closest('tr')!).queryByRole('button', { name: /Deallocate/ })).toBeNull(), SLOW);
  });

  it('shows allocations without the button to a user who may not act', async () => {
    renderDrawer('platform@demo.test');
    const cell = await openTab();
    expect(within(cell.closest('tr')!).queryByRole('button', { name: /Deallocate/ })).toBeNull();
  });
});
