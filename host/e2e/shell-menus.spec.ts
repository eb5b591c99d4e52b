import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PATH, ROUTE_CATALOG, holdsAny } from '@portal/contracts';
import { DEMO_USERS } from '@portal/testing';
import { DEMO, signIn } from './support';

/** The menu an account must see, derived from the spec's rules, not from the shell's code. */
function expectedLinks(email: string): string[] {
  const demo = DEMO.find((u) => u.email === email)!;
  const account = DEMO_USERS.find((u) => u.email === (demo.twinOf ?? email))!;
  const kind = demo.kind === 'merchant' ? 'merchant' : 'crm';
  const links = ROUTE_CATALOG.filter((row) => row.menu?.kind === kind && !row.menu.hidden)
    .filter((row) => !row.userTypes || row.userTypes.includes(demo.kind))
    .filter((row) => holdsAny(account.permissions, row.permissions))
    .map((row) => row.path);
  // Platform users' landing page heads their (CRM) menu.
  return demo.kind === 'platform' ? [DEFAULT_PATH, ...links] : links;
}

async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('a').first()).toBeAttached();
  return menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

for (const account of DEMO) {
  test(`${account.email} sees exactly its menu`, async ({ page }) => {
    await signIn(page, account.email);
    const links = await menuLinks(page);
    expect([...links].sort()).toEqual([...expectedLinks(account.email)].sort());
    expect(new Set(links).size).toBe(links.length);
  });
}

test('the platform account has a Dashboard entry leading to its landing page', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
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
    // Its help button is an e-mail to the tenant's support address instead of the Contact Support dialog.
    await expect(page.getByTestId('help-email')).toHaveAttribute('href', /^mailto:.+@/);
    await expect(page.getByTestId('help-button')).toHaveCount(0);
  });
});

test('the profile menu is 212 px wide and My Profile leads to the profile settings of the user type', async ({ page }) => {
  await signIn(page, 'tenant@demo.test');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.locator('.portal-profile-menu .ant-dropdown-menu');
  await expect(menu).toBeVisible();
  // The dropdown opens with a zoom animation: measure once it has settled.
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(212);
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/tenant/profile-settings');
});

test('a platform user\'s My Profile opens the (non-crm) merchant profile settings page, not the unauthorized page', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/merchant/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await expect(page.getByTestId('profile-form').getByRole('textbox').first()).toHaveValue('platform@demo.test');
});
