import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CARD_MESSAGES, VIRTUAL_TERMINAL_ENDPOINTS, VIRTUAL_TERMINAL_MESSAGES, type VirtualTerminalInput, type VirtualTerminalResult } from '@portal/contracts';
import { waitLimit, declaredHandlers, chooseOption } from '@portal/testing';
import { renderTransactions, server, setupTransactionsServer } from '../../test-support/render-transactions';
import { VirtualTerminalPage } from './VirtualTerminalPage';

jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);
type User = ReturnType<typeof userEvent.setup>;

/** The terminal's call, faked on its declaration: keeps what was sent and its request ids; `refuse` answers 422. */
function fakeTerminal() {
  const store = { sent: [] as Array<{ body: VirtualTerminalInput; requestId: string | null }>, refuse: null as string | null };
  const handlers = declaredHandlers(VIRTUAL_TERMINAL_ENDPOINTS.staff, ({ body, request }) => {
    const input = body as VirtualTerminalInput;
    store.sent.push({ body: input, requestId: request.headers.get('x-request-id') });
    if (store.refuse) return HttpResponse.json({ error: store.refuse }, { status: 422 });
    const result: VirtualTerminalResult = {
      transactionId: '7d0c2f44-8f57-4a3e-9a43-6f0c1f1f0b11', externalId: 'VT-7K3M9QXA', status: 'Captured', amount: 4250, currency: input.currency,
      mode: 'Test', cardFirst6: input.cardNumber.slice(0, 6), cardLast4: input.cardNumber.slice(-4), channelName: 'BBC Card',
      serviceProviderName: 'Acquirer One', antifraudOutcome: 'Passed', antifraudScore: 12, antifraudRule: 'Default risk model', declineReason: null, payerMessage: null,
    };
    return HttpResponse.json(result, { status: 201 });
  });
  return { store, handlers };
}

/** Picks an option of an antd select: the one titled `title` (typed into a searchable one first), else the first. */
async function chooseFirst(user: User, box: HTMLElement, title?: string) {
  await user.click(box);
  if (title && box.getAttribute('readonly') === null) await user.keyboard(title);
  await chooseOption(user, null, title ?? /./);
}

async function paste(user: User, box: HTMLElement, value: string) {
  await user.click(box);
  await user.paste(value);
}

describe('virtual terminal page', () => {
  it('masks the card on blur, refuses a bad check digit, a past expiry and a bad customer IP, then takes the payment with the IP and links to it', async () => {
    const user = userEvent.setup();
    const fake = fakeTerminal();
    server.use(...fake.handlers);
    renderTransactions(<VirtualTerminalPage title="Virtual terminal" />, { user: 'tenant@demo.test', route: '/transaction-management/virtual-terminal' });

    await chooseFirst(user, await screen.findByRole('combobox', { name: 'Merchant' }, SLOW), 'Blue Bottle Coffee Ltd');
    await chooseFirst(user, screen.getByRole('combobox', { name: 'Website' }));
    const cardBox = screen.getByRole('textbox', { name: 'Card number' });
    await paste(user, cardBox, '4111 1111 1111 1112');
    await user.tab();
    expect(cardBox).toHaveValue('411111******1112');
    expect(await screen.findByText(CARD_MESSAGES.cardNumberLuhn, {}, SLOW)).toBeInTheDocument();
    await user.click(cardBox);
    expect(cardBox).toHaveValue('4111111111111112');
    await user.clear(cardBox);
    await user.paste('4111111111111111');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(CARD_MESSAGES.cardNumberLuhn)).toBeNull(), SLOW);

    const thisYear = String(new Date().getUTCFullYear());
    const month = new Date().getUTCMonth(); // last month, 1-based (none in January: then it is this month of last year's list)
    if (month > 0) {
      await chooseFirst(user, screen.getByRole('combobox', { name: 'Expiry month' }), String(month).padStart(2, '0'));
      await chooseFirst(user, screen.getByRole('combobox', { name: 'Expiry year' }), thisYear);
      expect((await screen.findAllByText(CARD_MESSAGES.expiryPast, {}, SLOW)).length).toBeGreaterThan(0);
    }
    await chooseFirst(user, screen.getByRole('combobox', { name: 'Expiry month' }), '12');
    await chooseFirst(user, screen.getByRole('combobox', { name: 'Expiry year' }), String(Number(thisYear) + 1));
    await waitFor(() => expect(screen.queryByText(CARD_MESSAGES.expiryPast)).toBeNull(), SLOW);
    await paste(user, screen.getByRole('textbox', { name: 'CVC' }), '737');
    await paste(user, screen.getByRole('textbox', { name: 'Cardholder name' }), 'Ada Lovelace');
    await chooseFirst(user, screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    await paste(user, screen.getByRole('textbox', { name: 'Amount' }), '42.50');

    // The customer's IP is optional; a bad one is refused in the browser with the server's sentence, and nothing is sent.
    const ipBox = screen.getByRole('textbox', { name: "Customer's IP address (optional)" });
    await paste(user, ipBox, '203.0.113.999');
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText(VIRTUAL_TERMINAL_MESSAGES.customerIp, {}, SLOW)).toBeInTheDocument();
    expect(fake.store.sent).toHaveLength(0);
    await user.clear(ipBox);
    await user.paste('2001:db8::42');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(VIRTUAL_TERMINAL_MESSAGES.customerIp)).toBeNull(), SLOW);

    fake.store.refuse = 'No payment channel of the merchant takes this payment method and currency';
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText(fake.store.refuse, {}, SLOW)).toBeInTheDocument();
    expect(fake.store.sent[0]!.body).toMatchObject({ cardNumber: '4111111111111111', expiryMonth: 12, cvc: '737', amount: 4250, currency: 'GBP', cardholderName: 'Ada Lovelace', customerIp: '2001:db8::42' });

    fake.store.refuse = null;
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    const status = await screen.findByText('Payment VT-7K3M9QXA taken', {}, SLOW);
    expect(fake.store.sent).toHaveLength(2);
    expect(fake.store.sent[1]!.requestId).not.toBe(fake.store.sent[0]!.requestId);
    const result = status.closest('.ant-alert')! as HTMLElement;
    expect(within(result).getByText('Captured')).toHaveClass('status-pill-positive');
    expect(within(result).getByText('411111******1111')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Open VT-7K3M9QXA in the transaction lookup' }))
      .toHaveAttribute('href', '/transaction-management/transaction-lookup?externalId=VT-7K3M9QXA&tx=7d0c2f44-8f57-4a3e-9a43-6f0c1f1f0b11');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveValue(''), SLOW);
  });

  it("says the customer IP's field and its refusal in Turkish", async () => {
    const user = userEvent.setup();
    renderTransactions(<VirtualTerminalPage title="Virtual terminal" />, { user: 'merchant@demo.test', route: '/merchant/transaction-management/virtual-terminal', language: 'tr' });
    const ipBox = await screen.findByRole('textbox', { name: 'Müşterinin IP adresi (isteğe bağlı)' }, SLOW);
    expect(screen.getByText('Biliyorsanız IPv4 veya IPv6: dolandırıcılık önleme kuralları ülkesini, listeleri ve hızını denetler.')).toBeInTheDocument();
    await paste(user, ipBox, '2001:db8:::1');
    await user.tab();
    expect(await screen.findByText('Müşterinin IP adresi bir IPv4 veya IPv6 adresi değil', {}, SLOW)).toBeInTheDocument();
  });
});
