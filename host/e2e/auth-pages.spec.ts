import { expect, test } from '@playwright/test';
import { DEFAULT_PATH } from '@portal/contracts';
import { signIn } from './support';

const NOT_FROM_PAGE = 'The logout was not initiated from within the page.';

test('/authentication/logout opened directly does not log out and says why', async ({ page }) => {
  await page.goto('/authentication/logout');
  await expect(page.getByText(NOT_FROM_PAGE)).toBeVisible();
});

test('/authentication/logout opened directly keeps a signed-in user signed in', async ({ page }) => {
  await signIn(page, 'merchant@demo.test', { from: '/merchant/profile-settings' });
  await page.goto('/authentication/logout');
  await expect(page.getByText(NOT_FROM_PAGE)).toBeVisible();
  await page.goto(DEFAULT_PATH);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === DEFAULT_PATH);
});

test('/authentication/logged-out says the user is logged out', async ({ page }) => {
  await page.goto('/authentication/logged-out');
  await expect(page.getByText('You successfully logged out!')).toBeVisible();
});
