import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AGREEMENTS, fakeResourcePage, PRICE_BOOK_ENDPOINTS, PROPOSAL_ENDPOINTS, PROPOSALS, type ResourceRowOf } from '@portal/contracts';
import { createHandlers, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { AlertBannerProvider } from '@portal/kit';
import { App } from 'antd';
import { CustomerOffers } from './CustomerOffers';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = { timeout: 10_000 };

const server = setupMswServer();
afterEach(() => window.sessionStorage.clear());

type Proposal = ResourceRowOf<typeof PROPOSALS>;
const ORG = '60000000-0000-4000-8000-000000000001';
const draft: Proposal = {
  id: '50000000-0000-4000-8000-000000000009', tenantId: 't', merchantId: 'm', organizationId: ORG, version: 2, status: 'Created', rejectReason: null,
  merchantName: 'Blue Bottle Coffee Ltd', tenantName: 'Acme Payments', created: '2026-11-29T10:00:00.000Z', updated: '2026-11-29T11:00:00.000Z',
  pricebookId: 'b', boardingFee: 250, accountConfigurationFee: 0, bankAccountSetupFee: 0, monthlyMinimumFee: 10, gatewayMonthlyAccess: 0,
  respondedBy: null, respondedAt: null, respondedIp: null, agreementId: null, organizationName: 'Blue Bottle Coffee Ltd', sentAt: null, proposalBody: '<p>Hello</p>', proposalEntries: [],
};

function serve() {
  const sent: string[] = [];
  let status: Proposal['status'] = 'Created';
  server.use(
    ...declaredHandlers(PROPOSALS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PROPOSALS, [{ ...draft, status }], query))),
    ...declaredHandlers(AGREEMENTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(AGREEMENTS, [], query))),
    ...declaredHandlers(PRICE_BOOK_ENDPOINTS.all, () => HttpResponse.json([{ id: 'b', name: 'High-volume retail', isStandard: false }])),
    ...declaredHandlers(PROPOSAL_ENDPOINTS.organizationHistory, () => HttpResponse.json([
      { id: 'e1', offerType: 'proposal', offerId: draft.id, version: 1, action: 'Rejected', userName: 'Mia Merchant', ip: '192.0.2.7', reason: 'Too dear', at: '2026-11-29T09:00:00.000Z' },
    ])),
    ...declaredHandlers(PROPOSAL_ENDPOINTS.send, ({ params }) => {
      sent.push(String(params.id));
      status = 'PendingApproval';
      return HttpResponse.json({ ...draft, status });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { sent };
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

  it('in Turkish', async () => {
    serve();
    render('tr');
    expect(await screen.findByRole('button', { name: 'Yeni teklif' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Teklif, 2. sürüm' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
  });
});
