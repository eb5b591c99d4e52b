import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { HttpResponse } from 'msw';
import { TENANT_PAYMENT_ENDPOINTS as E, type TenantPendingPayment } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, renderWithProviders } from '@portal/testing';
import { resources } from '../../i18n';
import { server, setupTransactionsServer } from '../../test-support/render-transactions';
import { TenantPendingPaymentsPage } from './TenantPendingPaymentsPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);

const waiting: TenantPendingPayment = {
  id: crypto.randomUUID(), externalId: 'PO-7KQ2M9XA', tenantId: crypto.randomUUID(), merchantId: crypto.randomUUID(), merchantName: 'Blue Bottle Coffee Ltd',
  websiteId: null, amount: 12_345, currency: 'GBP', createdAt: '2026-07-02T10:00:00.000Z', beneficiaryName: 'Harbour Roasters',
  beneficiaryAccount: 'GB82WEST12345698765432', reference: 'Invoice 42', payeeConfirmation: 'Failed', requestedBy: 'Mia Merchant',
  payoutChannel: 'Acme GBP payouts',
};

describe('tenant pending payments page', () => {
  it("declines a merchant's payout with the reject-reason dialog's reason", async () => {
    const user = userEvent.setup();
    const declines: Array<{ body: unknown; requestId: string | null }> = [];
    server.use(
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
      ...declaredHandlers(E.pending, () => HttpResponse.json({ count: 1, data: [waiting] })),
      ...declaredHandlers(E.decline, ({ body, request }) => {
        declines.push({ body, requestId: request.headers.get('x-request-id') });
        return HttpResponse.json({ id: waiting.id, status: 'Declined' });
      }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><TenantPendingPaymentsPage title="Pending payments" /></App>, { user: 'tenant@demo.test', route: '/transaction-management/pending-payments' });

    const row = (await screen.findAllByText('PO-7KQ2M9XA', {}, SLOW))[0]!.closest('tr')!;
    expect(row).toHaveTextContent('Blue Bottle Coffee Ltd');
    expect(within(row).getByText('Failed')).toHaveClass('status-pill-negative');
    await user.click(within(row).getByRole('button', { name: 'Decline PO-7KQ2M9XA' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Payee check failed');
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await user.click(save);
    await waitFor(() => expect(declines).toHaveLength(1), SLOW);
    expect(declines[0]).toMatchObject({ body: { response: 'Rejected', rejectReason: 'Payee check failed' } });
    expect(declines[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Payment declined', {}, SLOW)).toBeInTheDocument();
  });

  it('names the banking channel a payout leaves through, and keeps Approve disabled with the reason beside it when there is none', async () => {
    const lira: TenantPendingPayment = { ...waiting, id: crypto.randomUUID(), externalId: 'PO-3TRY8LIR', currency: 'TRY', payoutChannel: null };
    server.use(
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
      ...declaredHandlers(E.pending, () => HttpResponse.json({ count: 2, data: [waiting, lira] })),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><TenantPendingPaymentsPage title="Pending payments" /></App>, { user: 'tenant@demo.test', route: '/transaction-management/pending-payments' });

    const row = (externalId: string) => screen.getAllByText(externalId)[0]!.closest('tr')!;
    await screen.findAllByText('PO-3TRY8LIR', {}, SLOW);
    expect(row('PO-7KQ2M9XA')).toHaveTextContent('Acme GBP payouts');
    expect(within(row('PO-7KQ2M9XA')).getByRole('button', { name: 'Approve PO-7KQ2M9XA' })).toBeEnabled();
    const approve = within(row('PO-3TRY8LIR')).getByRole('button', { name: 'Approve PO-3TRY8LIR' });
    expect(approve).toBeDisabled();
    expect(row('PO-3TRY8LIR')).toHaveTextContent('No channel in TRY');
    const note = 'No banking channel pays out TRY: add or activate a Payout channel in it under Settings › Banking channels before approving these payouts.';
    expect(screen.getByRole('alert')).toHaveTextContent(note);
    expect(approve).toHaveAccessibleDescription(`No channel in TRY ${note}`);
    expect(within(row('PO-3TRY8LIR')).getByRole('button', { name: 'Decline PO-3TRY8LIR' })).toBeEnabled();
  });
});
