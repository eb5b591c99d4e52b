import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SPLASH_HIDE_MS } from '../../src/features/shell/layout/splash-timing';

const onTestClock = new WeakSet<BrowserContext>();

/**
 * Puts the tab's timers on Playwright's clock; call it before the tab's first load. The clock runs on as a real one,
 * and `shellSettled` moves it past the splash's 3 s instead of waiting them out (a wait in every test that needs the
 * shell uncovered: its screenshots, its scans, what lies under the splash).
 */
export async function installShellClock(page: Page): Promise<void> {
  if (onTestClock.has(page.context())) return;
  await page.clock.install();
  onTestClock.add(page.context());
}

/**
 * Waits until the signed-in shell is there and its splash (3 s after the layout is built) has gone.
 * The shell first: a splash that does not exist yet also counts as "hidden".
 */
export async function shellSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: 15_000 });
  if (onTestClock.has(page.context())) await page.clock.fastForward(SPLASH_HIDE_MS);
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 10_000 });
}
