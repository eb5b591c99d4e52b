import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PROCESSING_MESSAGES, PROCESSING_SETUP_ENDPOINTS, type ProcessingSetupAnswer } from '@portal/contracts';
import { DEMO_MERCHANTS, declaredHandlers, chooseOption } from '@portal/testing';
import { LOOKUP_WEBSITES, renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { ProcessingSetupPage } from './ProcessingSetupPage';

jest.setTimeout(60_000);

const merchantNamed = (name: string) => DEMO_MERCHANTS.find((m) => m.legalBusinessName === name)!;
const BLUE_BOTTLE = merchantNamed('Blue Bottle Coffee Ltd');
const NORTHWIND = merchantNamed('Northwind Traders Ltd');
setupTransactionsServer();

const ANSWER: ProcessingSetupAnswer = {
  mode: 'Test', merchantName: BLUE_BOTTLE.legalBusinessName, websiteName: LOOKUP_WEBSITES.shop.name, paymentMethod: 'card', currency: null, routable: true,
  checks: [{ check: 'merchant', outcome: 'Pass', message: 'The merchant may process payments', detail: null }],
  channels: [{ id: 'c1', name: 'Card EU', serviceProviderId: 'p1', serviceProviderName: 'Acquirer One', currency: 'EUR', role: 'Primary', reason: 'First by priority', limit: null, fee: null }],
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await chooseOption(user, screen.getByLabelText(label), option);
}

describe('processing setup', () => {
  it('says what to choose, offers the websites of the chosen merchant (cleared with another merchant) and shows the routing', async () => {
    const sent: unknown[] = [];
    server.use(...declaredHandlers(PROCESSING_SETUP_ENDPOINTS.staff, ({ query }) => { sent.push(query); return HttpResponse.json(ANSWER); }));
    const user = userEvent.setup({ delay: null });
    renderTransactions(<ProcessingSetupPage title="Processing setup" />, { user: 'tenant@demo.test' });

    await user.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Choose a merchant')).toBeInTheDocument();
    expect(screen.getByText('Choose a website')).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method')).toBeInTheDocument();

    await choose(user, 'Merchant', BLUE_BOTTLE.legalBusinessName);
    await choose(user, 'Website', LOOKUP_WEBSITES.shop.name);
    await choose(user, 'Payment method', 'Card');
    // Another merchant: its websites are others', so the website is asked again.
    await choose(user, 'Merchant', NORTHWIND.legalBusinessName);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Choose a website')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await choose(user, 'Website', LOOKUP_WEBSITES.blog.name);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This payment would be processed: Card EU through Acquirer One')).toBeInTheDocument();
    expect(sent).toEqual([{ merchantId: NORTHWIND.merchantId, websiteId: LOOKUP_WEBSITES.blog.id, paymentMethod: 'card' }]);
  });

  it('speaks Turkish: the checks, their statuses and the channels, the fee column too', async () => {
    const answer: ProcessingSetupAnswer = {
      ...ANSWER, currency: 'GBP',
      checks: [
        { check: 'merchant', outcome: 'Pass', message: PROCESSING_MESSAGES.merchantActive, detail: 'Active' },
        { check: 'processing', outcome: 'Pass', message: PROCESSING_MESSAGES.processingSandbox, detail: 'SandboxEnabled' },
        { check: 'website', outcome: 'Pass', message: PROCESSING_MESSAGES.websiteActive, detail: LOOKUP_WEBSITES.shop.name },
      ],
      channels: [{ ...ANSWER.channels[0]!, currency: 'GBP', fee: 170 }],
    };
    server.use(...declaredHandlers(PROCESSING_SETUP_ENDPOINTS.merchant, () => HttpResponse.json(answer)));
    const user = userEvent.setup({ delay: null });
    renderTransactions(<ProcessingSetupPage title="İşlem kurulum aracı" />, { user: 'merchant@demo.test', language: 'tr' });
    await choose(user, 'Web sitesi', LOOKUP_WEBSITES.shop.name);
    await choose(user, 'Ödeme yöntemi', 'Kart');
    await user.click(screen.getByRole('button', { name: 'Denetle' }));
    expect(await screen.findByText('Etkin')).toBeInTheDocument();
    expect(screen.getByText('Test ortamı açık')).toBeInTheDocument();
    // A name stays as it is.
    expect(screen.getByText(LOOKUP_WEBSITES.shop.name, { selector: '.ant-typography' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kanal komisyonu' })).toBeInTheDocument();
    expect(screen.getByText('1,70 GBP')).toBeInTheDocument();
  });

  it("checks an amount against the channels' limits and shows each channel's fee for it: it needs a currency, takes that currency's decimals and is sent in minor units", async () => {
    const sent: unknown[] = [];
    const refused: ProcessingSetupAnswer = {
      ...ANSWER, currency: 'GBP', routable: false,
      checks: [{ check: 'channels', outcome: 'Block', message: PROCESSING_MESSAGES.noUsableChannel, detail: 'Card · GBP' }],
      channels: [{ ...ANSWER.channels[0]!, currency: 'GBP', role: 'NotUsed', reason: PROCESSING_MESSAGES.amountAboveChannelMaximum, limit: 1_000_000, fee: 37_528 }],
    };
    server.use(...declaredHandlers(PROCESSING_SETUP_ENDPOINTS.merchant, ({ query }) => { sent.push(query); return HttpResponse.json(refused); }));
    const user = userEvent.setup({ delay: null });
    renderTransactions(<ProcessingSetupPage title="Processing setup" />, { user: 'merchant@demo.test' });

    await choose(user, 'Website', LOOKUP_WEBSITES.shop.name);
    await choose(user, 'Payment method', 'Card');
    const amount = screen.getByLabelText('Amount (optional)');
    await user.type(amount, '25000.505');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Choose the currency of the amount')).toBeInTheDocument();
    await choose(user, 'Currency (any when empty)', 'GBP');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('GBP amounts have at most 2 decimals')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '25000.50');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This payment would be refused: see what blocks it below')).toBeInTheDocument();
    expect(screen.getByText(`${PROCESSING_MESSAGES.amountAboveChannelMaximum}: 10.000,00 GBP`)).toBeInTheDocument();
    // What the channel would charge for the amount, in its currency (ADR 0144).
    expect(screen.getByRole('columnheader', { name: 'Channel fee' })).toBeInTheDocument();
    expect(screen.getByText('375,28 GBP')).toBeInTheDocument();
    expect(sent).toEqual([{ websiteId: LOOKUP_WEBSITES.shop.id, paymentMethod: 'card', currency: 'GBP', amount: 2_500_050 }]);
  });
});
