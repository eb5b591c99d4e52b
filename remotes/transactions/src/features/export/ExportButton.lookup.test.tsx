import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { EXPORT_SYNC_LIMIT, TRANSACTION_ENDPOINTS } from '@portal/contracts';
import { declaredHandlers } from '@portal/testing';
import {
  exportCalls, listParam, renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer,
} from '../../test-support/render-transactions';
import { TransactionLookupPage } from '../lookup/TransactionLookupPage';

// Full pages with antd tables: more than jest's default 5 s on a loaded machine.
jest.setTimeout(30_000);
setupTransactionsServer();
runOnTodayInTestMode(new Date('2025-07-02T12:00:00Z'));

const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const FILTERED = '/merchant/transaction-management/transaction-lookup?from=2025-06-30T12:00:00.000Z&to=2025-07-02T12:00:00.000Z'
  + '&status=Captured&status=Refunded&sort=amount&order=desc&page=2&pageSize=5';

/** What saveBlob handed the browser: the download's name and the file's text. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => { const url = `blob:${blobs.size}`; blobs.set(url, blob); return url; }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

describe('export of a transaction lookup', () => {
  it('sends exactly the filters, sort and visible columns with the browser\'s offset, and saves the file under the server\'s name', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', route: FILTERED });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));

    // Keyboard: the named button is reached and pressed like any other.
    const button = screen.getByRole('button', { name: 'Export' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));

    const [call] = exportCalls(store);
    expect(call!.path).toBe('/svc/merchant/api/transactions/csv');
    expect(call!.mode).toBe('Test');
    expect(listParam(call!.params, 'status')).toEqual(['Captured', 'Refunded']);
    expect(call!.params.get('from')).toBe('2025-06-29T23:00:00.000Z');
    expect(call!.params.get('to')).toBe('2025-07-02T23:00:00.000Z');
    expect(call!.params.get('sortField')).toBe('amount');
    expect(call!.params.get('sortDirection')).toBe('desc');
    // In the screen's order: the pinned status and amount last, as the table shows them.
    expect(listParam(call!.params, 'columns')).toEqual(['externalId', 'createdAt', 'websiteName', 'type', 'paymentMethod', 'card', 'customerEmail', 'status', 'amount']);
    expect(call!.params.get('timezoneOffset')).toBe(String(new Date().getTimezoneOffset()));
    // Every row, not the page on screen.
    expect(['pageIndex', 'pageSize', 'cursor'].filter((p) => call!.params.has(p))).toEqual([]);

    expect(saved[0]!.name).toBe('transactions-merchant-fake-Europe-London.csv');
    const lines = (await saved[0]!.blob.text()).trim().split('\r\n');
    expect(lines[0]).toBe('External id,Created,Website,Type,Payment method,Card,Customer e-mail,Status,Amount');
    expect(lines.slice(1).every((l) => /,(Captured|Refunded),/.test(l))).toBe(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("asks for the file in the portal's language: a Turkish reader's header reads as the Turkish table's", async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', language: 'tr' });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Dışa aktar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [header] = (await saved[0]!.blob.text()).trim().split('\r\n');
    expect(header).toBe('Harici kimlik,Oluşturulma,Web sitesi,Tür,Ödeme yöntemi,Kart,Müşteri e-postası,Durum,Tutar');
  });

  it('says the file will arrive as a notification when the server hands the export to a background job (en and tr)', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    const { store } = renderTransactions(<TransactionLookupPage kind="merchant" columnChoice={false} title="Transaction lookup" />, { user: 'merchant@demo.test', language: 'tr' });
    store.exportSyncLimit = 0;
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Dışa aktar' }));
    // The limit as every count on screen (spec part 2 section 9: dot thousands).
    expect(EXPORT_SYNC_LIMIT).toBe(10_000);
    expect(await screen.findByRole('status')).toHaveTextContent('Dışa aktarım 10.000 satırdan fazla: hazırlanıyor, dosya bir bildirim olarak gelecek.');
    expect(saved).toHaveLength(0);
  });

  it('shows the server\'s message in the failed banner', async () => {
    captureDownloads();
    const user = userEvent.setup();
    renderTransactions(<TransactionLookupPage kind="tenant" columnChoice title="Transaction lookup" />, { user: 'tenant@demo.test' });
    server.use(...declaredHandlers(TRANSACTION_ENDPOINTS.tenantExport, () => HttpResponse.json({ error: 'card is not a column of this lookup' }, { status: 400 })));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: card is not a column of this lookup');
  });
});
