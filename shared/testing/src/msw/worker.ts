import type { RequestHandler } from 'msw';
import type { SetupWorker, StartOptions } from 'msw/browser';

/**
 * Starts msw in the browser (the dev shell's mock mode). The page must serve msw's
 * mockServiceWorker.js (copy node_modules/msw/lib/mockServiceWorker.js to the dev server root).
 * msw/browser is loaded only when called, so production bundles never carry it.
 */
export async function startMswWorker(handlers: RequestHandler[], options: StartOptions = {}): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', ...options });
  return worker;
}
