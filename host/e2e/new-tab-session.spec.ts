import { expect, test } from '@playwright/test';
import { IDENTITY_PATHS } from '@portal/contracts';
import { currentPath, signIn } from './support';

// A page opened in a new tab takes the session the open tabs hand over (ADR 0116), not the provider's round trip.

const LOOKUP = '/merchant/transaction-management/transaction-lookup';
const rows = (page: import('@playwright/test').Page) => page.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');

test('a transactions page opened in a new tab shows its rows without asking the provider; signing out there signs the first tab out', async ({ context }) => {
  const a = await context.newPage();
  await signIn(a, 'merchant@demo.test', { from: LOOKUP });
  await expect(rows(a).first()).toBeVisible();

  const b = await context.newPage();
  const providerCalls: string[] = [];
  const visited: string[] = [];
  b.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/oidc/auth' || pathname === '/oidc/token') providerCalls.push(pathname);
  });
  b.on('framenavigated', (frame) => {
    if (frame === b.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await b.goto(LOOKUP);
  await expect(rows(b).first()).toBeVisible();

  // No authorize request (no hidden iframe, no redirect), no token call, never the sign-in route: the open tab's session.
  expect(providerCalls).toEqual([]);
  // (The page itself may rewrite its query in place: same path.)
  expect(visited.length).toBeGreaterThan(0);
  expect(visited.filter((path) => path !== LOOKUP)).toEqual([]);
  const stored = await b.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>) : null;
  });
  expect(stored?.access_token).toEqual(expect.any(String));
  // The refresh token stays with the tab that holds it; nothing of the session is left in local storage.
  expect(stored).not.toHaveProperty('refresh_token');
  expect(await b.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(stored!.access_token as string);

  // Signing out in the new tab signs the first one out too.
  await b.getByRole('button', { name: 'Sign out' }).click();
  await expect(b).toHaveURL((url) => url.pathname === '/authentication/logged-out');
  await expect(a).toHaveURL((url) => url.pathname === IDENTITY_PATHS.login, { timeout: 15_000 });
  expect(currentPath(a)).toBe(IDENTITY_PATHS.login);
  expect(await a.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')))).toEqual([]);
});

test('a new tab in a browser signed in nowhere else goes to the sign-in page', async ({ context }) => {
  const a = await context.newPage();
  await signIn(a, 'merchant@demo.test', { from: LOOKUP });
  await a.getByRole('button', { name: 'Sign out' }).click();
  await expect(a).toHaveURL((url) => url.pathname === '/authentication/logged-out');

  const b = await context.newPage();
  await b.goto(LOOKUP);
  await expect(b).toHaveURL((url) => url.pathname === IDENTITY_PATHS.login);
  await expect(b.getByLabel('Email')).toBeVisible();
});

/**
 * The handed-over token is the open tab's (40 s here): when it is due, the new tab renews through the provider session
 * (hidden iframe, prompt=none) and gets a refresh token of its own; the first tab's refresh token never leaves it.
 * The tabs' clock jumps to the renewal instead of the test waiting for it (ADR 0037, session 49).
 */
test('a tab that took the session renews it through the provider when due, never with the other tab\'s refresh token', async ({ context }) => {
  await context.clock.install();
  const a = await context.newPage();
  await signIn(a, 'merchant@demo.test', { from: LOOKUP });
  await expect(rows(a).first()).toBeVisible();
  const userOf = (page: import('@playwright/test').Page) => page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string; refresh_token?: string; expires_at: number }) : null;
  });
  const sentByB: string[] = [];
  const b = await context.newPage();
  b.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/oidc/token') return;
    const form = new URLSearchParams(request.postData() ?? '');
    if (form.get('grant_type') === 'refresh_token') sentByB.push(form.get('refresh_token') ?? '');
  });
  await b.goto(LOOKUP);
  await expect(rows(b).first()).toBeVisible();
  const handedOver = await userOf(b);
  expect(handedOver?.refresh_token).toBeUndefined();

  // Renewal starts when 30 s or less remain: the tab's clock jumps there (its timers that fell due fire once), and
  // well before the token's expiry the tab holds a token and a refresh token of its own.
  const renewalDue = handedOver!.expires_at * 1000 - 30_000;
  await context.clock.fastForward(Math.max(0, renewalDue - (await b.evaluate(() => Date.now()))) + 500);
  await expect.poll(async () => (await userOf(b))?.refresh_token).toEqual(expect.any(String));
  expect(await b.evaluate(() => Date.now())).toBeLessThan(handedOver!.expires_at * 1000);
  const renewed = (await userOf(b))!;
  expect(renewed.access_token).not.toBe(handedOver!.access_token);
  expect(renewed.refresh_token).not.toBe((await userOf(a))?.refresh_token);
  expect(sentByB).toEqual([]);
  // Still signed in, still on its page.
  await expect(b.getByTestId('app-shell')).toBeVisible();
  expect(currentPath(b)).toBe(LOOKUP);
});
