import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeResourcePage, PAYMENT_LINK_PAYMENTS_RESOURCE, PAYMENT_LINKS_RESOURCE, TRANSACTION_ENDPOINTS, type PaymentLinkPaymentRow, type PaymentLinkRow } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, createHandlers, declaredHandlers, enterText, findDialogWith, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { PaymentLinksPage } from './PaymentLinksPage';

const { server, SLOW } = pageTestSetup();

const WEBSITE = '5b0c1f1e-8f7a-4a53-9a55-2b8b2d6b1a10';
const row = (over: Partial<PaymentLinkRow> = {}): PaymentLinkRow => ({
  id: '7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01', tenantId: 't1', merchantId: 'm1', mode: 'Test', websiteId: WEBSITE, amountType: 'Fixed',
  amount: 1_250, minAmount: null, maxAmount: null, currency: 'GBP', description: 'Coffee beans', expiresAt: null, maxUses: 5, uses: 2,
  active: true, status: 'Active', token: 'tok_abcdefghijklmnopqrstuvwxyz012345', url: 'http://localhost/pay/tok_abcdefghijklmnopqrstuvwxyz012345',
  lastPaidAt: null, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...over,
});

function serve() {
  const rows: PaymentLinkRow[] = [row()];
  const created: unknown[] = [];
  const updated: unknown[] = [];
  const paymentQueries: Array<Record<string, unknown>> = [];
  server.use(
    ...declaredHandlers(PAYMENT_LINKS_RESOURCE.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PAYMENT_LINKS_RESOURCE, rows, query))),
    ...declaredHandlers(PAYMENT_LINKS_RESOURCE.endpoints.create, ({ body }) => {
      created.push(body);
      const b = body as { amountType: string; minAmount: number | null; maxAmount: number | null };
      if (b.amountType === 'Customer' && (b.minAmount ?? 0) > (b.maxAmount ?? 0)) {
        return HttpResponse.json({ error: 'The smallest amount must not be above the largest' }, { status: 400 });
      }
      const made = row({ ...(body as object), id: '7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a02', uses: 0 });
      rows.push(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    ...declaredHandlers(PAYMENT_LINKS_RESOURCE.endpoints.update, ({ body }) => {
      updated.push(body);
      rows[0] = row({ active: false, status: 'Inactive' });
      return HttpResponse.json(rows[0]);
    }),
    ...declaredHandlers(PAYMENT_LINK_PAYMENTS_RESOURCE.endpoints.list, ({ query }) => {
      paymentQueries.push(query as Record<string, unknown>);
      const mine = payments.filter((p) => p.linkId === (query as { linkId?: string }).linkId);
      return mine.length || (query as { linkId?: string }).linkId === rows[0]!.id
        ? HttpResponse.json(fakeResourcePage(PAYMENT_LINK_PAYMENTS_RESOURCE, mine, query))
        : HttpResponse.json({ error: 'This payment link does not exist' }, { status: 404 });
    }),
    ...declaredHandlers(PAYMENT_LINKS_RESOURCE.endpoints.one, ({ params }) => (
      (params as { id: string }).id === rows[0]!.id ? HttpResponse.json(rows[0]) : HttpResponse.json({ error: 'Not found' }, { status: 404 }))),
    ...declaredHandlers(TRANSACTION_ENDPOINTS.websites, () => HttpResponse.json([{ id: WEBSITE, name: 'bluebottle.example', url: 'https://bluebottle.example', merchantId: 'm1' }])),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return { rows, created, updated, paymentQueries };
}

const LINK = '7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a01';
const payment = (over: Partial<PaymentLinkPaymentRow>): PaymentLinkPaymentRow => ({
  id: 'a1', linkId: LINK, createdAt: '2026-11-02T09:30:00.000Z', paid: true, transactionId: 'a1', externalId: 'VT-PAID0001', amount: 1_250,
  currency: 'GBP', status: 'Captured', cardLast4: '4242', ...over,
});
const payments: PaymentLinkPaymentRow[] = [
  payment({}),
  payment({ id: 'b2', transactionId: 'b2', externalId: 'VT-DECL0002', paid: false, status: 'Declined', cardLast4: '0002', createdAt: '2026-11-02T09:29:00.000Z' }),
];

const renderPage = (language: 'en' | 'tr' = 'en', route = '/merchant/payment-settings/payment-links') => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><PaymentLinksPage title="Payment links" /></App>,
    { user: 'merchant@demo.test', route, language });
  return result;
};

