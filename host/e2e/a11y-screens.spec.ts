import { expect, test } from '@playwright/test';
import { IDENTITY_PATHS, LOGIN_PATH, UNAUTHORIZED_PATH } from '@portal/contracts';
import { expectAccessible } from './a11y/axe-scan';
import { keepProfileLanguage, switchLanguage } from './a11y/language';
import { navigateInApp, installShellClock, shellSettled, signIn } from './support';

// The screens the route walk (a11y-walk.spec.ts) cannot reach, held to the same rule (ADR 0040): the
// identity pages before sign-in and the portal's own sign-in pages, in the browser's language; pages of a
// signed-in user outside the menu; a ticket's detail and the Contact Support dialog in Turkish. Dialogs
// and ticket detail in English are scanned inside the support specs, where they are opened anyway.

const PUBLIC_PAGES = [
  // What shows that the page has rendered: the identity server's form, or the portal's result card.
  { path: LOGIN_PATH, ready: 'form' },
  { path: IDENTITY_PATHS.register, ready: 'form' },
  { path: IDENTITY_PATHS.forgotPassword, ready: 'form' },
  { path: '/authentication/logged-out', ready: '.ant-result' },
  { path: '/authentication/login-failed', ready: '.ant-result' },
] as const;

for (const { locale, lang } of [{ locale: 'en-GB', lang: 'en' }, { locale: 'tr-TR', lang: 'tr' }]) {
  test.describe(`before sign-in, a ${lang} browser`, () => {
    test.use({ locale });

    test(`identity and sign-in pages pass axe (${lang})`, async ({ page }) => {
      for (const { path, ready } of PUBLIC_PAGES) {
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
        await expectAccessible(page, `[${lang}] ${path}`);
      }
    });
  });
}

test('signed-in pages outside the menu pass axe: unauthorized, manage account', async ({ page }) => {
  // Signed in on a light page (not the CRM dashboard with its widgets); the unauthorized page in-app, as a guard sends there.
  await signIn(page, 'tenant@demo.test', { from: '/tenant/profile-settings' });
  await navigateInApp(page, UNAUTHORIZED_PATH);
  // (its own text: the profile page's buttons are there until the route changes)
  await expect(page.getByText("401: You don't have enough permissions to get access to the resource")).toBeVisible();
  await page.getByRole('button').first().waitFor();
  await expectAccessible(page, UNAUTHORIZED_PATH);
  await page.goto(IDENTITY_PATHS.manage);
  await page.getByRole('button').first().waitFor();
  await expectAccessible(page, IDENTITY_PATHS.manage);
});

test('tenant@ in Turkish: a ticket detail, the Contact Support dialog, the transaction drawer and an action dialog pass axe', async ({ page }) => {
  await keepProfileLanguage(page);
  await installShellClock(page);
  await signIn(page, 'tenant@demo.test', { from: '/tenant/support-tickets' });
  await shellSettled(page);
  await switchLanguage(page, 'tr', 'Türkçe');
  // Acme's seeded customer tickets (merchant@ raised them): the first row's subject is a link.
  await page.locator('#portal-page table tbody tr.ant-table-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('ticket-detail')).toBeVisible();
  await expectAccessible(page, '[tr] ticket detail', '#portal-page');
  await page.goBack();
  await page.getByRole('button', { name: 'Yeni talep' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  await expect(dialog.getByTestId('send-needs')).toContainText('Kategori');
  await expectAccessible(page, '[tr] Contact Support dialog with nothing filled in, saying what Send waits for', '[role="dialog"]');
  await page.keyboard.press('Escape');

  // The transaction drawer with its actions, and an action's dialog (Harbour Florists' captured TX-HFL-0027).
  // Reached in-app, as the menu would: no reload, so the page stays in Turkish.
  await navigateInApp(page, '/transaction-management/transaction-lookup?externalId=TX-HFL-0027');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // (the lookup's own row: the ticket list may still be drawn while the transactions remote loads)
  await page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: 'TX-HFL-0027' }).first().locator('.ant-table-cell').first().click();
  const actions = page.getByRole('group', { name: 'İşlemler' });
  await expect(actions).toBeVisible();
  await expectAccessible(page, '[tr] transaction drawer with its actions', '.ant-drawer');
  await actions.getByRole('button').first().click();
  await expect(page.locator('.ant-modal')).toBeVisible();
  await expectAccessible(page, '[tr] a transaction action dialog', '.ant-modal');
});
