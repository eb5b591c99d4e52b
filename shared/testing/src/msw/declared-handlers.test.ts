import { HttpResponse } from 'msw';
import { ApiError, callApi, configureApiClient, resetApiClient } from '@portal/api-client';
import { DEFAULT_SERVICE_BASES, SUPPORT_ENDPOINTS, TRANSACTION_ACTION_ENDPOINTS, TRANSACTION_ENDPOINTS, type TransactionColumnChoice } from '@portal/contracts';
import { declaredHandlers, type DeclaredRequest } from './declared-handlers';
import { createMswServer } from './server';
import { ticketFixture } from './support-handlers';

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({ services: DEFAULT_SERVICE_BASES, getAccessToken: () => 't', getUserType: () => 'crm', getMode: () => 'Test' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

const COLUMNS = TRANSACTION_ENDPOINTS.tenantColumns;
const saved = (columns: unknown): TransactionColumnChoice => ({ lookup: 'tenant', columns, isDefault: false } as TransactionColumnChoice);

describe('declaredHandlers', () => {
  it('hands the fake a valid request, with the query coerced to the declared types', async () => {
    const seen: DeclaredRequest[] = [];
    server.use(...declaredHandlers(TRANSACTION_ENDPOINTS.tenantList, (request) => {
      seen.push(request);
      return HttpResponse.json({ data: [], count: 0, countIsCapped: false, nextCursor: null });
    }));
    await callApi(TRANSACTION_ENDPOINTS.tenantList, { query: { status: ['Captured'] } });
    // One value on the wire, a list as declared.
    expect(seen[0]!.query).toMatchObject({ status: ['Captured'] });
  });

  it('answers 400 like the server when the body breaks its schema, and the fake is not called', async () => {
    const fake = jest.fn(() => HttpResponse.json(saved(['amount'])));
    server.use(...declaredHandlers(COLUMNS.put, fake));
    const call = callApi(COLUMNS.put, { body: {} as { columns: string[] }, silent: true });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 400, message: expect.stringContaining("body must have required property 'columns'") });
    expect(fake).not.toHaveBeenCalled();
  });

  it('takes a body as the backend does (ADR 0074): a field it does not name, or a number sent as text, is a 400 naming it', async () => {
    const fake = jest.fn(() => HttpResponse.json(saved(['amount'])));
    server.use(...declaredHandlers(COLUMNS.put, fake));
    const extra = callApi(COLUMNS.put, { body: { columns: ['amount'], lookup: 'tenant' } as { columns: string[] }, silent: true });
    await expect(extra).rejects.toMatchObject({ status: 400, message: expect.stringContaining('body has unknown field lookup') });
    const refund = TRANSACTION_ACTION_ENDPOINTS.refund;
    server.use(...declaredHandlers(refund, fake));
    const asText = callApi(refund, { params: { transactionId: '6f9c2a1e-0000-4000-8000-000000000001' }, headers: { systemmode: 'Test', 'x-request-id': 'r-1' }, body: { amount: '100' } as unknown as { amount: number }, silent: true });
    await expect(asText).rejects.toMatchObject({ status: 400, message: expect.stringContaining('body/amount must be integer') });
    expect(fake).not.toHaveBeenCalled();
  });

  it('fails the call when the fake answers what the contract does not allow', async () => {
    server.use(...declaredHandlers(COLUMNS.get, () => HttpResponse.json({ lookup: 'tenant', columns: ['no-such-column'], isDefault: 'no' })));
    const onUnhandled = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(callApi(COLUMNS.get, { silent: true })).rejects.toMatchObject({ status: 500 });
    onUnhandled.mockRestore();
  });

  it('lets an answer that keeps the contract through unchanged', async () => {
    server.use(...declaredHandlers(COLUMNS.get, () => HttpResponse.json(saved(['amount', 'status']))));
    await expect(callApi(COLUMNS.get)).resolves.toEqual(saved(['amount', 'status']));
  });

  it('checks tickets and feeds against their spelt-out schemas (no longer any object)', async () => {
    const onUnhandled = jest.spyOn(console, 'error').mockImplementation(() => {});
    const DETAILS = SUPPORT_ENDPOINTS.customer.details;
    const { status: _dropped, ...withoutStatus } = ticketFixture();
    server.use(...declaredHandlers(DETAILS, () => HttpResponse.json(withoutStatus)));
    await expect(callApi(DETAILS, { params: { ticketId: 'ticket-1' }, silent: true })).rejects.toMatchObject({ status: 500 });
    server.resetHandlers(...declaredHandlers(SUPPORT_ENDPOINTS.customer.feed, () => HttpResponse.json([{ id: 'c-1', type: 'Gossip', timestamp: '2025-01-06T09:00:00Z' }])));
    await expect(callApi(SUPPORT_ENDPOINTS.customer.feed, { params: { ticketId: 'ticket-1' }, silent: true })).rejects.toMatchObject({ status: 500 });
    onUnhandled.mockRestore();
    server.resetHandlers(...declaredHandlers(DETAILS, () => HttpResponse.json(ticketFixture())));
    await expect(callApi(DETAILS, { params: { ticketId: 'ticket-1' } })).resolves.toEqual(ticketFixture());
  });
});
