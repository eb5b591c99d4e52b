import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TRANSACTION_TOOL_ENDPOINTS, type ApmRequest, type ApmTransaction } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';
import { waitLimit, declaredHandlers, chooseOption } from '@portal/testing';
import { renderTransactions, runOnTodayInTestMode, server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { ToolList } from '../tool-list';
import { APM_LOOKUP, APM_REQUESTS } from './apm-pages';

// Full pages with antd tables and a drawer on a loaded machine (as the lookup's page tests).
jest.setTimeout(60_000);
const SLOW = waitLimit(15_000);
setupTransactionsServer();
const NOW = new Date('2025-07-02T12:00:00Z');
runOnTodayInTestMode(NOW);

const E = TRANSACTION_TOOL_ENDPOINTS;
const bodyRows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);

const apmRow = (n: number, extra: Partial<ApmTransaction> = {}): ApmTransaction => ({
  id: `00000000-0000-4000-8000-00000000000${n}`, externalId: `PAY-BBC-000000${n}`, tenantId: 't', merchantId: 'm', merchantName: 'Blue Bottle Coffee',
  type: 'Sale', status: 'Captured', amount: 2550, currency: 'EUR', paymentMethod: 'paypal', mode: 'Test', createdAt: '2025-07-02T11:00:00.000Z',
  customerEmail: 'ada@example.com', serviceProviderName: 'OpenBank Hub', providerReference: `PAYID-${n}ABC`, payerName: 'Ada Lovelace',
  payerAccount: 'a***@example.com', bankName: null, ...extra,
});

const request = (extra: Partial<ApmRequest> = {}): ApmRequest => ({
  id: 'r1', reference: 'APR-ABCDEF0001', tenantId: 't', merchantId: 'm', merchantName: 'Blue Bottle Coffee', transactionId: null, transactionExternalId: null,
  paymentMethod: 'open-banking', status: 'Expired', amount: 1000, currency: 'EUR', mode: 'Test', providerReference: null, payerName: null,
  payerAccount: null, bankName: null, failureReason: 'The payer did not finish at the provider within 15 minutes',
  createdAt: '2025-07-02T10:00:00.000Z', updatedAt: '2025-07-02T10:15:00.000Z', ...extra,
});

describe('APM lookups (issue 13 part C)', () => {
  const lists: URLSearchParams[] = [];
  const searches: URLSearchParams[] = [];
  function fakeApm() {
    lists.length = 0;
    searches.length = 0;
    server.use(
      ...declaredHandlers(E.apmList, ({ request: r }) => { lists.push(new URL(r.url).searchParams); return HttpResponse.json({ count: 2, countIsCapped: false, data: [apmRow(1), apmRow(2, { status: 'Declined', providerReference: null })] }); }),
      ...declaredHandlers(E.apmSearch, ({ request: r }) => { searches.push(new URL(r.url).searchParams); return HttpResponse.json({ count: 1, countIsCapped: false, data: [apmRow(1)] }); }),
      ...declaredHandlers(E.apmOne, () => HttpResponse.json({
        ...apmRow(1), customerIp: '10.0.0.1',
        requests: [request({ id: 'r2', reference: 'APR-FIRST00001', status: 'Completed', transactionId: apmRow(1).id, failureReason: null })],
      })),
    );
  }

  it("lists today's APM transactions with the provider's answer and searches in the picked field", async () => {
    fakeApm();
    const user = userEvent.setup();
    renderTransactions(<ToolList definition={APM_LOOKUP} title="Transaction lookup apm" />, { user: 'tenant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup apm' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('PAYID-1ABC')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('25,50 EUR')).toBeInTheDocument();
    // Today on the user's clock (Europe/London).
    expect(lists.at(-1)!.get('from')).toBe('2025-07-01T23:00:00.000Z');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Search in' }), 'Provider reference');
    await user.click(screen.getByLabelText('Search'));
    await user.paste('1ABC');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searches).toHaveLength(1), SLOW);
    expect(searches[0]!.get('SearchParam')).toBe('ProviderReference');
    expect(searches[0]!.get('SearchKey')).toBe('1ABC');
    await waitFor(() => expect(bodyRows()).toHaveLength(1), SLOW);
  });

  it('opens an APM transaction with the requests sent to its provider, and closes it', async () => {
    fakeApm();
    const user = userEvent.setup();
    renderTransactions(<ToolList definition={APM_LOOKUP} title="Transaction lookup apm" />, { user: 'tenant@demo.test' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2), SLOW);
    await user.click(within(bodyRows()[0]!).getByText('PAY-BBC-0000001'));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(within(drawer).getByText('APM transaction PAY-BBC-0000001')).toBeInTheDocument();
    expect(await within(drawer).findByText('APR-FIRST00001', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByText('a***@example.com')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('lists APM requests in Turkish, an abandoned one without a transaction and why', async () => {
    server.use(...declaredHandlers(E.apmRequests, () => HttpResponse.json({ count: 1, countIsCapped: false, data: [request()] })));
    renderTransactions(<ToolList definition={APM_REQUESTS} title="APM requests" />, { user: 'tenant@demo.test', language: 'tr' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), SLOW);
    const row = bodyRows()[0]!;
    expect(within(row).getByText('APR-ABCDEF0001')).toBeInTheDocument();
    expect(within(row).getByText('Süresi doldu')).toBeInTheDocument();
    expect(within(row).getByText('Yok (yarıda bırakıldı)')).toBeInTheDocument();
    expect(within(row).getByText('Ödeyen işlemi sağlayıcıda 15 dakika içinde tamamlamadı')).toBeInTheDocument();
  });
});

describe('the APM list as a CSV file', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await portalI18n().changeLanguage('en');
  });

  it("is asked in the portal's language and saved under the tool's name", async () => {
    const languages: Array<string | null> = [];
    server.use(...declaredHandlers(E.apmCsv, ({ request }) => {
      languages.push(request.headers.get('accept-language'));
      return new HttpResponse('Harici kimlik\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }));
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:apm'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    await portalI18n().changeLanguage('tr');
    await APM_LOOKUP.download!({ paymentMethod: 'open-banking' });
    expect(languages).toEqual(['tr']);
    expect(saved).toEqual(['apm-transactions.csv']);
  });
});
