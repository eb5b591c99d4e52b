import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { defineEndpoint } from '@portal/contracts';
import { configureApiClient, resetApiClient } from '../config/api-client-config';
import { callApiFile, fileNameOf } from './call-api-file';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({
  services: { reporting: '/svc/reporting', unversioned: '/svc/core', merchant: '/svc/merchant' },
  getAccessToken: () => 't1', getUserType: () => 'merchant', getMode: () => 'Live',
}));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

const EXPORT = defineEndpoint({
  method: 'GET', path: 'api/transactions/csv', base: 'merchant', summary: 'Export', tags: ['t'], responseType: 'blob',
  query: { type: 'object', properties: { columns: { type: 'array', items: { type: 'string' } } } },
  responses: {
    200: { type: 'string', format: 'binary' },
    202: { type: 'object', required: ['jobId'], properties: { jobId: { type: 'string' } } },
  },
});

describe('callApiFile', () => {
  it('hands over the file with the name the server gave it (the UTF-8 name first)', async () => {
    let mode: string | null = null;
    server.use(http.get('/svc/merchant/api/transactions/csv', ({ request }) => {
      mode = request.headers.get('Mode');
      return new HttpResponse('a,b\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="i_lemler.csv"; filename*=UTF-8\'\'i%C5%9Flemler.csv' },
      });
    }));
    const answer = await callApiFile(EXPORT, { query: { columns: ['a', 'b'] } });
    expect(answer.kind).toBe('file');
    if (answer.kind !== 'file') return;
    expect(answer.fileName).toBe('işlemler.csv');
    expect(await answer.blob.text()).toBe('a,b\r\n');
    expect(mode).toBe('Live');
  });

  it('reads another 2xx answer as its JSON (a background job)', async () => {
    server.use(http.get('/svc/merchant/api/transactions/csv', () => HttpResponse.json({ jobId: 'j-1' }, { status: 202 })));
    const answer = await callApiFile(EXPORT, {});
    expect(answer).toEqual({ kind: 'json', status: 202, body: { jobId: 'j-1' } });
  });

  it('reads plain and missing file names', () => {
    expect(fileNameOf('attachment; filename="report.csv"')).toBe('report.csv');
    expect(fileNameOf('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
