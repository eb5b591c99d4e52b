import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { HttpResponse } from 'msw';
import { OPEN_BANKING_ENDPOINTS as E, type OpenBankingEvent, type OpenBankingEventType } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, renderWithProviders } from '@portal/testing';
import { resources } from '../../i18n';
import { server, setupTransactionsServer } from '../../test-support/render-transactions';
import { OpenBankingHistoryPage } from './OpenBankingHistoryPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(15_000);

const event = (n: number, type: OpenBankingEventType, over: Partial<OpenBankingEvent> = {}): OpenBankingEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, consentId: '6f1c1b0e-1111-4111-8111-111111111111', bankName: 'Northbank UK',
  accountMasked: 'GB51 •••• 8145', type, actorName: null, transactionExternalId: null, amount: null, currency: null,
  at: new Date(Date.UTC(2025, 6, 2, 10, 0, 0) - n * 60_000).toISOString(), ...over,
});
const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);

function fakeHistory(events: OpenBankingEvent[]) {
  const asked: Array<{ pageIndex: number; pageSize: number }> = [];
  server.use(
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
    ...declaredHandlers(E.history, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const pageIndex = Number(q.get('pageIndex') ?? 0);
      const pageSize = Number(q.get('pageSize') ?? 20);
      asked.push({ pageIndex, pageSize });
      return HttpResponse.json({ count: events.length, countIsCapped: false, data: events.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
    }),
  );
  return asked;
}
const render = (language?: 'en' | 'tr') => {
  addRemoteResources(resources);
  renderWithProviders(<App><OpenBankingHistoryPage title="Open banking history" /></App>,
    { user: 'merchant@demo.test', route: '/merchant/payments/open-banking-history', language });
};

describe('open-banking history page', () => {
  it("names each event and who did it (the bank's answers and expiries name no person), shows a payout's transaction and amount, and pages", async () => {
    const user = userEvent.setup();
    const events = [
      event(0, 'PayoutSent', { actorName: 'Mia Merchant', transactionExternalId: 'OBP-ABCDEFGH', amount: 12_345, currency: 'GBP' }),
      event(1, 'Authorised'),
      event(2, 'Expired', { accountMasked: null }),
      event(3, 'Requested', { actorName: 'Mia Merchant', accountMasked: null }),
      ...Array.from({ length: 21 }, (_, i) => event(10 + i, 'Revoked', { actorName: 'Mia Merchant' })),
    ];
    const asked = fakeHistory(events);
    render();
    await waitFor(() => expect(bodyRows()).toHaveLength(20), SLOW);

    const [payout, authorised, expired, requested] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(payout).getByText('Payout sent')).toBeInTheDocument();
    expect(within(payout).getByText('Mia Merchant')).toBeInTheDocument();
    expect(within(payout).getByText('OBP-ABCDEFGH')).toBeInTheDocument();
    expect(within(payout).getByText('123,45 GBP')).toBeInTheDocument();
    expect(within(authorised).getByText('Authorised at the bank')).toBeInTheDocument();
    expect(within(authorised).getByText('The bank')).toBeInTheDocument();
    expect(within(expired).getByText('Consent expired')).toBeInTheDocument();
    expect(within(expired).getByText('Expiry')).toBeInTheDocument();
    expect(within(requested).getByText('Consent requested')).toBeInTheDocument();

    await user.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5), SLOW);
    expect(asked.at(-1)).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(within(bodyRows()[0]!).getByText('Consent revoked')).toBeInTheDocument();
  });

  it('says what will appear when there are no events yet', async () => {
    fakeHistory([]);
    render();
    expect(await screen.findByText(/^Nothing has happened yet\. Each consent request, your bank's answer/, {}, SLOW)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
  });

  it('says in Turkish that nothing has happened yet when there are no events', async () => {
    fakeHistory([]);
    render('tr');
    expect(await screen.findByText(/^Henüz bir şey olmadı\. Her onay isteği/, {}, SLOW)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
  });
});
