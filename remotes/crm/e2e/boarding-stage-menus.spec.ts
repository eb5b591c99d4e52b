import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { installShellClock, shellSettled, signIn } from '../../../host/e2e/support';

// A phone (390 px): the boarding stage's menu in the drawer, and the tenant's boarding queue and proposals pages.
test.use({ viewport: { width: 390, height: 844 } });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** The group titles of the main menu in the drawer, in order. */
async function menuGroups(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByTestId('nav-drawer').getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  const groups = await nav.locator('button').allTextContents();
  await page.keyboard.press('Escape');
  return groups.map((g) => g.trim()).filter(Boolean);
}

test('noprocessing@ sees the boarding pages first and no processing page; a processing page sends it to boarding (ADR 0111)', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'noprocessing@demo.test');
  await shellSettled(page);
  const groups = await menuGroups(page);
  expect(groups[0]).toBe('Boarding');
  for (const gone of ['Transactions', 'Payments', 'Payment settings', 'Reports', 'Developer settings']) expect(groups).not.toContain(gone);
  await page.goto('/merchant/transaction-management/virtual-terminal');
  await expect(page).toHaveURL((url) => url.pathname === '/boarding');
});

test('merchant@ (Processing) has boarding last, as history', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'merchant@demo.test');
  await shellSettled(page);
  const groups = await menuGroups(page);
  expect(groups.at(-1)).toBe('Boarding');
  expect(groups).toContain('Transactions');
});

test('tenant@ at 390 px: the boarding queue and the proposals page do not scroll sideways and are accessible', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'tenant@demo.test', { from: '/crm/boarding-queue' });
  await expect(page.getByRole('link', { name: 'Review Nimbus Books Ltd' })).toBeVisible();
  await shellSettled(page);
  await page.screenshot({ path: test.info().outputPath('boarding-queue-390.png') });
  await noSidewaysScroll(page);
  await expectAccessible(page, 'Boarding queue at 390 px');

  await page.goto('/crm/proposals');
  await expect(page.getByRole('link', { name: /^Offers and history of / }).first()).toBeVisible();
  await shellSettled(page);
  await page.screenshot({ path: test.info().outputPath('proposals-390.png') });
  await noSidewaysScroll(page);
  await expectAccessible(page, 'Proposals at 390 px');
});
