import type { RequestHandler } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';

/** msw for jest: `const server = createMswServer(createHandlers({ userEmail }))`, then listen/resetHandlers/close. */
export function createMswServer(handlers: RequestHandler[]): SetupServerApi {
  return setupServer(...handlers);
}
