import { expect, test } from '@playwright/test';
import { IDENTITY_PATHS } from '@portal/contracts';
import { currentPath, signIn, submitLoginForm } from './support';

// These specs run against a backend started with a short access-token lifetime (ACCESS_TOKEN_TTL=40).

test('two tabs: logging out in one makes the other leave within 1.5 s; signing in again reloads the other', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await signIn(a, 'tenant@demo.test', { from: '/tenant/profile-settings' });

  // B has no token of its own (session storage is per tab): the silent sign-in gets one, no form.
  await b.clock.install();
  await b.goto('/tenant/profile-settings');
  await expect(b.getByTestId('app-shell')).toBeVisible();
  await expect(b).toHaveURL((url) => url.pathname === '/tenant/profile-settings');
  await b.clock.pauseAt(Date.now() + 60_000);

  await a.getByRole('button', { name: 'Sign out' }).click();
  await expect(a).toHaveURL((url) => url.pathname === '/authentication/logged-out');
  await expect(a.getByText('You successfully logged out!')).toBeVisible();

  // B waits a random 500-1500 ms: not before 500 ms, surely by 1500 ms.
  await b.clock.runFor(499);
  expect(currentPath(b)).toBe('/tenant/profile-settings');
  const left = b.waitForURL((url) => url.pathname !== '/tenant/profile-settings');
  await b.clock.runFor(1001);
  await left;
  await b.clock.resume();
  await expect(b).toHaveURL((url) => url.pathname === IDENTITY_PATHS.login);
  expect(await b.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')))).toEqual([]);

  // Signing in again in B: A (on the logged-out page) reloads.
  const aReloaded = a.waitForEvent('load');
  await submitLoginForm(b, 'tenant@demo.test');
  await expect(b.getByTestId('app-shell')).toBeVisible();
  await aReloaded;
});

test('a short-lived access token is renewed without the user noticing', async ({ page }) => {
  test.setTimeout(120_000);
  const tokenGrants: string[] = [];
  const failures: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/oidc/token') tokenGrants.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '');
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/svc/') && r.status() === 401) failures.push(r.url());
  });
  await signIn(page, 'merchant@demo.test', { from: '/merchant/profile-settings' });
  const signedInAt = Date.now();
  let loads = 0;
  page.on('load', () => loads++);
  const firstToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
  });

  // The token lives 40 s; renewal starts when 30 s or less remain, so well before it expires.
  await expect.poll(() => tokenGrants.filter((g) => g === 'refresh_token').length, { timeout: 30_000 }).toBeGreaterThan(0);
  const renewedAfter = Date.now() - signedInAt;
  expect(renewedAfter).toBeLessThan(40_000);

  // Past the first token's expiry the page still calls the API with the renewed one.
  await page.waitForTimeout(Math.max(0, 45_000 - (Date.now() - signedInAt)));
  const profile = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/users/me/profile-settings') && r.request().method() === 'PUT');
  await page.getByLabel('First name').fill('Mia');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await profile).status()).toBe(200);
  const currentToken = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
  });
  expect(currentToken).not.toBe(firstToken);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(currentToken);
  expect(currentPath(page)).toBe('/merchant/profile-settings');
  expect(loads).toBe(0);
  expect(failures).toEqual([]);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});
