import { expect, type Page } from '@playwright/test';
import { LOGIN_PATH } from '@portal/contracts';
import { DEMO_PASSWORD } from './demo-users';

export interface SignInOptions {
  /** Where to start (a path under baseURL or an absolute URL); it must lead to the login page. */
  from?: string;
  password?: string;
}

/** Fills and submits the identity server's login form (the page must already show it). */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the real login form: opens `from` (default the portal's login route), gets sent to the
 * identity server's login page, signs in with the demo password and waits for the shell.
 */
export async function signIn(page: Page, email: string, { from = LOGIN_PATH, password }: SignInOptions = {}): Promise<void> {
  await page.goto(from);
  await submitLoginForm(page, email, password);
  await expect(page.getByTestId('app-shell')).toBeVisible();
}

/** The current URL's path, for comparisons that must not depend on the port. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}
