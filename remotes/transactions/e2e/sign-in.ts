import { expect, type Page } from '@playwright/test';
import { LOGIN_PATH } from '@portal/contracts';

/** The demo accounts' password (docs/team-brief.md); @portal/testing's index pulls React and msw into Playwright. */
const DEMO_PASSWORD = 'Portal-Demo-1';

/**
 * Signs in through the identity server's login form and waits for the shell. The same steps as the
 * host's e2e helper, which remotes may not import (lint rule portal/no-cross-remote-imports).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(LOGIN_PATH);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('app-shell')).toBeVisible();
}
