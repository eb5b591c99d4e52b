import type { RequestHandler } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { createMswServer } from './server';

export interface SetupMswServerOptions {
  /** 'error' fails a test on any request no handler answers; 'bypass' lets it through (the default of the shell tests). */
  onUnhandledRequest?: 'error' | 'bypass';
}

/**
 * One msw server for a jest test file: listening before the file's tests, handlers reset after each test (a
 * test's `server.use` never leaks into the next), closed at the end. Call it at the top level of the file.
 */
export function setupMswServer(handlers: RequestHandler[] = [], { onUnhandledRequest = 'error' }: SetupMswServerOptions = {}): SetupServerApi {
  const server = createMswServer(handlers);
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
