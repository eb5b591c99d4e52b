import { screen } from '@testing-library/react';
import { App } from 'antd';
import type { MerchantBalance } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, renderWithProviders } from '@portal/testing';
import { resources } from '../../../i18n';
import { createPaymentHandlers } from '../../../test-support/payment-handlers';
import { server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { SinglePaymentPage } from './SinglePaymentPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);

const balance = (over: Partial<MerchantBalance>): MerchantBalance => ({
  currency: 'GBP', ledger: 100_000, pending: 0, unsettled: 0, reserve: 0, available: 100_000, settlementDelayDays: 0, reservePercent: 0, ...over,
});

describe('single payment: balances', () => {
  it('says what the settlement delay and the rolling reserve hold back of each balance, and nothing when they hold nothing', async () => {
    const fake = createPaymentHandlers({
      balances: [
        balance({ pending: 1_100, unsettled: 20_000, reserve: 3_945, available: 74_955, settlementDelayDays: 2, reservePercent: 5 }),
        balance({ currency: 'EUR', ledger: 5_000, available: 5_000 }),
      ],
    });
    server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
    addRemoteResources(resources);
    renderWithProviders(<App><SinglePaymentPage title="Single payment" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/single-payment' });
    const gbp = (await screen.findByText('GBP', { selector: 'li strong' }, SLOW)).closest('li')!;
    expect(gbp).toHaveTextContent(
      'GBP Available 749,55 GBP · ledger 1.000,00 GBP · waiting for approval 11,00 GBP · not settled yet (T+2) 200,00 GBP · rolling reserve (5 %) 39,45 GBP',
    );
    const eur = screen.getByText('EUR', { selector: 'li strong' }).closest('li')!;
    expect(eur).toHaveTextContent('EUR Available 50,00 EUR · ledger 50,00 EUR · waiting for approval 0,00 EUR');
    expect(eur).not.toHaveTextContent('not settled');
  });
});
