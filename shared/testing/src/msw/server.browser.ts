// Bundlers targeting the browser get this file instead of server.ts (package.json "browser" field):
// msw/node cannot be bundled for a browser, and createMswServer is for jest only.
import type { createMswServer as createMswServerType } from './server';

export const createMswServer: typeof createMswServerType = () => {
  throw new Error('createMswServer runs in jest (Node) only; in the browser use startMswWorker');
};
