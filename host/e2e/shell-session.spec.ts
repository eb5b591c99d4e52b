import { expect, test, type Page } from '@playwright/test';
import { IDENTITY_PATHS } from '@portal/contracts';
import { currentPath, signIn, submitLoginForm } from './support';
import { test as withOwnBackend } from './support/isolated-backend';

// These specs run against a backend started with a short access-token lifetime (ACCESS_TOKEN_TTL=40, the shared one
// and the worker's isolated one alike).

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

  // B waits a random 500-1500 ms: not before 500 ms, surely by 1500 ms.
  await b.clock.runFor(499);
  expect(currentPath(b)).toBe('/tenant/profile-settings');
  const left = b.waitForURL((url) => url.pathname !== '/tenant/profile-settings');
  await b.clock.runFor(1001);
  await left;
  await b.clock.resume();
  // Playwright's clock is the whole context's: A's message page, whose code loads when shown, is revealed by React
  // on a timer, so it is looked for once the clock runs again.
  await expect(a.getByText('You successfully logged out!')).toBeVisible();
  await expect(b).toHaveURL((url) => url.pathname === IDENTITY_PATHS.login);
  expect(await b.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')))).toEqual([]);

  // Signing in again in B: A (on the logged-out page) reloads.
  const aReloaded = a.waitForEvent('load');
  await submitLoginForm(b, 'tenant@demo.test');
  await expect(b.getByTestId('app-shell')).toBeVisible();
  await aReloaded;
});

/**
 * One tab, then a duplicate of it, in one run of the clock (ADR 0037: the two waited 45 s each before).
 * A alone renews its 40 s token with the refresh token before it expires; then B starts as a duplicate of A
 * (the same tokens in its session storage), both renew the token they share, one of them through the provider
 * session, and the spent refresh token is never sent again. Past the expiry of both tokens, each tab saves
 * with a token of its own, and A never reloaded, never had an API call refused and never put a token in local storage.
 *
 * Time is passed, not waited for: the tabs' clock (Playwright's, for every page of the context) and the worker's
 * isolated backend's clock jump forward together (ADR 0037, session 49), so the tabs' renewal timers fire when they
 * are due and the server refuses a token once its expiry is reached, as they would after the same real seconds.
 */
