import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemMode } from '@portal/api-client';
import { APPROVAL_PAGES } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { waitLimit, createApprovalHandlers, createTransactionActionHandlers, createTransactionFakeState, findDemoUser } from '@portal/testing';
import { allActionRows, OTHER_REQUESTER, ROWS } from '../../test-support/action-rows';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { ApprovalsPage } from './ApprovalsPage';

// A list page with antd dialogs on a loaded machine: more than jest's default 5 s.
jest.setTimeout(60_000);
setupTransactionsServer();
beforeEach(() => setSystemMode('Test'));
const SLOW = waitLimit(10_000);
const TENANT = findDemoUser('tenant@demo.test').id;

/** The queue as tenant@ sees it: a refund and a payout another Acme user asked for, and a payout tenant@ asked for. */
function renderPage({ route = APPROVAL_PAGES.tenantQueue as string, language = 'en' as Language, user = 'tenant@demo.test' } = {}) {
  const state = createTransactionFakeState(allActionRows());
  const actions = createTransactionActionHandlers({
    state, userEmail: user, requestedBy: { [ROWS.waitingRefund.id]: OTHER_REQUESTER, [ROWS.payout.id]: OTHER_REQUESTER, [ROWS.ownPayout.id]: TENANT },
  });
  actions.store.reasons.set(ROWS.waitingRefund.id, 'Damaged goods');
  server.use(...actions.handlers, ...createApprovalHandlers({ state, actions: actions.store, userEmail: user }));
  renderTransactions(<ApprovalsPage title="Approvals" />, { user, rows: state.rows, route, language });
  return { state, store: actions.store };
}

const dialogTitled = async (title: RegExp | string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
const rowOf = async (externalId: string) => (await screen.findAllByText(externalId, {}, SLOW))[0]!.closest('tr')!;

describe('approvals page', () => {
  it('lists each waiting request with who asked, why, its payment and what is left; a row opens the dialog, Approve decides it', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderPage();
    const refund = await rowOf(ROWS.waitingRefund.externalId);
    expect(refund).toHaveTextContent('Vera Vance');
    expect(refund).toHaveTextContent('Damaged goods');
    expect(refund).toHaveTextContent(ROWS.paidSale.externalId);
    // 900.00 captured, 600.00 held by this refund: 300.00 left after it.
    expect(refund).toHaveTextContent(/300,00 EUR/);
    expect(await rowOf(ROWS.payout.externalId)).toHaveTextContent('Payout');

    await user.click(within(refund).getByText(ROWS.waitingRefund.externalId));
    const dialog = await dialogTitled(`Approve or decline ${ROWS.waitingRefund.externalId}`);
    const facts = within(dialog).getByTestId('approval-facts');
    for (const text of ['Vera Vance', 'Damaged goods', 'Refund', `${ROWS.paidSale.externalId}`, 'Left to refund after this', 'Waiting since', 'Test']) {
      expect(facts).toHaveTextContent(text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`${ROWS.waitingRefund.externalId} was approved`, {}, SLOW)).toBeInTheDocument();
    const approve = store.calls.find((c) => c.endpoint === 'approve')!;
    expect(approve.path).toContain(ROWS.waitingRefund.id);
    expect(approve.headers).toMatchObject({ mode: 'Test', 'website-id': ROWS.waitingRefund.websiteId });
    await waitFor(() => expect(screen.queryByText(ROWS.waitingRefund.externalId, { selector: 'td *, td' })).not.toBeInTheDocument(), SLOW);
  });

  it("opens a notification's request from the link and declines it with the reject-reason dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderPage({ route: APPROVAL_PAGES.tenantRequest(ROWS.payout.id) });
    const dialog = await dialogTitled(`Approve or decline ${ROWS.payout.externalId}`);
    expect(within(dialog).getByTestId('approval-facts')).toHaveTextContent('Vera Vance');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reason = await dialogTitled(`Decline ${ROWS.payout.externalId}`);
    await user.click(within(reason).getByRole('textbox'));
    await user.paste('Wrong beneficiary');
    await user.click(within(reason).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.calls.some((c) => c.endpoint === 'decline')).toBe(true), SLOW);
    expect(store.calls.find((c) => c.endpoint === 'decline')!.body).toEqual({ declineReason: 'Wrong beneficiary' });
    expect(await screen.findByText(`${ROWS.payout.externalId} was declined`, {}, SLOW)).toBeInTheDocument();
  });

  it("shows one's own request without Approve or Decline", async () => {
    renderPage({ route: APPROVAL_PAGES.tenantRequest(ROWS.ownPayout.id) });
    const dialog = await dialogTitled(`Approve or decline ${ROWS.ownPayout.externalId}`);
    expect(within(dialog).getByText('You asked for this: another approver decides it.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says so when a linked request no longer waits', async () => {
    renderPage({ route: APPROVAL_PAGES.tenantRequest(ROWS.sale.id) });
    expect(await screen.findByText(/no longer waiting for approval/, {}, SLOW)).toBeInTheDocument();
  });

  it('speaks Turkish: the dialog, its facts and the type', async () => {
    renderPage({ route: APPROVAL_PAGES.tenantRequest(ROWS.waitingRefund.id), language: 'tr' });
    const dialog = await dialogTitled(`${ROWS.waitingRefund.externalId} onaylansın mı, reddedilsin mi`);
    const facts = within(dialog).getByTestId('approval-facts');
    for (const text of ['İsteyen', 'Gerekçe', 'İade', 'Bundan sonra iade edilebilecek', 'Bekleme başlangıcı']) expect(facts).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeInTheDocument();
  });
});
