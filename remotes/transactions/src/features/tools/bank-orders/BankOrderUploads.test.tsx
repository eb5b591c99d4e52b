import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TRANSACTION_TOOL_ENDPOINTS, type BankOrder } from '@portal/contracts';
import { waitLimit, declaredHandlers } from '@portal/testing';
import { renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { BankOrderUploadsPage } from './BankOrderUploadsPage';

jest.setTimeout(60_000);
const SLOW = waitLimit(15_000);
setupTransactionsServer();
runOnTodayInTestMode(new Date('2025-07-02T12:00:00Z'));

const E = TRANSACTION_TOOL_ENDPOINTS;
const csv = (...lines: string[]) => new File([['date,reference,amount,currency,payer', ...lines].join('\r\n')], 'statement.csv', { type: 'text/csv' });

describe('bank-order uploads (issue 13 part C)', () => {
  it('checks a chosen CSV at once: the bad line by its number and why; a file without the header cannot be sent', async () => {
    const uploads: number[] = [];
    server.use(
      ...declaredHandlers(E.bankOrders, () => HttpResponse.json({ count: 0, countIsCapped: false, data: [] as BankOrder[] })),
      ...declaredHandlers(E.uploadBankOrder, () => { uploads.push(1); return HttpResponse.json({}, { status: 500 }); }, { checkResponse: false }),
    );
    const user = userEvent.setup();
    const { container } = renderTransactions(<BankOrderUploadsPage title="Bank order uploads" />, { user: 'tenant@demo.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank order uploads' }, SLOW)).toBeInTheDocument();
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input(), csv('2025-07-01,TX-BBC-0001,10.00,EUR,Ada', '2025-02-30,TX-BBC-0002,10.00,EUR,Ada', '2025-07-01,TX-BBC-0003,12.345,EUR,Bo'));
    expect(await screen.findByText('3 lines read: 1 ready, 2 with an error (kept as Invalid)', {}, SLOW)).toBeInTheDocument();
    const bad = screen.getByText('Lines with an error').closest('.ant-table-wrapper') as HTMLElement;
    const rows = within(bad).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['3The date must be a real day written YYYY-MM-DD', '4The amount must be above zero with at most 2 decimals for EUR']);

    await user.upload(input(), new File(['when,what\r\n1,2'], 'other.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The first line must be the header: date,reference,amount,currency,payer', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });

  it('refuses to send without a bank name and a valid account number, and says so in Turkish', async () => {
    server.use(...declaredHandlers(E.bankOrders, () => HttpResponse.json({ count: 0, countIsCapped: false, data: [] as BankOrder[] })));
    const user = userEvent.setup();
    renderTransactions(<BankOrderUploadsPage title="Bank order uploads" />, { user: 'tenant@demo.test', language: 'tr' });
    await user.click(await screen.findByRole('button', { name: 'Yükle' }, SLOW));
    await waitFor(() => expect(screen.getByText('Banka adını girin (en fazla 100 karakter)')).toBeInTheDocument(), SLOW);
    expect(screen.getByText('Banka talimatının CSV dosyasını seçin')).toBeInTheDocument();
  });
});
