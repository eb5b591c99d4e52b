import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AGREEMENTS, fakeResourcePage, PRICE_BOOK_ENDPOINTS, PROPOSAL_ENDPOINTS, PROPOSALS } from '@portal/contracts';
import { createHandlers, declaredHandlers, pageTestSetup, renderWithProviders } from '@portal/testing';
import { AlertBannerProvider } from '@portal/kit';
import { App } from 'antd';
import { CustomerOffers } from './CustomerOffers';
import { proposalRow, type ProposalRow } from './test-fixtures';

const { server, SLOW } = pageTestSetup();

type Proposal = ProposalRow;
const ORG = '60000000-0000-4000-8000-000000000001';
const BOOK = '80000000-0000-4000-8000-000000000001';
const draft: Proposal = proposalRow({
  id: '50000000-0000-4000-8000-000000000009', organizationId: ORG, version: 2, status: 'Created', updated: '2026-11-29T11:00:00.000Z', pricebookId: BOOK, sentAt: null,
});

const BOOK_ENTRY = {
  id: 'e1', priceBookId: BOOK, productId: '70000000-0000-4000-8000-000000000001', productName: 'Visa card processing', productCode: 'VISA', category: 'CardProcessing', currencyCode: 'GBP',
  isActive: true, related: 0,
  structures: [{ id: 's1', entryId: 'e1', validFrom: '2020-01-01', validTo: null, items: [
    { id: 'i1', feeTypeId: 'transaction-rate', feeTypeName: 'Transaction fee', feeSymbol: '%', value: 1.4 },
    { id: 'i2', feeTypeId: 'transaction-fixed', feeTypeName: 'Fixed fee per transaction', feeSymbol: 'fixed', value: 0.2 },
  ] }],
};

function serve() {
  const sent: string[] = [];
  const created: unknown[] = [];
  let status: Proposal['status'] = 'Created';
  server.use(
    ...declaredHandlers(PROPOSALS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PROPOSALS, [{ ...draft, status }], query))),
    ...declaredHandlers(AGREEMENTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(AGREEMENTS, [], query))),
    ...declaredHandlers(PRICE_BOOK_ENDPOINTS.all, () => HttpResponse.json([{ id: BOOK, name: 'High-volume retail', isStandard: false }])),
    ...declaredHandlers(PROPOSAL_ENDPOINTS.organizationHistory, () => HttpResponse.json([
      { id: 'e1', offerType: 'proposal', offerId: draft.id, version: 1, action: 'Rejected', userName: 'Mia Merchant', ip: '192.0.2.7', reason: 'Too dear', at: '2026-11-29T09:00:00.000Z' },
    ])),
    ...declaredHandlers(PROPOSAL_ENDPOINTS.send, ({ params }) => {
      sent.push(String(params.id));
      status = 'PendingApproval';
      return HttpResponse.json({ ...draft, status });
    }),
    ...declaredHandlers(PRICE_BOOK_ENDPOINTS.entries, () => HttpResponse.json([BOOK_ENTRY])),
    ...declaredHandlers(PROPOSALS.endpoints.create, ({ body }) => {
      created.push(body);
      return HttpResponse.json({ ...draft, version: 1 }, { status: 201 });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { sent, created };
}

const render = (language: 'en' | 'tr' = 'en') => renderWithProviders(
  <App><AlertBannerProvider><CustomerOffers organizationId={ORG} merchantId="m" /></AlertBannerProvider></App>,
  { user: 'tenant@demo.test', route: '/crm/organizations', language },
);

describe('a customer\'s proposals and agreements on its record', () => {
  it('sends a draft (a new version) and shows the history with who answered, from where and why', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Proposal, version 1 · rejected · Mia Merchant · 192.0.2.7 · Too dear', {}, SLOW)).toBeInTheDocument();
    const item = (await screen.findByRole('button', { name: 'Proposal, version 2' }, SLOW)).closest<HTMLElement>('li')!;
    expect(within(item).getByText('Created')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([draft.id]), SLOW);
    expect(await screen.findByText('Version 2 sent: the merchant\'s users are told', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument(), SLOW);
    expect(screen.getByText('No agreements yet: an accepted proposal makes one.')).toBeInTheDocument();
  });

  it('offers each product\'s fees within the price book\'s bounds: a fee above it is named with its bound and not sent; a lower one is', async () => {
    const { created } = serve();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'New proposal' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const rate = await within(dialog).findByLabelText(/Transaction fee/, {}, SLOW);
    expect(rate).toHaveValue('1.4');
    expect(within(dialog).getByText('Visa card processing (GBP)')).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '1.5');
    expect(await within(dialog).findByText('Visa card processing: Transaction fee must stay within the price book\'s bounds (0 to 1.4)', {}, SLOW)).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled(), SLOW);
    await user.clear(rate);
    await user.type(rate, '1.25');
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await user.click(save);
    await waitFor(() => expect(created).toHaveLength(1), SLOW);
    expect(created[0]).toMatchObject({
      organizationId: ORG, pricebookId: BOOK, proposalEntries: [{ productId: BOOK_ENTRY.productId, items: [{ feeTypeId: 'transaction-rate', value: 1.25 }] }],
    });
  });

  it('opens a new proposal only once the price books have arrived, so it starts from the first one', async () => {
    const { created } = serve();
    let answerBooks!: () => void;
    const booksArrived = new Promise<void>((resolve) => { answerBooks = resolve; });
    server.use(...declaredHandlers(PRICE_BOOK_ENDPOINTS.all, async () => {
      await booksArrived;
      return HttpResponse.json([{ id: BOOK, name: 'High-volume retail', isStandard: false }]);
    }));
    const user = userEvent.setup();
    render();
    await screen.findByRole('button', { name: 'Proposal, version 2' }, SLOW);
    const open = screen.getByRole('button', { name: /New proposal/ });
    expect(open).toBeDisabled();
    answerBooks();
    await waitFor(() => expect(open).toBeEnabled(), SLOW);
    await user.click(open);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByTitle('High-volume retail')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await user.click(save);
    await waitFor(() => expect(created).toMatchObject([{ pricebookId: BOOK }]), SLOW);
  });

  it('in Turkish', async () => {
    serve();
    render('tr');
    expect(await screen.findByRole('button', { name: 'Yeni teklif' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Teklif, 2. sürüm' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni teklif' }));
    const rate = await screen.findByLabelText(/Transaction fee/, {}, SLOW);
    await userEvent.clear(rate);
    await userEvent.type(rate, '2');
    expect(await screen.findByText('Visa card processing: Transaction fee fiyat listesinin sınırları içinde kalmalı (0 ile 1.4 arası)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ürün başına ücretler')).toBeInTheDocument();
  });
});
