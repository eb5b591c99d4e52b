import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defineEndpoint } from '@portal/contracts';
import { configureApiClient, resetApiClient } from '../config/api-client-config';
import { ApiError } from '../errors/api-error';
import { callApi } from './call-api';

const services = { reporting: '/svc/reporting', unversioned: '/svc/core', merchant: '/svc/merchant' };
const server = setupServer();
const onError = jest.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({ services, getAccessToken: () => 't1', getUserType: () => 'crm', getMode: () => 'Test', onError }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
  onError.mockReset();
});
afterAll(() => server.close());

const label = { type: 'object', required: ['labelId', 'value'], properties: { labelId: { type: 'string' }, value: { type: 'string' } } } as const;

const GET_LABEL = defineEndpoint({
  method: 'GET', path: 'support/label/:labelId', base: 'unversioned', summary: 'One label', tags: ['t'],
  params: { type: 'object', required: ['labelId'], properties: { labelId: { type: 'string' } } },
  query: { type: 'object', properties: { tenantId: { type: 'string' }, pageSize: { type: 'integer', default: 10 }, status: { type: 'array', items: { type: 'string' } } } },
  responses: { 200: label },
});
const UPDATE_USER = defineEndpoint({
  method: 'PUT', path: 'tenants/:tenantId/tenant-user/:userId', base: 'merchant', summary: 'Update', tags: ['t'],
  params: { type: 'object', required: ['tenantId', 'userId'], properties: { tenantId: { type: 'string' }, userId: { type: 'string' } } },
  body: { type: 'object', required: ['firstName'], properties: { firstName: { type: 'string' } } },
  headers: { type: 'object', required: ['x-request-id'], properties: { 'x-request-id': { type: 'string' } } },
  responses: { 201: label },
});
const CLOSE = defineEndpoint({
  method: 'POST', path: 'support/ticket/:ticketId/close', base: 'unversioned', summary: 'Close', tags: ['t'],
  params: { type: 'object', required: ['ticketId'], properties: { ticketId: { type: 'string' } } },
  responses: { 204: null },
});
const DOWNLOAD = defineEndpoint({
  method: 'GET', path: 'fs/file/:fileId', base: 'unversioned', summary: 'Download', tags: ['t'], responseType: 'blob',
  params: { type: 'object', required: ['fileId'], properties: { fileId: { type: 'string' } } },
  responses: { 200: { type: 'string', format: 'binary' } },
});
const CREATE_TICKET = defineEndpoint({
  method: 'POST', path: 'support/ticket', base: 'unversioned', summary: 'Create', tags: ['t'], responseType: 'text',
  body: { type: 'object', properties: { subject: { type: 'string' } } },
  responses: { 200: { type: 'string' } },
});
const CURRENCIES = defineEndpoint({
  method: 'GET', path: 'lookup/active-currencies', base: 'merchant', summary: 'Currencies', tags: ['t'],
  responses: { 200: { type: 'array', items: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } } },
});

