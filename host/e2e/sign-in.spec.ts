import { expect, test } from '@playwright/test';
import { DEFAULT_PATH, LOGIN_PATH } from '@portal/contracts';
import { DEMO, currentPath, expectLandingAndMenu, signInWithForm, submitLoginForm } from './support';

// Every account that walks signs in through the login form at the start of the axe walk, which then checks its
// landing page and exact menu (host/e2e/a11y-walk.spec.ts). The declared twins walk nothing: they are signed in here.
test.describe('sign-in through the login form', () => {
  test('the twin accounts land on their landing page inside the shell, with exactly their menu', async ({ browser }) => {
    for (const user of DEMO.filter((u) => u.twinOf)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInWithForm(page, user.email);
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expectLandingAndMenu(page, user.email);
      await context.close();
    }
  });

  test('a wrong password is refused with "Invalid email or password"', async ({ page }) => {
    await page.goto(LOGIN_PATH);
    await submitLoginForm(page, 'merchant@demo.test', 'Not-The-Password-1');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
  });
});

test.describe('returnUrl after sign-in', () => {
  test('a foreign returnUrl is refused and the default page opens, through the form and through the provider session', async ({ page, baseURL }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const foreign = ['//evil.test', 'https://evil.test/', '/\\evil.test', 'javascript:alert(1)'];
    for (const [i, returnUrl] of foreign.entries()) {
      const from = `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
      if (i === 0) {
        await signInWithForm(page, 'merchant@demo.test', { from });
      } else {
        // Signed out of the portal (its tokens gone), still signed in at the provider: the redirect comes back
        // to the callback without the form, and the callback checks the returnUrl it carries.
        await page.evaluate(() => sessionStorage.clear());
        await page.goto(from);
      }
      await expect(page, returnUrl).toHaveURL((url) => url.pathname === DEFAULT_PATH);
      await expect(page.getByTestId('app-shell')).toBeVisible();
      expect(new URL(page.url()).origin, returnUrl).toBe(new URL(baseURL!).origin);
    }
    expect(dialogs).toEqual([]);
  });

  test('a same-origin returnUrl is followed', async ({ page }) => {
    const target = '/merchant/transaction-management/transaction-lookup';
    await signInWithForm(page, 'merchant@demo.test', { from: `${LOGIN_PATH}?returnUrl=${encodeURIComponent(target)}` });
    await expect(page).toHaveURL((url) => url.pathname === target);
    expect(currentPath(page)).toBe(target);
  });
});
