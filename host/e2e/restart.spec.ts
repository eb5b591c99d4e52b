import { expect } from '@playwright/test';
import { DEFAULT_PATH, LOGIN_PATH } from '@portal/contracts';
import { signIn, type OwnBackend } from './support';
import { attachBackendLogOnFailure, test } from './support/isolated-backend';

// The worker's isolated backend (no other spec uses it meanwhile: a worker runs its tests one after another),
// stopped and started again on the same data dir.
test.setTimeout(240_000);

let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});
attachBackendLogOnFailure();

test('a backend restart keeps a signed-in user signed in', async ({ page }) => {
  await signIn(page, 'merchant@demo.test', { from: `${backend.origin}${LOGIN_PATH}` });
  await expect(page).toHaveURL((url) => url.pathname === DEFAULT_PATH);

  await backend.stop();
  await backend.start();

  const api: Array<{ url: string; status: number }> = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/svc/')) api.push({ url: res.url(), status: res.status() });
  });
  // The shell may show before its first API call on a busy machine: wait for the user context's answer.
  const contextAnswered = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/users/me/context'));
  await page.reload();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  expect((await contextAnswered).status(), 'the user context after the restart').toBe(200);
  await expect(page).toHaveURL((url) => url.origin === backend.origin && url.pathname === DEFAULT_PATH);
  await page.waitForLoadState('networkidle');
  expect(api.length, 'API calls after the reload').toBeGreaterThan(0);
  expect(api.filter((r) => r.status >= 400), 'API calls that failed').toEqual([]);
});