describe('callApi', () => {
  it('fills and encodes path parameters and sends the query (arrays joined, defaults left to the server)', async () => {
    let url: URL | undefined;
    server.use(http.get('/svc/core/support/label/:labelId', ({ request }) => {
      url = new URL(request.url);
      return HttpResponse.json({ labelId: 'a/b c', value: 'Urgent' });
    }));
    const result = await callApi(GET_LABEL, { params: { labelId: 'a/b c?' }, query: { tenantId: 't-1', status: ['Opened', 'Closed'] } });
    expect(url?.pathname).toBe('/svc/core/support/label/a%2Fb%20c%3F');
    expect(url?.searchParams.get('tenantId')).toBe('t-1');
    expect(url?.searchParams.get('status')).toBe('Opened,Closed');
    expect(url?.searchParams.has('pageSize')).toBe(false);
    const value: string = result.value;
    expect(value).toBe('Urgent');
  });

  it('routes merchant-service paths per user type and sends the JSON body, its headers, token and Mode', async () => {
    let seen: { url: string; body: unknown; requestId: string | null; mode: string | null; auth: string | null; method: string } | undefined;
    server.use(http.put('/svc/merchant/api/v1/tenants/:tenantId/tenant-user/:userId', async ({ request }) => {
      seen = {
        url: new URL(request.url).pathname, body: await request.json(), requestId: request.headers.get('x-request-id'),
        mode: request.headers.get('Mode'), auth: request.headers.get('Authorization'), method: request.method,
      };
      return HttpResponse.json({ labelId: 'u1', value: 'Ada' }, { status: 201 });
    }));
    await expect(callApi(UPDATE_USER, { params: { tenantId: 't1', userId: 'u1' }, body: { firstName: 'Ada' }, headers: { 'x-request-id': 'r-9' } }))
      .resolves.toEqual({ labelId: 'u1', value: 'Ada' });
    expect(seen).toEqual({ url: '/svc/merchant/api/v1/tenants/t1/tenant-user/u1', body: { firstName: 'Ada' }, requestId: 'r-9', mode: 'Test', auth: 'Bearer t1', method: 'PUT' });
  });

  it('returns undefined for a 204 endpoint, a Blob for a blob endpoint and a string for a text endpoint', async () => {
    server.use(
      http.post('/svc/core/support/ticket/t1/close', () => new HttpResponse(null, { status: 204 })),
      http.get('/svc/core/fs/file/f1', () => new HttpResponse(new Blob(['a,b\n1,2'], { type: 'text/csv' }))),
      http.post('/svc/core/support/ticket', () => HttpResponse.text('ticket-42')),
    );
    await expect(callApi(CLOSE, { params: { ticketId: 't1' } })).resolves.toBeUndefined();
    const blob: Blob = await callApi(DOWNLOAD, { params: { fileId: 'f1' } });
    expect(await blob.text()).toBe('a,b\n1,2');
    const id: string = await callApi(CREATE_TICKET, { body: { subject: 'Help' } });
    expect(id).toBe('ticket-42');
  });

  it('calls an endpoint without input and types its result', async () => {
    server.use(http.get('/svc/merchant/api/v1/crm/lookup/active-currencies', () => HttpResponse.json([{ code: 'EUR' }])));
    const currencies = await callApi(CURRENCIES);
    expect(currencies.map((c) => c.code)).toEqual(['EUR']);
  });

  it('throws ApiError with the spec message and reports it, unless silent', async () => {
    server.use(http.get('/svc/core/support/label/:labelId', () => HttpResponse.json({ error: 'Label not found' }, { status: 404 })));
    const error = await callApi(GET_LABEL, { params: { labelId: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Label not found' });
    expect(onError).toHaveBeenCalledWith(error);
    onError.mockReset();
    await expect(callApi(GET_LABEL, { params: { labelId: 'x' }, silent: true })).rejects.toMatchObject({ status: 404 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses to call with a missing path parameter instead of requesting ".../undefined"', () => {
    expect(() => callApi(GET_LABEL, { params: { labelId: '' } })).toThrow('Missing path parameter labelId for support/label/:labelId');
  });

  it('passes the abort signal through', async () => {
    // The server answers only when the test lets it: the call is surely in flight when it is aborted, and an
    // ignored signal would show as the answer arriving instead of the AbortError.
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => { arrived = resolve; });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    server.use(http.get('/svc/core/support/label/:labelId', async () => {
      arrived();
      await answered;
      return HttpResponse.json({ labelId: 'l', value: 'v' });
    }));
    const controller = new AbortController();
    const call = callApi(GET_LABEL, { params: { labelId: 'l' }, signal: controller.signal });
    await inFlight;
    controller.abort();
    answer();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('checks the input types at compile time', () => {
    const never = () => {
      // @ts-expect-error params are required
      void callApi(GET_LABEL, {});
      // @ts-expect-error the body must match the schema
      void callApi(UPDATE_USER, { params: { tenantId: 't', userId: 'u' }, body: { firstName: 1 }, headers: { 'x-request-id': 'r' } });
      // @ts-expect-error a required header is required
      void callApi(UPDATE_USER, { params: { tenantId: 't', userId: 'u' }, body: { firstName: 'a' } });
    };
    expect(typeof never).toBe('function');
  });
});
