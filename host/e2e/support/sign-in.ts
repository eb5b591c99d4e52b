import { expect, test, type Cookie, type Page } from '@playwright/test';
import { IDENTITY_PATHS, LOGIN_PATH } from '@portal/contracts';
import { DEMO_PASSWORD } from './demo-users';

export interface SignInOptions {
  /** Where to start (a path under baseURL or an absolute URL); it must lead to the login page. */
  from?: string;
  password?: string;
}

/** How long a sign-in waits for the shell's (or the login form's) first render. */
const FIRST_RENDER_TIMEOUT_MS = 30_000;

/** The identity server's login form (its action names the interaction), not any Email field of the shell. */
const loginForm = (page: Page) => page.locator(`form[action^="${IDENTITY_PATHS.login}"]`);

/** Fills and submits the identity server's login form (the page must already show it). */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the real login form, every time: opens `from` (default the portal's login route), gets
 * sent to the identity server's login page, signs in and waits for the shell. For the specs whose subject
 * is signing in; every other spec uses `signIn`.
 */
export async function signInWithForm(page: Page, email: string, { from = LOGIN_PATH, password }: SignInOptions = {}): Promise<void> {
  await page.goto(from);
  await submitLoginForm(page, email, password);
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: FIRST_RENDER_TIMEOUT_MS });
  remember(await originOf(page, from), email, await page.context().cookies());
}

/**
 * The identity server's session cookies per origin and account, kept by this worker process (ADR 0037).
 * Only the provider's session travels: the tokens are issued fresh to every page, as a returning user's are.
 */
const providerSessions = new Map<string, Cookie[]>();
const keyOf = (origin: string, email: string) => `${origin} ${email.toLowerCase()}`;

function remember(origin: string, email: string, cookies: Cookie[]): void {
  const host = new URL(origin).hostname;
  providerSessions.set(keyOf(origin, email), cookies.filter((c) => c.domain.replace(/^\./, '') === host));
}

async function originOf(page: Page, from: string): Promise<string> {
  const base = page.url().startsWith('http') ? page.url() : test.info().project.use.baseURL;
  return new URL(from, base).origin;
}

/**
 * Signs in as a demo account and waits for the shell at `from`, the way a returning user does: the first
 * time in this worker (per origin and account) through the login form; after that the identity server's
 * session cookie is put back into the page's browser context, so the portal's own sign-in (silent first,
 * ADR 0004) gets fresh tokens from the provider without the form. When that session has ended meanwhile
 * (a spec signed out or changed the password) the login form shows, and it is filled as before.
 * A password other than the demo one always goes through the form.
 */
export async function signIn(page: Page, email: string, { from = LOGIN_PATH, password }: SignInOptions = {}): Promise<void> {
  const origin = await originOf(page, from);
  const session = providerSessions.get(keyOf(origin, email));
  if (password !== undefined && password !== DEMO_PASSWORD) return signInWithForm(page, email, { from, password });
  if (!session) return signInWithForm(page, email, { from });

  await page.context().addCookies(session);
  await page.goto(from);
  const shell = page.getByTestId('app-shell');
  // The shell's first render is a test's most expensive step: on a loaded machine it took more than the expect
  // timeout of 15 s now and then, and such a failure costs the whole test again on CI's retry.
  await expect(shell.or(loginForm(page))).toBeVisible({ timeout: FIRST_RENDER_TIMEOUT_MS });
  if (await shell.isVisible()) return;
  await submitLoginForm(page, email);
  await expect(shell).toBeVisible({ timeout: FIRST_RENDER_TIMEOUT_MS });
  remember(origin, email, await page.context().cookies());
}

/** The current URL's path, for comparisons that must not depend on the port. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}