withOwnBackend('a tab renews its 40 s token unnoticed, and so does a duplicate of it without resending the spent refresh token', async ({ context, isolatedBackend: backend }) => {
  withOwnBackend.setTimeout(120_000);
  const profileSettings = `${backend.origin}/merchant/profile-settings`;
  const sentRefreshTokens: string[] = [];
  const silentAuthorizations: string[] = [];
  const failures: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'POST' && url.pathname === '/oidc/token') {
      const form = new URLSearchParams(r.postData() ?? '');
      if (form.get('grant_type') === 'refresh_token') sentRefreshTokens.push(form.get('refresh_token') ?? '');
    }
    if (url.pathname === '/oidc/auth' && url.searchParams.get('prompt') === 'none') silentAuthorizations.push(r.frame().page().url());
  });
  const userKeyOf = (page: Page) => page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; refresh_token: string };
  });
  // The tabs' time (the fake clock runs on by itself between the jumps).
  const tabNow = (page: Page) => page.evaluate(() => Date.now());
  await context.clock.install();
  let moved = 0;
  /** Both clocks jump `ms` forward: the timers that fell due fire once, as after a laptop's sleep. */
  const passTime = async (ms: number) => {
    moved += ms;
    backend.moveClock(moved);
    await context.clock.fastForward(ms);
  };

  const a = await context.newPage();
  a.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/svc/') && r.status() === 401) failures.push(r.url());
  });
  try {
    await signIn(a, 'merchant@demo.test', { from: profileSettings });
    // Signing in itself asks the provider silently first (prompt=none): only renewals from here on count.
    silentAuthorizations.splice(0);
    sentRefreshTokens.splice(0);
    const signedInAt = await tabNow(a);
    let loads = 0;
    a.on('load', () => loads++);
    const firstToken = (await userKeyOf(a)).access_token;

    // A alone: the token lives 40 s; renewal starts when 30 s or less remain, so 10 s in, well before it expires.
    await passTime(10_500);
    await expect.poll(() => sentRefreshTokens.length).toBeGreaterThan(0);
    await expect.poll(async () => (await userKeyOf(a)).access_token).not.toBe(firstToken);
    expect((await tabNow(a)) - signedInAt).toBeLessThan(40_000);
    const renewedAt = await tabNow(a);
    const sharedToken = (await userKeyOf(a)).access_token;
    sentRefreshTokens.splice(0);
    silentAuthorizations.splice(0);

    // "Duplicate tab": B starts with a copy of A's sessionStorage, so both hold the same refresh token.
    const copied = await a.evaluate(() => ({ ...sessionStorage }));
    const b = await context.newPage();
    await b.addInitScript((entries) => {
      if (window.top !== window || sessionStorage.getItem('e2e-duplicated')) return;
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('e2e-duplicated', '1');
    }, copied);
    await b.goto(profileSettings);
    await expect(b.getByTestId('app-shell')).toBeVisible();
    expect((await userKeyOf(b)).refresh_token).toBe((await userKeyOf(a)).refresh_token);
    const leftTheShell: string[] = [];
    for (const page of [a, b]) {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) leftTheShell.push(new URL(frame.url()).pathname);
      });
    }

    // Both renew at 30 s before the shared token's expiry: one with the refresh token, the other through the
    // provider session.
    await passTime(Math.max(0, 10_500 - ((await tabNow(a)) - renewedAt)));
    await expect.poll(() => sentRefreshTokens.length + silentAuthorizations.length).toBeGreaterThanOrEqual(2);
    expect((await tabNow(a)) - renewedAt).toBeLessThan(40_000);
    expect(silentAuthorizations.length).toBeGreaterThanOrEqual(1);

    // Past the expiry of the first token and of the shared one, both tabs still work with tokens of their own.
    // The shared token was issued at renewedAt, so it expires 40 s after it (the server allows no clock tolerance
    // and counts whole seconds: one more). Both tabs first renew once more on their own timers (10 s on), then both
    // clocks jump past that expiry: every token a tab holds then was issued 10 s or more later, and its renewal
    // (30 s before its expiry) falls due in the jump.
    const sharedTokenCalls = () => context.request.get(`${backend.origin}/svc/merchant/api/v1/users/me/context`, { headers: { authorization: `Bearer ${sharedToken}` } });
    expect((await sharedTokenCalls()).status(), 'the shared token before its expiry').toBe(200);
    const held = [(await userKeyOf(a)).access_token, (await userKeyOf(b)).access_token];
    await passTime(10_500);
    await expect.poll(async () => [(await userKeyOf(a)).access_token, (await userKeyOf(b)).access_token].every((t, i) => t !== held[i])).toBe(true);
    await passTime(Math.max(0, 41_000 - ((await tabNow(a)) - renewedAt)));
    await expect.poll(async () => (await sharedTokenCalls()).status(), { message: 'the shared token past its expiry' }).toBe(401);
    const [tokensA, tokensB] = [await userKeyOf(a), await userKeyOf(b)];
    expect(tokensA.refresh_token).not.toBe(tokensB.refresh_token);
    for (const tab of [a, b]) {
      // The seeded first name: other specs running meanwhile see the account unchanged.
      const saved = tab.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/users/me/profile-settings') && r.request().method() === 'PUT');
      await tab.getByLabel('First name').fill('Mia');
      await tab.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
      await expect(tab.getByTestId('app-shell')).toBeVisible();
      expect(currentPath(tab)).toBe('/merchant/profile-settings');
    }
    expect(tokensA.access_token).not.toBe(firstToken);
    expect(await a.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(tokensA.access_token);
    expect(loads).toBe(0);
    expect(failures).toEqual([]);
    expect(new Set(sentRefreshTokens).size).toBe(sentRefreshTokens.length);
    expect(leftTheShell).toEqual([]);
  } finally {
    // The worker's later specs on this backend (the XSS corpus, notifications) on the real clock again.
    backend.moveClock(0);
  }
});
