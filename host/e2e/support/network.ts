import type { Page, Request } from '@playwright/test';

/** Every request a page makes, in order, with a helper to ask which went under a path prefix. */
export function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return {
    requests,
    paths: () => requests.map((r) => new URL(r.url()).pathname),
    under: (prefix: string) => requests.filter((r) => new URL(r.url()).pathname.startsWith(prefix)),
    clear: () => requests.splice(0),
  };
}

/**
 * Starts counting the page's requests in flight; `idle()` resolves once none has been in flight for
 * `quietMs`. Unlike waitForLoadState('networkidle') it also works after in-app navigations, where the
 * document's load state was reached long ago.
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return {
    idle: async (quietMs = 500, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`network still busy after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
    },
  };
}

/** Every URL the main frame showed, including in-app (history API) navigations and redirects. */
export function recordNavigations(page: Page) {
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  return urls;
}

/**
 * Client-side navigation inside the portal, as the router's own back/forward handling does it: the
 * document (and everything already loaded) stays; only what the new route needs is fetched.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}
