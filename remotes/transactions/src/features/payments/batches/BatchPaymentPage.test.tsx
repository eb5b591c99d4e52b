import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { HttpResponse } from 'msw';
import { PAYMENT_BATCH_ENDPOINTS, type PaymentBatchDetail, type PaymentBatchInput } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, renderWithProviders } from '@portal/testing';
import { resources } from '../../../i18n';
import { server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { BatchPaymentPage } from './BatchPaymentPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);
const HEADER = 'name,iban,country,accountNumber,bankCode,currency,amount,reference';

function fakeBatches() {
  const sent: Array<{ body: PaymentBatchInput; requestId: string | null }> = [];
  const handlers = declaredHandlers(PAYMENT_BATCH_ENDPOINTS.create, ({ body, request }) => {
    sent.push({ body: body as PaymentBatchInput, requestId: request.headers.get('x-request-id') });
    const detail: PaymentBatchDetail = {
      batch: {
        id: crypto.randomUUID(), fileName: 'suppliers.csv', mode: 'Test', status: 'WaitingForApproval', lines: 2, waiting: 2, paid: 0, declined: 0,
        totals: [{ currency: 'GBP', amount: 1975, count: 2 }], initiatedBy: { id: crypto.randomUUID(), name: 'Mia Merchant' }, decidedBy: null,
        declineReason: null, createdAt: '2026-11-25T10:00:00.000Z', decidedAt: null,
      },
      payments: [],
    };
    return HttpResponse.json(detail, { status: 201 });
  });
  return { sent, handlers };
}

const fileOf = (text: string, name = 'suppliers.csv') => new File([text], name, { type: 'text/csv' });

describe('batch payment page', () => {
  it('lists each bad line with its number and why and keeps Submit off; a good file shows its totals and is sent whole', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fake = fakeBatches();
    server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
    addRemoteResources(resources);
    const { container } = renderWithProviders(<App><BatchPaymentPage title="Batch payment" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/batch-payment' });
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    const submit = await screen.findByRole('button', { name: 'Submit batch' }, SLOW);

    await user.upload(input(), fileOf([HEADER, 'Roasters,GB82WEST12345698765432,,,,GBP,12.50,INV-1', 'Typo,GB82WEST12345698765433,,,,GBP,1.00,INV-2'].join('\n')));
    const bad = await screen.findByRole('table', { name: 'Lines with an error' }, SLOW);
    const row = within(bad).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('The IBAN check digits do not match: check for a typo');
    expect(screen.getByText('2 lines read: 1 ready, 1 with an error')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    const good = [HEADER, 'Roasters,GB82WEST12345698765432,,,,GBP,12.50,INV-1', 'Beans,GB33BUKB20201555555555,,,,GBP,7.25,INV-2'].join('\n');
    await user.upload(input(), fileOf(good));
    // The first file's one good line already showed its totals: wait for the second file's, not just the table.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Totals' })).getAllByRole('row')[1]).toHaveTextContent(/GBP\s*2\s*19,75/), SLOW);
    expect(screen.queryByRole('table', { name: 'Lines with an error' })).toBeNull();
    await waitFor(() => expect(submit).toBeEnabled(), SLOW);
    await user.click(submit);
    expect(await screen.findByText('Batch of 2 payments submitted: it waits for a second user to approve it', {}, SLOW)).toBeInTheDocument();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.body).toEqual({ fileName: 'suppliers.csv', csv: good });
    expect(screen.getByRole('link', { name: 'Open the batch summary' })).toHaveAttribute('href', '/merchant/payments/batch-summary');
  });
});
