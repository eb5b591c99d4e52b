import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '../config/api-client-config';
import { ApiError } from '../errors/api-error';
import { apiFetch } from './api-fetch';

const services = { reporting: '/svc/reporting', unversioned: '/svc/core', merchant: '/svc/merchant' };
const server = setupServer();
const onError = jest.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

function configure(overrides: { token?: string | null; mode?: 'Test' | 'Live'; userType?: 'crm' | 'merchant' | null } = {}) {
  configureApiClient({
    services,
    getAccessToken: () => (overrides.token === undefined ? 'token-123' : overrides.token),
    getUserType: () => overrides.userType ?? 'crm',
    getMode: () => overrides.mode ?? 'Live',
    onError,
  });
}

describe('apiFetch', () => {
  it('sends the bearer token, the Mode header and credentials to the routed URL', async () => {
    configure();
    let seen: Request | undefined;
    server.use(
      http.get('/svc/merchant/api/v1/crm/users/me/context', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiFetch('users/me/context')).resolves.toEqual({ ok: true });
    expect(seen?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(seen?.headers.get('Mode')).toBe('Live');
    expect(seen?.credentials).toBe('include');
  });

  it('sends no Authorization header without a token and reads the mode each call', async () => {
    configure({ token: null, mode: 'Test' });
    let headers: Headers | undefined;
    server.use(http.get('/svc/core/support/labels', ({ request }) => {
      headers = request.headers;
      return HttpResponse.json([]);
    }));
    await apiFetch('support/labels');
    expect(headers?.has('Authorization')).toBe(false);
    expect(headers?.get('Mode')).toBe('Test');
  });

  it("keeps a caller's own Mode header: a decision on a request of the other mode is sent in that request's mode", async () => {
    configure({ mode: 'Test' });
    let headers: Headers | undefined;
    server.use(http.get('/svc/core/support/labels', ({ request }) => {
      headers = request.headers;
      return HttpResponse.json([]);
    }));
    await apiFetch('support/labels', { headers: { mode: 'Live' } });
    expect(headers?.get('Mode')).toBe('Live');
  });

  it('builds the query: arrays joined by commas, nulls dropped', async () => {
    configure();
    let url: URL | undefined;
    server.use(http.get('/svc/core/support/ticket/my', ({ request }) => {
      url = new URL(request.url);
      return HttpResponse.json([]);
    }));
    await apiFetch('support/ticket/my', {
      query: { pageIndex: 0, pageSize: 10, status: ['Opened', 'Closed'], search: null, label: undefined, mine: true },
    });
    expect(url?.searchParams.get('pageIndex')).toBe('0');
    expect(url?.searchParams.get('pageSize')).toBe('10');
    expect(url?.searchParams.get('status')).toBe('Opened,Closed');
    expect(url?.searchParams.get('mine')).toBe('true');
    expect(url?.searchParams.has('search')).toBe(false);
    expect(url?.searchParams.has('label')).toBe(false);
  });

  it('sends JSON bodies with their content type', async () => {
    configure();
    let received: unknown;
    let contentType: string | null = null;
    server.use(http.post('/svc/core/support/label', async ({ request }) => {
      contentType = request.headers.get('Content-Type');
      received = await request.json();
      return HttpResponse.json({ labelId: 'l1' }, { status: 201 });
    }));
    await expect(apiFetch('support/label', { method: 'POST', json: { value: 'Urgent' } })).resolves.toEqual({ labelId: 'l1' });
    expect(contentType).toBe('application/json');
    expect(received).toEqual({ value: 'Urgent' });
  });

  it('returns undefined for 204 and text for text responses', async () => {
    configure();
    server.use(
      http.post('/svc/core/support/ticket/t1/close', () => new HttpResponse(null, { status: 204 })),
      http.post('/svc/core/support/ticket', () => HttpResponse.text('ticket-42')),
    );
    await expect(apiFetch('support/ticket/t1/close', { method: 'POST' })).resolves.toBeUndefined();
    await expect(apiFetch('support/ticket', { method: 'POST', json: {}, responseType: 'text' })).resolves.toBe('ticket-42');
  });

  it('throws ApiError with the spec message and calls the global handler', async () => {
    configure();
    server.use(http.get('/svc/core/support/labels', () => HttpResponse.json({ errors: [{ message: 'Nope' }] }, { status: 400 })));
    const error = await apiFetch('support/labels').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Nope', body: { errors: [{ message: 'Nope' }] } });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('does not call the global handler for silent requests', async () => {
    configure();
    server.use(http.get('/svc/core/support/labels', () => new HttpResponse('Server exploded', { status: 500 })));
    await expect(apiFetch('support/labels', { silent: true })).rejects.toMatchObject({ status: 500, message: 'Server exploded' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the not-authorized text for 403', async () => {
    configure();
    server.use(http.get('/svc/core/support/labels', () => HttpResponse.json({ error: 'denied' }, { status: 403 })));
    await expect(apiFetch('support/labels')).rejects.toMatchObject({ status: 403, message: 'You are not authorized to perform this action' });
  });

  it('reads the error field of a blob error body', async () => {
    configure();
    server.use(http.get('/svc/core/fs/file/f1', () =>
      new HttpResponse(new Blob([JSON.stringify({ error: 'File not found' })], { type: 'application/octet-stream' }), { status: 404 })));
    await expect(apiFetch('fs/file/f1', { responseType: 'blob' })).rejects.toMatchObject({ status: 404, message: 'File not found' });
  });

  it('returns blobs for blob responses', async () => {
    configure();
    server.use(http.get('/svc/core/fs/file/f1', () => new HttpResponse(new Blob(['a,b\n1,2'], { type: 'text/csv' }))));
    const blob = await apiFetch<Blob>('fs/file/f1', { responseType: 'blob' });
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('turns a network failure into ApiError status 0 with Unknown error', async () => {
    configure();
    server.use(http.get('/svc/core/support/labels', () => HttpResponse.error()));
    await expect(apiFetch('support/labels')).rejects.toMatchObject({ status: 0, message: 'Unknown error' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