describe('PaymentLinksPage', () => {
  it('lists links with amount, status, uses and the public URL; copies a link', async () => {
    serve();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    expect(await screen.findByText('Coffee beans', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByText('http://localhost/pay/tok_abcdefghijklmnopqrstuvwxyz012345')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link of Coffee beans' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/pay/tok_abcdefghijklmnopqrstuvwxyz012345');
    expect(await screen.findByText('Link copied', {}, SLOW)).toBeInTheDocument();
  });

  it('says how to start when there is no link yet', async () => {
    serve().rows.length = 0;
    renderPage();
    expect(await screen.findByText(/^No payment links yet\. Make one with "New"/, {}, SLOW)).toBeInTheDocument();
  });

  it('says how to start in Turkish too', async () => {
    serve().rows.length = 0;
    renderPage('tr');
    expect(await screen.findByText(/^Henüz ödeme bağlantısı yok\. "Yeni" ile bir tane oluşturun/, {}, SLOW)).toBeInTheDocument();
  });

  it('creates a link from the keyboard with the amount typed in pounds and sent in pence', async () => {
    const { created } = serve();
    renderPage();
    const add = await screen.findByRole('button', { name: 'New' }, SLOW).catch(() => screen.findByRole('button', { name: /New/ }, SLOW));
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialogWith('New payment link');
    await enterText(userEvent, within(dialog).getByRole('textbox', { name: /Description/ }), 'Gift card');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /Website/ }), 'bluebottle.example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '25.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Maximum uses/ }), '3');
    // The expiry on the profile's clock (London, summer time), as the list shows it: 10:25 there is 09:25 UTC.
    const expires = within(dialog).getByRole('textbox', { name: /Expires/ });
    fireEvent.mouseDown(expires);
    fireEvent.focus(expires);
    fireEvent.change(expires, { target: { value: '15/07/2027 10:25' } });
    fireEvent.keyDown(expires, { key: 'Enter', code: 'Enter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1), SLOW);
    expect(created[0]).toMatchObject({
      description: 'Gift card', websiteId: WEBSITE, amountType: 'Fixed', amount: 2_550, currency: 'GBP', maxUses: 3, minAmount: null, maxAmount: null,
      expiresAt: '2027-07-15T09:25:00.000Z',
    });
    expect(await screen.findByText('15/07/2027 10:25', {}, SLOW)).toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses an upside-down range', async () => {
    const { created } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /New/ }, SLOW));
    const dialog = await findDialogWith('New payment link');
    await enterText(userEvent, within(dialog).getByRole('textbox', { name: /Description/ }), 'Donation');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /Website/ }), 'bluebottle.example');
    await chooseOption(userEvent, within(dialog).getByRole('combobox', { name: /^Amount/ }), 'Customer chooses');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Smallest amount/ }), '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Largest amount/ }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The smallest amount must not be above the largest', {}, SLOW)).toBeInTheDocument();
    expect(created[0]).toMatchObject({ amountType: 'Customer', amount: null, minAmount: 5_000, maxAmount: 500 });
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Donation');
  });

  it('deactivates a link: its status turns Inactive and its Deactivate goes', async () => {
    const { updated } = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Coffee beans' }, SLOW));
    await waitFor(() => expect(updated).toHaveLength(1), SLOW);
    expect(updated[0]).toMatchObject({ active: false, amount: 1_250, description: 'Coffee beans' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deactivate Coffee beans' })).toBeNull(), SLOW);
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
  });

  it('speaks Turkish, and fits a 390 px wide screen', async () => {
    serve();
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderPage('tr');
    expect(await screen.findByText('Etkin', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('2 / 5', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coffee beans bağlantısını kopyala' })).toBeInTheDocument();
    window.innerWidth = 1024;
  });
  it("opens one link's payments from the keyboard: time, amount, paid or declined, card last 4, and the transaction in the lookup", async () => {
    const { paymentQueries } = serve();
    renderPage();
    const open = await screen.findByRole('button', { name: 'Show the payments of Coffee beans' }, SLOW);
    open.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findDialogWith('Payments of Coffee beans');
    expect(await within(drawer).findByRole('link', { name: 'VT-PAID0001' }, SLOW)).toHaveAttribute('href', '/merchant/transaction-management/transaction-lookup?tx=a1');
    expect(within(drawer).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(drawer).getByText('•••• 0002')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Paid').length).toBeGreaterThan(0);
    expect(within(drawer).getAllByText('Declined')).toHaveLength(2); // the attempt's pill and its transaction's status
    expect(within(drawer).getAllByText(/^12[.,]50/).length).toBe(3); // the link's amount and each payment's
    expect(within(drawer).getByText('2 of 5')).toBeInTheDocument();
    expect(paymentQueries[0]).toMatchObject({ linkId: LINK });
  });

  it("says so when the address names a link that is not the merchant's (the server answers 404)", async () => {
    serve();
    renderPage('en', '/merchant/payment-settings/payment-links?open=7c0f7a52-3c43-4d4c-9d55-2b8b2d6b1a99');
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(drawer).findByText('This payment link does not exist, or is not of the mode the switch shows.', {}, SLOW)).toBeInTheDocument();
  });

  it("shows a link's payments in Turkish", async () => {
    serve();
    renderPage('tr', `/merchant/payment-settings/payment-links?open=${LINK}`);
    const drawer = await findDialogWith('Coffee beans ödemeleri');
    expect(await within(drawer).findByText('Reddedildi', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getAllByText('Ödendi').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('2 / 5')).toBeInTheDocument();
  });
});
