import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemMode } from '@portal/api-client';
import { ACTION_REFUSALS, type TransactionLookupKind, type TransactionRecord } from '@portal/contracts';
import { portalI18n, type Language } from '@portal/i18n';
import {
  createApprovalHandlers, createTransactionActionHandlers, createTransactionDetailHandlers, createTransactionFakeState, findDemoUser,
  chooseOption, waitLimit,
} from '@portal/testing';
import { allActionRows, OTHER_REQUESTER, ROWS } from '../../test-support/action-rows';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { TransactionDrawer } from '../detail/TransactionDrawer';

// A drawer with antd tabs, dialogs and menus: more than jest's default 5 s on a loaded machine.
jest.setTimeout(30_000);
setupTransactionsServer();
beforeEach(() => setSystemMode('Test'));
afterEach(async () => {
  await act(() => portalI18n().changeLanguage('en'));
});

const SLOW = waitLimit(10_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderDrawer(tx: TransactionRecord, {
  user = 'tenant@demo.test', kind = 'tenant' as TransactionLookupKind, language = 'en' as Language, fourEyesThresholdMajor = undefined as number | undefined,
} = {}) {
  const state = createTransactionFakeState(allActionRows());
  const detail = createTransactionDetailHandlers({ state });
  const actions = createTransactionActionHandlers({
    state, userEmail: user, fourEyesThresholdMajor, requestedBy: { [ROWS.waitingRefund.id]: OTHER_REQUESTER, [ROWS.payout.id]: OTHER_REQUESTER },
  });
  server.use(...detail.handlers, ...actions.handlers, ...createApprovalHandlers({ state, actions: actions.store, userEmail: user }));
  renderTransactions(<TransactionDrawer kind={kind} transactionId={tx.id} onClose={() => {}} timeZone="Europe/London" />,
    { user, rows: state.rows, language });
  return { state, store: actions.store, detail: detail.store };
}

// antd's ids are all "test-id" under jest (rc-util's useId), so dialogs cannot be told apart by their labelled name.
const drawer = async () => (await screen.findByRole('group', { name: /Transaction detail|İşlem ayrıntısı/ }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
/** The Actions area once the balance has answered: its buttons' names, in order. */
async function offeredButtons(name = 'Actions'): Promise<string[]> {
  const group = await screen.findByRole('group', { name }, SLOW);
  return within(group).getAllByRole('button').map((b) => b.textContent ?? '');
}
/** The dialog of an action, by its title (antd modals are dialogs too; the drawer is the other). */
const actionDialog = async (title: RegExp | string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
const banner = () => screen.findByRole('status', {}, SLOW);

describe('transaction actions in the drawer: what is offered', () => {
  it('offers a captured sale its refunds, reversal, dispute and status check; more than three go into "More actions", keyboard reachable', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer(ROWS.sale);
    expect(await offeredButtons()).toEqual(['Refund', 'Change to refunded', 'Reverse', 'More actions']);
    const more = screen.getByRole('button', { name: 'More actions' });
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, SLOW);
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Open dispute', 'Check status']);
    // ArrowDown moves into the menu (jsdom has no layout, so rc-menu finds no next item to walk on to), Enter picks.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Open dispute'));
    // rc-menu reads the legacy keyCode a browser sets and user-event does not.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    const dialog = await actionDialog(/Open dispute/);
    expect(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue('120.00');
  });

  it('offers a reserved authorisation capture, void and status check', async () => {
    renderDrawer(ROWS.authorisation);
    expect(await offeredButtons()).toEqual(['Capture', 'Void', 'Check status']);
  });

  it("offers a refund waiting for another user's approval approve and decline", async () => {
    renderDrawer(ROWS.waitingRefund);
    expect(await offeredButtons()).toEqual(['Approve', 'Decline', 'Check status']);
  });

  it('shows in the approve dialog who asked, for which payment and what it has left, as the approvals page does (ADR 0071)', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer(ROWS.waitingRefund);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await actionDialog(`Approve: ${ROWS.waitingRefund.externalId}`);
    const facts = await within(dialog).findByTestId('approval-facts', {}, SLOW);
    for (const text of ['Vera Vance', ROWS.paidSale.externalId, 'Left to refund after this', 'Waiting since']) expect(facts).toHaveTextContent(text);
  });

  it('shows the same facts when declining a waiting request, above the reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer(ROWS.waitingRefund);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await actionDialog(`Decline ${ROWS.waitingRefund.externalId}`);
    const facts = await within(dialog).findByTestId('approval-facts', {}, SLOW);
    for (const text of ['Vera Vance', ROWS.paidSale.externalId, 'Left to refund after this']) expect(facts).toHaveTextContent(text);
    expect(within(dialog).getByRole('textbox', { name: /Reject reason/ })).toBeInTheDocument();
  });

  it('offers a payment the antifraud rules blocked approve, decline, status check and restriction reset', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer(ROWS.blocked);
    expect(await offeredButtons()).toEqual(['Approve', 'Decline', 'Check status', 'More actions']);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Reset restriction' }, SLOW)).toBeInTheDocument();
  });

  it('offers nothing to a tenant user without the action permissions', async () => {
    const { detail } = renderDrawer(ROWS.sale, { user: 'tenant-viewer@demo.test' });
    await within(await drawer()).findByRole('tab', { name: 'Balance' }, SLOW);
    await waitFor(() => expect(detail.calls.some((c) => c.endpoint === 'checkBalance')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers a merchant nothing, and does not ask for the balance to decide it', async () => {
    const { detail } = renderDrawer(ROWS.sale, { user: 'merchant@demo.test', kind: 'merchant' });
    await within(await drawer()).findByRole('tab', { name: 'Balance' }, SLOW);
    await waitFor(() => expect(detail.calls.some((c) => c.endpoint === 'details')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    expect(detail.calls.some((c) => c.endpoint === 'checkBalance')).toBe(false);
  });

  it('lets platform staff approve only, by StatusChange with actionType and the tenant header', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.blocked, { user: 'platform@demo.test', kind: 'platform' });
    expect(await offeredButtons()).toEqual(['Approve', 'Decline']);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await actionDialog(/Approve/);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await banner()).toHaveTextContent('Approved');
    const [call] = store.calls;
    expect(call).toMatchObject({ endpoint: 'statusChange', body: { actionType: 'Approve' }, status: 200 });
    expect(call!.headers).toMatchObject({ tenantid: ROWS.blocked.tenantId, systemmode: 'Test', 'website-id': ROWS.blocked.websiteId });
  });
});

describe('transaction actions in the drawer: dialogs, headers, outcomes', () => {
  it('refunds part of a payment: amount checked, headers with a fresh request id, success banner, drawer refreshed', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.sale);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await actionDialog(/Refund: TX-ACT-0001/);
    // The mode the refund runs in, in the dialog itself (the row is a Test one).
    expect(within(dialog).getByTestId('action-mode')).toHaveTextContent('Test mode — no real money moves');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (EUR)' });
    // The most that may be refunded by default.
    expect(amount).toHaveValue('120.00');
    const submit = within(dialog).getByRole('button', { name: 'Refund' });

    await user.clear(amount);
    await user.type(amount, '120,01');
    expect(amount).toHaveValue('120.01');
    // Errors show once the box is left (the form engine's rule); Refund is disabled at once.
    await user.tab();
    expect(await within(dialog).findByText('At most 120,00 EUR can be refunded')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '10.005');
    await user.tab();
    expect(await within(dialog).findByText('EUR amounts have at most 2 decimals')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(await within(dialog).findByText('Enter an amount greater than zero')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '10.50');
    // A reason is a value, not typing under test: pasted at once (a render of the dialog per key otherwise).
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }));
    await user.paste('Customer returned one cup');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await banner()).toHaveTextContent('Refund created');
    expect(store.calls).toHaveLength(1);
    const [call] = store.calls;
    expect(call).toMatchObject({ endpoint: 'refund', body: { amount: 1050, reason: 'Customer returned one cup' }, status: 200 });
    expect(call!.headers['x-request-id']).toMatch(UUID);
    expect(call!.headers).toMatchObject({ systemmode: 'Test', 'website-id': ROWS.sale.websiteId });
    expect(call!.headers.tenantid).toBeUndefined();
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());

    // The drawer reads the transaction again: the refund among the related rows, the balance what remains.
    const detail = await drawer();
    await user.click(within(detail).getByRole('tab', { name: 'Related' }));
    expect(await within(detail).findByText('TX-ACT-0001-R1', {}, SLOW)).toBeInTheDocument();
    await user.click(within(detail).getByRole('tab', { name: 'Balance' }));
    const refundable = await within(detail).findByText('Can still be refunded', {}, SLOW);
    expect(refundable.closest('tr')).toHaveTextContent('109,50 EUR');
  });

  it('sends a retry after a server failure with the same request id, and a new action with a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.sale);
    store.failNext('refund', 500);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    let dialog = await actionDialog(/Refund: /);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent('The action did not go through');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await banner()).toHaveTextContent('Refund created');
    expect(store.calls.map((c) => c.status)).toEqual([500, 200]);
    expect(store.calls[1]!.headers['x-request-id']).toBe(store.calls[0]!.headers['x-request-id']);
    expect(store.calls[1]!.body).toEqual({ amount: 500 });

    // Another opening of the dialog is another user action: a new id.
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    dialog = await actionDialog(/Refund: /);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(store.calls).toHaveLength(3));
    expect(store.calls[2]!.headers['x-request-id']).toMatch(UUID);
    expect(store.calls[2]!.headers['x-request-id']).not.toBe(store.calls[0]!.headers['x-request-id']);
  });

  it("offers a retry of the same request when the action quota says to wait, with the server's reason", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.sale);
    store.failNext('refund', 429);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await actionDialog(/Refund: /);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent('The action did not go through (Too many actions in one minute: nothing was done.');
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await banner()).toHaveTextContent('Refund created');
    expect(store.calls.map((c) => c.status)).toEqual([429, 200]);
    expect(store.calls[1]!.headers['x-request-id']).toBe(store.calls[0]!.headers['x-request-id']);
  });

  it('sends a double-clicked submit once: the button waits while the call is in flight', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.authorisation);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const dialog = await actionDialog(/Check status: /);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Check status' }));
    expect(await banner()).toHaveTextContent('The provider reports the transaction Reserved');
    expect(store.calls).toHaveLength(1);
    expect(store.calls[0]).toMatchObject({ endpoint: 'checkStatus', status: 200 });
  });

  it("shows the server's refusal (409) exactly in the failed banner and refreshes the drawer", async () => {
    const user = userEvent.setup({ delay: null });
    const { state, store, detail } = renderDrawer(ROWS.sale);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    const dialog = await actionDialog(/Reverse: /);
    // Meanwhile somebody else refunded part of the payment: a reversal is no longer allowed.
    state.rows.push({ ...ROWS.sale, id: '5e1ec7ed-0000-4000-8000-0000000000ff', externalId: 'TX-ACT-0001-R9', type: 'Refund', status: 'Successful',
      amount: 100, parentId: ROWS.sale.id, parentExternalId: ROWS.sale.externalId });
    const balanceCalls = detail.calls.filter((c) => c.endpoint === 'checkBalance').length;
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent(ACTION_REFUSALS.notReversible.message);
    expect(within(failed).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(store.calls[0]).toMatchObject({ endpoint: 'reversal', status: 409 });
    await waitFor(() => expect(detail.calls.filter((c) => c.endpoint === 'checkBalance').length).toBeGreaterThan(balanceCalls));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument());
  });

  it('declines through the reject-reason dialog: Save disabled while empty, the reason required, the Mode header', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.waitingRefund);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await actionDialog('Decline TX-ACT-0004');
    const reason = within(dialog).getByRole('textbox', { name: 'Reject reason' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(reason);
    await user.type(reason, '   ');
    await user.tab();
    expect(await within(dialog).findByText('Reject reason is required')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(reason);
    await user.paste('Duplicate of an earlier refund');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await banner()).toHaveTextContent('Declined');
    const [call] = store.calls;
    expect(call).toMatchObject({ endpoint: 'decline', status: 200 });
    expect((call!.body as { declineReason: string }).declineReason).toContain('Duplicate of an earlier refund');
    expect(call!.headers).toMatchObject({ mode: 'Test' });
    expect(call!.headers['x-request-id']).toMatch(UUID);
  });

  it('opens a dispute with a reason code from the transaction\'s dispute codes', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.sale);
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open dispute' }, SLOW));
    const dialog = await actionDialog(/Open dispute: /);
    const submit = within(dialog).getByRole('button', { name: 'Open dispute' });
    await waitFor(() => expect(submit).toBeDisabled());
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Dispute reason code' }), '13.1 · Merchandise or services not received');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await banner()).toHaveTextContent('Dispute opened');
    expect(store.calls[0]).toMatchObject({ endpoint: 'dispute', body: { amount: 12000, reasonCode: '13.1' }, status: 200 });
  });

  it('resends a webhook from the events tab and shows the row delivered', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderDrawer(ROWS.sale);
    const detail = await drawer();
    await user.click(within(detail).getByRole('tab', { name: 'Events' }));
    // The fixture's second event failed (3 attempts, 500); the first was delivered.
    const failedRow = (await within(detail).findByText('transaction.captured', {}, SLOW)).closest('tr')!;
    expect(failedRow).toHaveTextContent('Failed');
    await user.click(within(failedRow).getByRole('button', { name: 'Resend webhook (transaction.captured)' }));
    expect(await banner()).toHaveTextContent('The webhook was delivered again');
    expect(store.calls[0]).toMatchObject({ endpoint: 'resendWebhook', status: 200 });
    expect(store.calls[0]!.headers['x-request-id']).toMatch(UUID);
    await waitFor(() => expect(within(detail).getByText('transaction.captured').closest('tr')).toHaveTextContent(/Delivered.*4.*200/));
  });

  it('speaks Turkish in the refund dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderDrawer(ROWS.sale, { language: 'tr' });
    expect(await offeredButtons('İşlemler')).toEqual(['İade', 'İade edildi olarak işaretle', 'Ters kayıt yap', 'Diğer işlemler']);
    await user.click(screen.getByRole('button', { name: 'İade' }));
    const dialog = await actionDialog(/İade: TX-ACT-0001/);
    expect(within(dialog).getByTestId('action-mode')).toHaveTextContent('Test modu — gerçek para hareketi olmaz');
    const amount = within(dialog).getByRole('textbox', { name: 'Tutar (EUR)' });
    await user.clear(amount);
    await user.type(amount, '500');
    await user.tab();
    expect(await within(dialog).findByText('En fazla 120,00 EUR iade edilebilir')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Neden (isteğe bağlı)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeEnabled();
  });

  it("shows a refund above the four-eyes threshold created waiting for a second user's approval (the server's message)", async () => {
    const user = userEvent.setup({ delay: null });
    const { state, store } = renderDrawer(ROWS.sale, { fourEyesThresholdMajor: 50 });
    await offeredButtons();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await actionDialog(/Refund: /);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (EUR)' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await banner()).toHaveTextContent("The refund was created and waits for a second user's approval");
    const created = state.rows.find((row) => row.parentId === ROWS.sale.id)!;
    expect(created).toMatchObject({ type: 'Refund', status: 'WaitingForApproval', amount: 10000 });
    expect(store.requestedBy.get(created.id)).toBe(findDemoUser('tenant@demo.test').id);
  });
});
