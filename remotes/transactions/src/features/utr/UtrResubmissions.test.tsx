import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { HttpResponse } from 'msw';
import { UTR_ENDPOINTS, type UtrPendingPayment, type UtrResubmission } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, renderWithProviders } from '@portal/testing';
import { resources } from '../../i18n';
import { server, setupTransactionsServer } from '../../test-support/render-transactions';
import { UtrResubmissionsPage } from './UtrResubmissionsPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);
const E = UTR_ENDPOINTS.tenant;

const waiting: UtrPendingPayment = {
  id: crypto.randomUUID(), externalId: 'TX-BT-0042', merchantId: crypto.randomUUID(), merchantName: 'Blue Bottle Coffee Ltd', amount: 25_000, currency: 'GBP',
  createdAt: '2026-07-02T10:00:00.000Z', customerEmail: 'payer@example.com', attempts: 1, lastUtr: '000000000001', lastOutcome: 'NotFound', lastSubmittedAt: '2026-07-02T11:00:00.000Z',
};

/** The URL's query and the browser's Back, beside the page. */
function Browser() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return <><output aria-label="query">{search}</output><button type="button" onClick={() => navigate(-1)}>Browser back</button></>;
}

const submission = (pageIndex: number, i: number): UtrResubmission => ({
  id: crypto.randomUUID(), transactionId: waiting.id, externalId: `TX-H-${pageIndex + 1}-${i + 1}`, merchantName: waiting.merchantName, utr: '123456789012',
  outcome: 'NotFound', amount: waiting.amount, currency: 'GBP', transactionStatus: 'Pending', submittedBy: { id: 'u', name: 'Tessa Tenant' }, submittedAt: '2026-07-02T11:00:00.000Z',
});

describe('UTR resubmissions page', () => {
  it('pages the submissions in the URL under their own keys: the pending list keeps its state, Back returns to the page before', async () => {
    const user = userEvent.setup();
    server.use(
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
      ...declaredHandlers(E.pending, () => HttpResponse.json({ count: 1, data: [waiting] })),
      ...declaredHandlers(E.list, ({ query }) => {
        const pageIndex = Number(query.pageIndex ?? 0);
        return HttpResponse.json({ count: 45, data: Array.from({ length: pageIndex < 2 ? 20 : 5 }, (_, i) => submission(pageIndex, i)) });
      }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><UtrResubmissionsPage side="tenant" title="UTR resubmissions" /><Browser /></App>,
      { user: 'tenant@demo.test', route: '/transaction-management/utr-resubmissions?search=TX-BT&page=1&pageSize=20' });

    expect(await screen.findByText('TX-H-1-1', {}, SLOW)).toBeInTheDocument();
    const historyPager = () => screen.getAllByTestId('list-pager')[1]!;
    await user.click(within(historyPager()).getByTitle('2'));
    expect(await screen.findByText('TX-H-2-1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?search=TX-BT&page=1&pageSize=20&history.sort=submittedAt&history.order=desc&history.page=2&history.pageSize=20');
    await user.click(within(historyPager()).getByTitle('3'));
    expect(await screen.findByText('TX-H-3-5', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('TX-H-2-1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent('?search=TX-BT&page=1&pageSize=20&history.sort=submittedAt&history.order=desc&history.page=2&history.pageSize=20');
    expect(within(historyPager()).getByTitle('2')).toHaveClass('ant-pagination-item-active');
  });

  it('says what appears when nothing waits for a UTR and nothing was submitted, in English and in Turkish', async () => {
    server.use(
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
      ...declaredHandlers(E.pending, () => HttpResponse.json({ count: 0, data: [] })),
      ...declaredHandlers(E.list, () => HttpResponse.json({ count: 0, data: [] })),
    );
    addRemoteResources(resources);
    const { unmount } = renderWithProviders(<App><UtrResubmissionsPage side="tenant" title="UTR resubmissions" /></App>, { user: 'tenant@demo.test', route: '/transaction-management/utr-resubmissions' });
    expect(await screen.findByText(/^No bank transfer is waiting for a UTR\. A transfer appears here while it is pending/, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/^No UTR submitted yet\. Each UTR submitted for a pending transfer appears here/, {}, SLOW)).toBeInTheDocument();
    unmount();
    renderWithProviders(<App><UtrResubmissionsPage side="tenant" title="UTR resubmissions" /></App>, { user: 'tenant@demo.test', route: '/transaction-management/utr-resubmissions', language: 'tr' });
    expect(await screen.findByText(/^UTR bekleyen havale yok\. Bir havale, beklemedeyken/, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/^Henüz UTR gönderilmedi\. Bekleyen bir havale için/, {}, SLOW)).toBeInTheDocument();
  });

  it('says what was searched when no waiting transfer matches the search', async () => {
    server.use(
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
      ...declaredHandlers(E.pending, () => HttpResponse.json({ count: 0, data: [] })),
      ...declaredHandlers(E.list, () => HttpResponse.json({ count: 0, data: [] })),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><UtrResubmissionsPage side="tenant" title="UTR resubmissions" /></App>, { user: 'tenant@demo.test', route: '/transaction-management/utr-resubmissions?search=TX-ZZ' });
    expect(await screen.findByText('No bank transfer waiting for a UTR matches "TX-ZZ".', {}, SLOW)).toBeInTheDocument();
  });

  it('sends only a 12-digit UTR and says what it came to', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
      ...declaredHandlers(E.pending, () => HttpResponse.json({ count: 1, data: [waiting] })),
      ...declaredHandlers(E.list, () => HttpResponse.json({ count: 0, data: [] })),
      ...declaredHandlers(E.submit, ({ body }) => {
        sent.push(body);
        const answer: UtrResubmission = {
          id: crypto.randomUUID(), transactionId: waiting.id, externalId: waiting.externalId, merchantName: waiting.merchantName, utr: (body as { utr: string }).utr,
          outcome: 'AmountDiffers', amount: waiting.amount, currency: 'GBP', transactionStatus: 'Pending', submittedBy: { id: 'u', name: 'Tessa Tenant' }, submittedAt: new Date().toISOString(),
        };
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><UtrResubmissionsPage side="tenant" title="UTR resubmissions" /></App>, { user: 'tenant@demo.test', route: '/transaction-management/utr-resubmissions' });

    const row = (await screen.findAllByText('TX-BT-0042', {}, SLOW))[0]!.closest('tr')!;
    expect(within(row).getByText('Not found')).toHaveClass('status-pill-pending');
    await user.click(within(row).getByRole('button', { name: 'Submit UTR: TX-BT-0042' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const field = within(dialog).getByRole('textbox', { name: /UTR/ });
    await user.type(field, '12345x');
    expect(field).toHaveValue('12345');
    await user.tab();
    expect(await within(dialog).findByText('A UTR has 12 digits', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit UTR' })).toBeDisabled();
    await user.click(field);
    await user.type(field, '6789012');
    const submit = within(dialog).getByRole('button', { name: 'Submit UTR' });
    await waitFor(() => expect(submit).toBeEnabled(), SLOW);
    await user.click(submit);
    await waitFor(() => expect(sent).toEqual([{ transactionId: waiting.id, utr: '123456789012' }]), SLOW);
    expect(await screen.findByText('The bank credit with this UTR is of another amount or currency', {}, SLOW)).toBeInTheDocument();
  });
});
