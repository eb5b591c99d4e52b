import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TRANSACTION_TOOL_ENDPOINTS, type BankOrder, type BankOrderItem } from '@portal/contracts';
import { waitLimit, declaredHandlers } from '@portal/testing';
import { renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { BankOrderItemsDrawer } from './BankOrderItemsDrawer';
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

  it('matches an unmatched line by hand: a refused reference keeps what was typed, a found one says so and names who matched it', async () => {
    const order: BankOrder = {
      id: 'o1', tenantId: 't1', bankName: 'Barclays', accountNumber: '•••• 6819', fileName: 'statement.csv', uploadedBy: 'Tessa Tenant',
      createdAt: '2025-07-01T10:00:00.000Z', lines: 2, matched: 1, amountDiffers: 0, unmatched: 1, invalid: 0,
    };
    const line = (n: number, extra: Partial<BankOrderItem>): BankOrderItem => ({
      id: `l${n}`, lineNumber: n, valueDate: '2025-07-01', reference: `BANK-REF-${n}`, amount: 1000, currency: 'EUR', payer: 'Ada', status: 'Unmatched',
      error: null, transactionId: null, transactionExternalId: null, transactionAmount: null, matchedBy: null, matchedAt: null, ...extra,
    });
    let lines = [line(2, { status: 'Matched', transactionId: 'x1', transactionExternalId: 'TX-BBC-0001', transactionAmount: 1000 }), line(3, {})];
    const asked: string[] = [];
    server.use(
      ...declaredHandlers(E.bankOrderItems, () => HttpResponse.json({ count: lines.length, countIsCapped: false, data: lines })),
      ...declaredHandlers(E.matchBankOrderLine, ({ body }) => {
        const reference = (body as { transactionReference: string }).transactionReference;
        asked.push(reference);
        if (reference !== 'TX-BBC-0009') return HttpResponse.json({ error: `No transaction of this tenant has the reference ${reference}` }, { status: 400 });
        lines = [lines[0]!, line(3, { status: 'Matched', transactionId: 'x9', transactionExternalId: 'TX-BBC-0009', transactionAmount: 1000, matchedBy: 'Tessa Tenant', matchedAt: '2025-07-02T12:00:00.000Z' })];
        return HttpResponse.json({ status: 'Matched', transactionExternalId: 'TX-BBC-0009' });
      }),
    );
    const user = userEvent.setup();
    renderTransactions(<BankOrderItemsDrawer order={order} onClose={() => undefined} />, { user: 'tenant@demo.test' });
    // Only the unmatched line offers it.
    await user.click(await screen.findByRole('button', { name: 'Match line 3 by hand' }, SLOW));
    expect(screen.queryByRole('button', { name: 'Match line 2 by hand' })).not.toBeInTheDocument();
    const dialog = (await screen.findByText('Match line 3 by hand', { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
    const box = within(dialog).getByRole('textbox', { name: "Transaction's reference" });
    await user.click(within(dialog).getByRole('button', { name: 'Match' }));
    expect(await within(dialog).findByText("Enter the transaction's reference (at most 64 characters)")).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.type(box, 'TX-NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Match' }));
    expect(await within(dialog).findByText('No transaction of this tenant has the reference TX-NOPE', {}, SLOW)).toBeInTheDocument();
    expect(box).toHaveValue('TX-NOPE');
    await user.clear(box);
    await user.type(box, 'TX-BBC-0009');
    await user.click(within(dialog).getByRole('button', { name: 'Match' }));
    expect(await screen.findByText('Line 3 matched to TX-BBC-0009', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('TX-BBC-0009 (matched by Tessa Tenant)', {}, SLOW)).toBeInTheDocument();
    expect(asked).toEqual(['TX-NOPE', 'TX-BBC-0009']);
  });
});
