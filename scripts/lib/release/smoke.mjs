// The smoke load of a release candidate (ADR 0078): a headless Chromium signs in to the running portal with the
// remotes map answered as it will be after the switch (only this browser sees it), opens a page of the remote and
// requires its module from the new folder to render the page's heading with no console error and no failed request.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium-args.mjs';

/** A page of each remote and a demo account that may open it. */
export const SMOKE_PAGES = {
  support: { email: 'merchant@demo.test', path: '/merchant/support-tickets' },
  transactions: { email: 'merchant@demo.test', path: '/merchant/transaction-management/transaction-lookup' },
  'reports-settings': { email: 'merchant@demo.test', path: '/reports/api-logs' },
  dashboard: { email: 'merchant@demo.test', path: '/dashboard' },
  crm: { email: 'platform@demo.test', path: '/platform/mailbox' },
};
const PASSWORD = 'Portal-Demo-1';

/** Resolves with what was seen; throws with every problem found. */
export async function smokeLoad({ portal, name, manifestUrl, map, timeoutMs = 90_000 }) {
  const target = SMOKE_PAGES[name];
  if (!target) throw new Error(`no smoke page is known for remote "${name}"`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const problems = [];
  const fromRelease = [];
  try {
    const context = await browser.newContext({ baseURL: portal, viewport: { width: 1280, height: 800 } });
    await context.route('**/remotes.json', (route) => route.fulfill({
      status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-cache' }, body: JSON.stringify({ ...map, [name]: manifestUrl }),
    }));
    const page = await context.newPage();
    const folder = manifestUrl.replace(/mf-manifest\.json$/, '');
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => { if (r.url().includes('/remotes/')) problems.push(`failed request: ${r.url()} (${r.failure()?.errorText})`); });
    page.on('response', (r) => {
      if (r.url().includes(folder)) fromRelease.push(r.url());
      if (r.url().includes('/remotes/') && r.status() >= 400) problems.push(`HTTP ${r.status()} for ${r.url()}`);
    });
    // Signed out, the page sends the browser to the sign-in form and back to itself afterwards.
    const entry = page.waitForResponse((r) => r.url().includes(`${folder}remoteEntry.js`), { timeout: timeoutMs });
    entry.catch(() => undefined); // awaited below; a failure before then is reported by its own step
    await page.goto(target.path);
    await page.getByLabel(/Email|E-posta/).fill(target.email);
    await page.getByLabel(/Password|Parola|Şifre/).fill(PASSWORD);
    await page.getByRole('button', { name: /Sign in|Giriş|Oturum aç/ }).click();
    await page.getByTestId('app-shell').waitFor({ timeout: timeoutMs });
    await page.waitForURL((url) => url.pathname === target.path, { timeout: timeoutMs });
    await entry;
    // The page's own heading (not the shell's "loading" title), drawn by the remote's module.
    await page.locator('#portal-page h1:not(.portal-page-loading-title)').first().waitFor({ timeout: timeoutMs });
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    if (await page.getByRole('button', { name: /^Retry$/ }).count()) problems.push('the page shows the area\'s Retry page');
  } catch (error) {
    problems.push(error.message.split('\n')[0]);
  } finally {
    await browser.close();
  }
  if (problems.length) throw new Error(`smoke load of ${name} from ${manifestUrl} failed:\n  - ${problems.join('\n  - ')}`);
  return { requests: fromRelease.length };
}
