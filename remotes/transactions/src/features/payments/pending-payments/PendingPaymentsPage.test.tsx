import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { MerchantPayment } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, findDemoUser, renderWithProviders } from '@portal/testing';
import { resources } from '../../../i18n';
import { createPaymentHandlers } from '../../../test-support/payment-handlers';
import { server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { PendingPaymentsPage } from './PendingPaymentsPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);

const payment = (externalId: string, initiatedBy: { id: string; name: string }): MerchantPayment => ({
  id: crypto.randomUUID(), externalId, beneficiaryId: crypto.randomUUID(), beneficiaryName: 'Harbour Roasters', beneficiaryAccount: 'GB82WEST12345698765432',
  amount: 1234, currency: 'GBP', status: 'WaitingForApproval', mode: 'Test', reference: `Invoice ${externalId}`, payeeConfirmation: 'Success',
  initiatedBy, decidedBy: null, declineReason: null, createdAt: '2025-07-02T10:00:00.000Z', decidedAt: null,
});

describe('pending payments page', () => {
  it("leaves one's own request to another user and declines a colleague's with the reject-reason dialog", async () => {
    const user = userEvent.setup();
    const me = findDemoUser('merchant@demo.test');
    const mine = payment('PO-MINE0001', { id: me.id, name: 'Mark Mercer' });
    const theirs = payment('PO-THEIRS01', { id: crypto.randomUUID(), name: 'Max Approver' });
    const fake = createPaymentHandlers({ payments: [mine, theirs] });
    server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
    addRemoteResources(resources);
    renderWithProviders(<App><PendingPaymentsPage title="Pending payments" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/pending-payments' });

    const ownRow = (await screen.findAllByText('PO-MINE0001', {}, SLOW))[0]!.closest('tr')!;
    expect(ownRow).toHaveTextContent('Your request: another user decides it');
    expect(within(ownRow).queryByRole('button', { name: /Approve/ })).toBeNull();
    const row = screen.getAllByText('PO-THEIRS01')[0]!.closest('tr')!;
    expect(row).toHaveTextContent('12,34 GBP');
    expect(within(row).getByText('Success')).toHaveClass('status-pill-positive');

    await user.click(within(row).getByRole('button', { name: 'Decline PO-THEIRS01' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Wrong beneficiary');
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await user.click(save);

    await waitFor(() => expect(fake.store.declines).toHaveLength(1), SLOW);
    expect(fake.store.declines[0]).toMatchObject({ id: theirs.id, body: { response: 'Rejected', rejectReason: 'Wrong beneficiary' } });
    expect(fake.store.declines[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Payment declined', {}, SLOW)).toBeInTheDocument();
  });

  it('once nothing waits, says so once and labels every column of the recent payments', async () => {
    const decided = { ...payment('PO-DONE0001', { id: crypto.randomUUID(), name: 'Max Approver' }), status: 'Approved' as const, decidedBy: { id: crypto.randomUUID(), name: 'Ada Admin' } };
    const fake = createPaymentHandlers({ payments: [decided] });
    server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
    addRemoteResources(resources);
    renderWithProviders(<App><PendingPaymentsPage title="Pending payments" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/pending-payments' });

    expect(await screen.findByText('No payments wait for approval.', {}, SLOW)).toBeInTheDocument();
    await screen.findAllByText('PO-DONE0001', {}, SLOW);
    // One empty state: the page's sentence, not the table's "No data" under it as well.
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getAllByText('No payments wait for approval.')).toHaveLength(1);
    // The sticky header is a table of its own, in the same frame as the rows'.
    const recent = screen.getAllByText('PO-DONE0001')[0]!.closest<HTMLElement>('.ant-table')!;
    const headers = within(recent).getAllByRole('columnheader');
    expect(headers.filter((header) => !(header.textContent ?? '').trim())).toEqual([]);
    expect(headers.map((header) => header.textContent)).toEqual(expect.arrayContaining(['Payment', 'Status', 'Decided by', 'Decline reason']));
    // The empty list of waiting payments keeps its labelled header too.
    const waiting = screen.getByText('No payments wait for approval.').closest<HTMLElement>('.ant-table')!;
    expect(within(waiting).getAllByRole('columnheader').filter((header) => !(header.textContent ?? '').trim())).toEqual([]);
  });
});
