import { expect, test } from '@playwright/test';
import { DEFAULT_PATH, LOGIN_PATH } from '@portal/contracts';
import { DEMO, currentPath, signInWithForm, submitLoginForm } from './support';

test.describe('sign-in through the login form', () => {
  for (const user of DEMO) {
    test(`${user.email} lands on ${user.landing} inside the shell`, async ({ page }) => {
      await signInWithForm(page, user.email);
      await expect(page).toHaveURL((url) => url.pathname === user.landing);
      await expect(page.getByTestId('side-menu')).toBeVisible();
    });
  }

  test('a wrong password is refused with "Invalid email or password"', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await submitLoginForm(page, 'merchant@demo.test', 'Not-The-Password-1');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
  });
});

test.describe('returnUrl after sign-in', () => {
  const foreign = ['//evil.test', 'https://evil.test/', '/\\evil.test', 'javascript:alert(1)'];

  for (const returnUrl of foreign) {
    test(`a foreign returnUrl ${JSON.stringify(returnUrl)} is refused: the default page opens`, async ({ page, baseURL }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await signInWithForm(page, 'merchant@demo.test', { from: `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}` });
      await expect(page).toHaveURL((url) => url.pathname === DEFAULT_PATH);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(dialogs).toEqual([]);
    });
  }

  test('a same-origin returnUrl is followed', async ({ page }) => {
    const target = '/merchant/transaction-management/transaction-lookup';
    await signInWithForm(page, 'merchant@demo.test', { from: `${LOGIN_PATH}?returnUrl=${encodeURIComponent(target)}` });
    await expect(page).toHaveURL((url) => url.pathname === target);
    expect(currentPath(page)).toBe(target);
  });
});
