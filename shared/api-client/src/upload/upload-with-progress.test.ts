import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '../config/api-client-config';
import { ApiError } from '../errors/api-error';
import { uploadWithProgress } from './upload-with-progress';

const services = { reporting: '/svc/reporting', unversioned: '/svc/core', merchant: '/svc/merchant' };
const server = setupServer();
const onError = jest.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetApiClient();
});
afterAll(() => server.close());

function configure() {
  configureApiClient({ services, getAccessToken: () => 'token-9', getUserType: () => 'merchant', getMode: () => 'Live', onError });
}

function formWith(name: string): FormData {
  const form = new FormData();
  // The environment's FormData is Node's (undici): it serialises Node's File, not jsdom's.
  form.append('file', new NodeFile(['hello'], name, { type: 'text/plain' }) as unknown as File);
  return form;
}

describe('uploadWithProgress', () => {
  it('posts the form to the routed URL with token and Mode and returns the parsed body', async () => {
    configure();
    let seen: { auth: string | null; mode: string | null; fileName?: string } | undefined;
    server.use(
      http.post('/svc/core/fs/file', async ({ request }) => {
        // jsdom's multipart body: check the part by its text (field "file", the file's name).
        const text = await request.text();
        const fileName = /name="file"; filename="([^"]+)"/.exec(text)?.[1];
        seen = { auth: request.headers.get('Authorization'), mode: request.headers.get('Mode'), fileName };
        return HttpResponse.json({ fileId: 'f-1' });
      }),
    );
    await expect(uploadWithProgress('fs/file', formWith('a.txt'))).resolves.toEqual({ fileId: 'f-1' });
    expect(seen).toEqual({ auth: 'Bearer token-9', mode: 'Live', fileName: 'a.txt' });
  });

  it('turns a failure into ApiError with the spec message and reports it unless silent', async () => {
    configure();
    server.use(http.post('/svc/core/fs/file', () => HttpResponse.json({ error: 'File type not allowed' }, { status: 400 })));
    const failure = uploadWithProgress('fs/file', formWith('a.exe'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'File type not allowed' });
    expect(onError).toHaveBeenCalledTimes(1);

    onError.mockClear();
    await expect(uploadWithProgress('fs/file', formWith('a.exe'), { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects with an AbortError when aborted before it starts', async () => {
    configure();
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress('fs/file', formWith('a.txt'), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
