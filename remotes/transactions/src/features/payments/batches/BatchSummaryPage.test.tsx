import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { HttpResponse } from 'msw';
import { BATCH_PAYMENT_MESSAGES, PAYMENT_BATCH_ENDPOINTS as B, type MerchantPayment, type PaymentBatch, type PaymentBatchDetail } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, findDemoUser, renderWithProviders } from '@portal/testing';
import { resources } from '../../../i18n';
import { server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { BatchSummaryPage } from './BatchSummaryPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);

const line = (n: number, amount: number, initiatedBy: { id: string; name: string }): MerchantPayment & { batchLine: number } => ({
  id: crypto.randomUUID(), externalId: `PO-LINE000${n}`, beneficiaryId: crypto.randomUUID(), beneficiaryName: `Supplier ${n}`,
  beneficiaryAccount: 'GB82WEST12345698765432', amount, currency: 'GBP', status: 'WaitingForApproval', mode: 'Test', reference: `INV-${n}`,
  payeeConfirmation: 'Success', initiatedBy, decidedBy: null, declineReason: null, createdAt: '2026-11-25T10:00:00.000Z', decidedAt: null, batchLine: n,
});

function fakeBatches(initiatedBy: { id: string; name: string }) {
  const payments = [line(2, 1250, initiatedBy), line(3, 725, initiatedBy)];
  const batch: PaymentBatch = {
    id: crypto.randomUUID(), fileName: 'suppliers.csv', mode: 'Test', status: 'WaitingForApproval', lines: 2, waiting: 2, paid: 0, declined: 0,
    totals: [{ currency: 'GBP', amount: 1975, count: 2 }], initiatedBy, decidedBy: null, declineReason: null, createdAt: '2026-11-25T10:00:00.000Z', decidedAt: null,
  };
  const approvals: Array<string | null> = [];
  const detail = (): PaymentBatchDetail => ({ batch, payments });
  const handlers = [
    ...declaredHandlers(B.list, () => HttpResponse.json([batch])),
    ...declaredHandlers(B.detail, () => HttpResponse.json(detail())),
    ...declaredHandlers(B.approve, ({ request }) => {
      approvals.push(request.headers.get('x-request-id'));
      payments.forEach((p) => Object.assign(p, { status: 'Successful' }));
      Object.assign(batch, { status: 'Approved', waiting: 0, paid: 2 });
      return HttpResponse.json(detail());
    }),
  ];
  return { handlers, approvals };
}

function renderPage(initiatedBy: { id: string; name: string }) {
  const fake = fakeBatches(initiatedBy);
  server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
  addRemoteResources(resources);
  renderWithProviders(<App><BatchSummaryPage title="Batch summary" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/batch-summary' });
  return fake;
}

describe('batch summary page', () => {
  it('says what will appear when there is no batch yet, in English and in Turkish', async () => {
    server.use(...declaredHandlers(B.list, () => HttpResponse.json([])), ...createHandlers({ userEmail: 'merchant@demo.test' }));
    addRemoteResources(resources);
    const { unmount } = renderWithProviders(<App><BatchSummaryPage title="Batch summary" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/batch-summary' });
    expect(await screen.findByText(/^No batches in this mode yet\. A CSV file submitted on the Batch payment page appears here/, {}, SLOW)).toBeInTheDocument();
    unmount();
    renderWithProviders(<App><BatchSummaryPage title="Batch summary" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/batch-summary', language: 'tr' });
    expect(await screen.findByText(/^Bu modda henüz toplu ödeme yok\. Toplu ödeme sayfasında gönderilen/, {}, SLOW)).toBeInTheDocument();
  });

  it("shows a colleague's batch with counts, totals and status, its lines in the drawer, and approves it whole", async () => {
    const user = userEvent.setup();
    const fake = renderPage({ id: crypto.randomUUID(), name: 'Max Approver' });
    const row = (await screen.findByText('suppliers.csv', { selector: 'td' }, SLOW)).closest('tr')!;
    expect(row).toHaveTextContent('0 paid, 2 waiting, 0 declined');
    expect(row).toHaveTextContent('19,75 GBP');
    expect(within(row).getByText('Waiting for approval')).toHaveClass('status-pill-pending');

    await user.click(within(row).getByRole('button', { name: 'View batch suppliers.csv' }));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    const first = (await within(drawer).findByText('PO-LINE0002', {}, SLOW)).closest('tr')!;
    expect(first).toHaveTextContent('2');
    expect(first).toHaveTextContent('INV-2');
    await user.click(within(drawer).getByRole('button', { name: 'Approve batch' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    expect(await screen.findByText('Batch approved: 2 payments sent', {}, SLOW)).toBeInTheDocument();
    expect(fake.approvals).toHaveLength(1);
    expect(fake.approvals[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(drawer).getAllByText('Approved').length).toBeGreaterThan(0), SLOW);
  });

  it('leaves one\'s own batch to another user', async () => {
    const user = userEvent.setup();
    const me = findDemoUser('merchant@demo.test');
    renderPage({ id: me.id, name: 'Mia Merchant' });
    const row = (await screen.findByText('suppliers.csv', { selector: 'td' }, SLOW)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View batch suppliers.csv' }));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(drawer).findByText(BATCH_PAYMENT_MESSAGES.ownBatch, {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Approve batch' })).toBeNull();
  });
});
