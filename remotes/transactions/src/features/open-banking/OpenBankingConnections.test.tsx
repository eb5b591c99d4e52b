import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { HttpResponse } from 'msw';
import { MERCHANT_PAYMENT_ENDPOINTS, OPEN_BANKING_BANKS, OPEN_BANKING_ENDPOINTS as E, type OpenBankingConsent, type OpenBankingConsentStatus } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, renderWithProviders } from '@portal/testing';
import { resources } from '../../i18n';
import { server, setupTransactionsServer } from '../../test-support/render-transactions';
import { OpenBankingConnectionsPage } from './OpenBankingConnectionsPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);

const consent = (status: OpenBankingConsentStatus, bankName: string): OpenBankingConsent => ({
  id: crypto.randomUUID(), bankId: 'northbank-uk', bankName, status, accountName: status === 'AwaitingAuthorisation' ? null : 'Blue Bottle Coffee Ltd',
  accountMasked: status === 'AwaitingAuthorisation' ? null : 'GB51 •••• 8145', currency: 'GBP', createdAt: '2026-07-02T10:00:00.000Z',
  authorisationExpiresAt: '2026-07-02T10:10:00.000Z', authorisedAt: null, expiresAt: null, closedAt: null, createdBy: { id: 'u', name: 'Mia Merchant' },
});

function fakeServer(consents: OpenBankingConsent[]) {
  const store = { revoked: [] as string[], payouts: [] as unknown[] };
  server.use(
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
    ...declaredHandlers(E.banks, () => HttpResponse.json(OPEN_BANKING_BANKS.map((b) => ({ ...b })))),
    ...declaredHandlers(E.consents, () => HttpResponse.json(consents)),
    ...declaredHandlers(E.revoke, ({ params }) => {
      store.revoked.push(params.consentId!);
      const c = consents.find((x) => x.id === params.consentId)!;
      c.status = 'Revoked';
      return HttpResponse.json(c);
    }),
    ...declaredHandlers(E.payout, ({ body }) => {
      store.payouts.push(body);
      return HttpResponse.json({ transactionId: crypto.randomUUID(), externalId: 'OBP-ABCDEFGH', amount: 100, currency: 'GBP', status: 'Successful' }, { status: 201 });
    }),
    ...declaredHandlers(MERCHANT_PAYMENT_ENDPOINTS.balances, () => HttpResponse.json([{ currency: 'GBP', ledger: 50_000, pending: 0, unsettled: 0, reserve: 0, available: 50_000, settlementDelayDays: 0, reservePercent: 0 }])),
  );
  return store;
}

const rowOf = async (bank: string) => (await screen.findAllByText(bank, {}, SLOW))[0]!.closest('tr')!;

describe('open-banking connections page', () => {
  it('says how to start when no bank is linked yet, in English and in Turkish', async () => {
    fakeServer([]);
    addRemoteResources(resources);
    const { unmount } = renderWithProviders(<App><OpenBankingConnectionsPage title="Open banking connections" /></App>,
      { user: 'merchant@demo.test', route: '/merchant/payments/open-banking-connections' });
    expect(await screen.findByText(/^No bank linked yet\. Choose your bank and press "Connect bank"/, {}, SLOW)).toBeInTheDocument();
    unmount();
    renderWithProviders(<App><OpenBankingConnectionsPage title="Open banking connections" /></App>,
      { user: 'merchant@demo.test', route: '/merchant/payments/open-banking-connections', language: 'tr' });
    expect(await screen.findByText(/^Henüz bağlı banka yok\. Bankanızı seçip "Bankayı bağla" düğmesine basın/, {}, SLOW)).toBeInTheDocument();
  });

  it('draws each consent status with its spec tone and offers revoke and payout only on an authorised consent', async () => {
    const user = userEvent.setup();
    const list = [consent('Authorised', 'Bank A'), consent('AwaitingAuthorisation', 'Bank B'), consent('Rejected', 'Bank C'), consent('Revoked', 'Bank D'), consent('Expired', 'Bank E')];
    const store = fakeServer(list);
    addRemoteResources(resources);
    renderWithProviders(<App><OpenBankingConnectionsPage title="Open banking connections" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/open-banking-connections' });

    const tones: Array<[string, string, string]> = [['Bank A', 'Authorised', 'positive'], ['Bank B', 'Awaiting authorisation', 'pending'],
      ['Bank C', 'Rejected', 'negative'], ['Bank D', 'Revoked', 'pending'], ['Bank E', 'Expired', 'negative']];
    for (const [bank, status, tone] of tones) {
      const row = await rowOf(bank);
      expect(within(row).getByText(status)).toHaveClass(`status-pill-${tone}`);
      expect(within(row).queryAllByRole('button', { name: /Revoke/ })).toHaveLength(bank === 'Bank A' ? 1 : 0);
    }

    const authorised = await rowOf('Bank A');
    await user.click(within(authorised).getByRole('button', { name: 'Pay out to Bank A GB51 •••• 8145' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '499.01');
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'Sweep');
    expect(await within(dialog).findByText('At most 499,00 GBP is available (1,00 GBP payout fee on top)', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay out' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '499');
    const pay = within(dialog).getByRole('button', { name: 'Pay out' });
    await waitFor(() => expect(pay).toBeEnabled(), SLOW);
    await user.click(pay);
    await waitFor(() => expect(store.payouts).toEqual([{ amount: 49_900, currency: 'GBP', reference: 'Sweep' }]), SLOW);
    expect(await screen.findByText('Payout sent to your linked account', {}, SLOW)).toBeInTheDocument();

    await user.click(within(await rowOf('Bank A')).getByRole('button', { name: 'Revoke the consent of Bank A' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }, SLOW));
    await waitFor(() => expect(store.revoked).toEqual([list[0]!.id]), SLOW);
  });

  it('says what the bank answered on the way back, in Turkish too', async () => {
    fakeServer([consent('Rejected', 'Bank C')]);
    addRemoteResources(resources);
    renderWithProviders(<App><OpenBankingConnectionsPage title="Open banking connections" /></App>,
      { user: 'merchant@demo.test', route: '/merchant/payments/open-banking-connections?consent=x&outcome=Rejected', language: 'tr' });
    expect(await screen.findByText('Banka onayı reddedildi', {}, SLOW)).toBeInTheDocument();
    expect(within(await rowOf('Bank C')).getByText('Reddedildi')).toHaveClass('status-pill-negative');
  });
});
