import { expect, test } from '@playwright/test';
import { DEFAULT_PATH } from '@portal/contracts';
import { installShellClock, shellSettled, signIn } from './support';

// Each account's exact menu is checked right after its sign-in: by the axe walk for every account that walks
// (host/e2e/a11y-walk.spec.ts), by sign-in.spec.ts for the declared twins.

test('platform@: the Dashboard entry leads to its landing page; My Profile opens the (non-crm) merchant profile settings page, not the unauthorized page', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/merchant/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await expect(page.getByTestId('profile-form').getByRole('textbox').first()).toHaveValue('platform@demo.test');
});

test.describe('the Test/Live switch', () => {
  test('merchant@ (Processing): enabled, Live when nothing is saved; a change says so, goes to the dashboard and is sent as Mode', async ({ page }) => {
    await signIn(page, 'merchant@demo.test', { from: '/merchant/profile-settings' });
    const toggle = page.getByTestId('mode-switch').getByRole('switch');
    await expect(toggle).toBeEnabled();
    await expect(toggle).toBeChecked();
    // The switch shows Live as soon as the user context says so; the choice is stored right after (a busy machine shows the gap).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('systemMode'))).toBe('Live');

    await toggle.click();
    await expect(page.getByText('You are now in Test mode')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === DEFAULT_PATH);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('systemMode'))).toBe('Test');
    const call = page.waitForRequest((r) => new URL(r.url()).pathname.includes('/svc/') && r.method() === 'GET');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    expect((await call).headers()['mode']).toBe('Test');

    await page.reload();
    await expect(page.getByTestId('mode-switch').getByRole('switch')).not.toBeChecked();
  });

  test('sandbox@ (SandboxEnabled): forced Test, switch disabled', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('systemMode', 'Live');
      sessionStorage.setItem('seeded', '1');
    });
    await signIn(page, 'sandbox@demo.test');
    const toggle = page.getByTestId('mode-switch').getByRole('switch');
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('systemMode'))).toBe('Test');
  });

  test('noprocessing@ (NoProcessing): no switch; tenant users neither', async ({ page }) => {
    await signIn(page, 'noprocessing@demo.test');
    await expect(page.getByTestId('user-initials')).toBeVisible();
    await expect(page.getByTestId('mode-switch')).toHaveCount(0);
    // It still sees the mode it acts in, and the Test-mode banner.
    await expect(page.getByTestId('mode-indicator')).toHaveText('Test mode');
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    // Its help button is an e-mail to the tenant's support address instead of the Contact Support dialog.
    await expect(page.getByTestId('help-email')).toHaveAttribute('href', /^mailto:.+@/);
    await expect(page.getByTestId('help-button')).toHaveCount(0);
  });
});

test('the profile menu is 212 px wide and My Profile leads to the profile settings of the user type', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'tenant@demo.test');
  // The shell settled first: a menu opened while the user context still redraws the top bar closes with it.
  await shellSettled(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu', { name: 'Profile menu' });
  await expect(menu).toBeVisible();
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(212);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/tenant/profile-settings');
});

test('tenant@: the first Tab stop skips to the main content; the tab\'s title is the page and the tenant', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'tenant@demo.test');
  await shellSettled(page);
  await expect(page).toHaveTitle('Dashboard · Acme Payments');
  // Nothing focused: Tab starts at the top of the document.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
