import { callApi, configureApiClient, resetApiClient } from '@portal/api-client';
import {
  ACTION_REFUSALS, DEFAULT_SERVICE_BASES, TRANSACTION_ACTION_ENDPOINTS, TRANSACTION_DETAIL_ENDPOINTS, type TransactionRecord,
} from '@portal/contracts';
import { DEMO_MERCHANTS } from '../fixtures/tenants-and-merchants';
import { createMswServer } from './server';
import { createTransactionActionHandlers } from './transaction-action-handlers';
import { createTransactionDetailHandlers } from './transaction-detail-handlers';
import { createTransactionFakeState } from './transaction-fake-state';

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({ services: DEFAULT_SERVICE_BASES, getAccessToken: () => 't', getUserType: () => 'crm', getMode: () => 'Test' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

const E = TRANSACTION_ACTION_ENDPOINTS;
const WEBSITE = '0eb51de0-0000-4000-8000-0000000000a1';
const sale: TransactionRecord = {
  id: '5e1ec7ed-0000-4000-8000-000000000001', externalId: 'TX-1', tenantId: DEMO_MERCHANTS[0]!.tenantId, tenantName: 'Acme Payments',
  merchantId: DEMO_MERCHANTS[0]!.merchantId, merchantName: 'Blue Bottle Coffee Ltd', amount: 12000, currency: 'EUR', status: 'Captured',
  type: 'Sale', paymentMethod: 'card', mode: 'Test', createdAt: '2025-07-02T10:00:00Z', websiteId: WEBSITE, websiteName: 'shop.example',
  paymentChannelId: null, paymentChannelName: null, serviceProviderId: null, serviceProviderName: null, cardFirst6: null, cardLast4: null,
  cardCountry: null, customerEmail: null, customerIp: null, parentId: null, parentExternalId: null,
};

function setup(userEmail = 'tenant@demo.test') {
  const state = createTransactionFakeState([sale]);
  const actions = createTransactionActionHandlers({ state, userEmail });
  server.use(...createTransactionDetailHandlers({ state }).handlers, ...actions.handlers);
  return { state, store: actions.store };
}

const headers = (requestId: string, mode: 'Test' | 'Live' = 'Test') => ({ 'x-request-id': requestId, systemmode: mode, 'website-id': WEBSITE });
const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';
const refund = (amount: number, requestId: string, mode?: 'Test' | 'Live') =>
  callApi(E.refund, { params: { transactionId: sale.id }, headers: headers(requestId, mode), body: { amount }, silent: true });

describe('transaction action fakes', () => {
  it('acts on the shared state with the rule table: the balance, related rows and a refusal past the remainder', async () => {
    const { state } = setup();
    const answer = await refund(2000, ID_1);
    expect(answer.created).toMatchObject({ type: 'Refund', status: 'Successful', amount: 2000, parentId: sale.id });
    const balance = await callApi(TRANSACTION_DETAIL_ENDPOINTS.checkBalance, { params: { transactionId: sale.id } });
    expect(balance).toMatchObject({ captured: 12000, refunded: 2000, refundable: 10000 });
    await expect(refund(10001, ID_2)).rejects.toMatchObject({ status: 422, message: ACTION_REFUSALS.refundTooLarge.message });
    expect(state.rows).toHaveLength(2);
  });

  it('answers a repeated request id with the first answer and never acts twice; the same id on another request is refused', async () => {
    const { state } = setup();
    const first = await refund(500, ID_1);
    await expect(refund(500, ID_1)).resolves.toEqual(first);
    expect(state.rows.filter((r) => r.type === 'Refund')).toHaveLength(1);
    await expect(refund(600, ID_1)).rejects.toMatchObject({ status: 422, message: ACTION_REFUSALS.requestIdReused.message });
  });

  it('refuses the wrong mode, checks the declared headers, and keeps merchants out', async () => {
    setup();
    await expect(refund(500, ID_1, 'Live')).rejects.toMatchObject({ status: 409, message: ACTION_REFUSALS.wrongMode.message });
    await expect(callApi(E.refund, { params: { transactionId: sale.id }, headers: { systemmode: 'Test' } as never, body: { amount: 1 }, silent: true }))
      .rejects.toMatchObject({ status: 400, message: expect.stringContaining('x-request-id') });
    server.resetHandlers();
    setup('merchant@demo.test');
    await expect(refund(500, ID_2)).rejects.toMatchObject({ status: 403 });
  });

  it('fails the next call on demand without acting, then acts on the retry', async () => {
    const { state, store } = setup();
    store.failNext('refund', 503);
    await expect(refund(500, ID_1)).rejects.toMatchObject({ status: 503 });
    expect(state.rows).toHaveLength(1);
    await expect(refund(500, ID_1)).resolves.toMatchObject({ message: 'Refund created' });
    expect(store.calls.map((c) => c.status)).toEqual([503, 200]);
  });
});
