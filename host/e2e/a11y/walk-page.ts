import { test as base, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { IDENTITY_PATHS } from '@portal/contracts';
import { keepProfileLanguageInPage } from './language';

/**
 * Requests in flight and the time of the last one's start or end. `quiet(ms)` counts the quiet time from that
 * last event, not from the call: a page whose data came in while it was still drawing is not made to wait
 * another full window (support's trackNetwork always waits the window from the call).
 */
export function trackQuiet(page: Page) {
  const inFlight = new Set<Request>();
  let lastEvent = Date.now();
  const settle = (r: Request) => { inFlight.delete(r); lastEvent = Date.now(); };
  page.on('request', (r) => { inFlight.add(r); lastEvent = Date.now(); });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    quiet: async (quietMs: number, timeoutMs = 20_000): Promise<void> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const quietFor = Date.now() - lastEvent;
        if (inFlight.size === 0 && quietFor >= quietMs) return;
        if (Date.now() > deadline) {
          throw new Error(`network still busy after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        }
        await new Promise((r) => setTimeout(r, inFlight.size > 0 ? 15 : quietMs - quietFor));
      }
    },
  };
}

export interface WalkTab {
  page: Page;
  network: ReturnType<typeof trackQuiet>;
}

/**
 * One browser tab for all the walk tests of a worker (ADR 0040, session 12). Each account used to start in a new
 * browser context, so every account downloaded and compiled the shell's and every remote's chunks again. The tab
 * stays, its HTTP cache on (keepProfileLanguageInPage: no page.route); between accounts it forgets the previous
 * account (`forgetAccount`). Made again if something closed it (a spec's closeOwnContextsAfterEach in a mixed run).
 */
async function openTab(browser: Browser, baseURL: string | undefined): Promise<WalkTab & { context: BrowserContext }> {
  // A worker's tab is made outside a test, where the config's `use` options are not applied: named here.
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await keepProfileLanguageInPage(page);
  return { context, page, network: trackQuiet(page) };
}

/**
 * The previous account gone, the tab's caches kept: its portal document unloaded (its token renewals and polls
 * stop), its cookies (the identity server's session), local and session storage (tokens, language, list
 * settings) cleared on a page of the portal's origin that runs no portal code.
 */
export async function forgetAccount(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${IDENTITY_PATHS.issuerPath}/.well-known/openid-configuration`);
  await page.evaluate(() => { window.localStorage.clear(); window.sessionStorage.clear(); });
}

export const walkTest = base.extend<{ walkTab: WalkTab }, { sharedTab: { current?: WalkTab & { context: BrowserContext } } }>({
  sharedTab: [async ({}, provide) => {
    const holder: { current?: WalkTab & { context: BrowserContext } } = {};
    await provide(holder);
    await holder.current?.context.close();
  }, { scope: 'worker' }],
  walkTab: async ({ browser, sharedTab }, provide, testInfo) => {
    if (!sharedTab.current || sharedTab.current.page.isClosed()) {
      sharedTab.current = await openTab(browser, testInfo.project.use.baseURL);
    }
    const tab = sharedTab.current;
    await forgetAccount(tab.page);
    await provide({ page: tab.page, network: tab.network });
    // Parked off the portal between tests: a signed-in document would keep renewing and polling.
    if (!tab.page.isClosed()) await tab.page.goto('about:blank').catch(() => undefined);
  },
});
