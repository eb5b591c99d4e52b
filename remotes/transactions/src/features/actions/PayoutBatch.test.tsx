import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTION_REFUSALS } from '@portal/contracts';
import { waitLimit, createTransactionActionHandlers, createTransactionDetailHandlers, createTransactionFakeState, findDemoUser } from '@portal/testing';
import { allActionRows, OTHER_REQUESTER, ROWS } from '../../test-support/action-rows';
import { renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { TransactionLookupPage } from '../lookup/TransactionLookupPage';

// A lookup page with its antd table and dialogs: more than jest's default 5 s on a loaded machine.
jest.setTimeout(30_000);
setupTransactionsServer();
// The rows of allActionRows() are today's (2 July 2025), in Test mode; only Date is faked.
runOnTodayInTestMode(new Date('2025-07-02T12:30:00Z'));

const SLOW = waitLimit(10_000);

function renderLookup(user = 'tenant@demo.test') {
  const state = createTransactionFakeState(allActionRows());
  const detail = createTransactionDetailHandlers({ state });
  // tenant@ asked for the second payout itself: four-eyes refuses its own request.
  const actions = createTransactionActionHandlers({
    state, userEmail: user, requestedBy: { [ROWS.payout.id]: OTHER_REQUESTER, [ROWS.ownPayout.id]: findDemoUser('tenant@demo.test').id },
  });
  server.use(...detail.handlers, ...actions.handlers);
  renderTransactions(<TransactionLookupPage kind="tenant" columnChoice={false} title="Transaction lookup" />,
    { user, route: '/transaction-management/transaction-lookup', rows: state.rows });
  return { state, store: actions.store };
}

describe('batch payout approval in the tenant lookup', () => {
  it('approves the ticked payouts waiting for approval, each on its own, and lists every outcome', async () => {
    const user = userEvent.setup();
    const { state, store } = renderLookup();
    const payoutBox = await screen.findByRole('checkbox', { name: `Select ${ROWS.payout.externalId}` }, SLOW);
    // Only payouts waiting for approval can be ticked: no box on other rows.
    expect(screen.queryByRole('checkbox', { name: `Select ${ROWS.sale.externalId}` })).toBeDisabled();
    // The bar loads with the first payout waiting for approval (its own chunk).
    const approve = await screen.findByRole('button', { name: 'Approve selected (0)' }, SLOW);
    expect(approve).toBeDisabled();
    await user.click(payoutBox);
    await user.click(screen.getByRole('checkbox', { name: `Select ${ROWS.ownPayout.externalId}` }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = (await screen.findByText('Approve the selected payouts (2)?', { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('1 of 2 done, 1 refused');
    const outcomes = await screen.findByRole('region', { name: 'Outcome of each payout' }, SLOW);
    const approvedRow = within(outcomes).getByText(ROWS.payout.externalId).closest('tr')!;
    expect(approvedRow).toHaveTextContent('Approved');
    const refusedRow = within(outcomes).getByText(ROWS.ownPayout.externalId).closest('tr')!;
    expect(refusedRow).toHaveTextContent('Refused');
    expect(refusedRow).toHaveTextContent(ACTION_REFUSALS.ownRequest.message);

    const [call] = store.calls;
    expect(call).toMatchObject({ endpoint: 'payoutApprovals', body: { transactions: [ROWS.payout.id, ROWS.ownPayout.id] }, status: 200 });
    expect(call!.headers).toMatchObject({ mode: 'Test' });
    expect(state.rows.find((r) => r.id === ROWS.payout.id)!.status).toBe('Approved');
    // The lookup reads its rows again: the approved payout can no longer be ticked.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: `Select ${ROWS.payout.externalId}` })).toBeDisabled(), SLOW);
  });

  it('declines the ticked payouts with an optional reason (an empty one is sent as "")', async () => {
    const user = userEvent.setup();
    const { store } = renderLookup();
    await user.click(await screen.findByRole('checkbox', { name: `Select ${ROWS.payout.externalId}` }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Decline selected (1)' }, SLOW));
    const dialog = (await screen.findByText('Decline the selected payouts (1)', { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('1 of 1 done, 0 refused');
    expect(store.calls[0]).toMatchObject({ endpoint: 'payoutDeclinations', body: { transactions: [ROWS.payout.id], reason: '' }, status: 200 });
  });

  it('offers no batch to a tenant user without the approvals permission', async () => {
    renderLookup('tenant-viewer@demo.test');
    await screen.findByText(ROWS.payout.externalId, {}, SLOW);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).not.toBeInTheDocument();
  });
});
