import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, installShellClock, shellSettled, signIn, trackNetwork } from './support';

// 390 px wide (a phone): the side menu is a drawer behind a named button, no built page scrolls sideways, and the
// transaction drawer takes the screen with its tabs in a row.
test.use({ viewport: { width: 390, height: 844 } });

async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

const PAGES = ['/dashboard', '/merchant/profile-settings', '/merchant/support-tickets', '/merchant/transaction-management/transaction-lookup', '/reports/transactions-daily'];

/** Tenant staff's and platform staff's pages with wide tables or forms: the tables scroll inside their box, forms stack. */
const STAFF_PAGES = {
  'tenant@demo.test': ['/crm/user-dashboard', '/crm/settings/dashboard/management/categories-settings', '/crm/settings/dashboard/management/Widgets-settings',
    '/crm/settings/dashboard/management/tenant/roles', '/crm/settings/dashboard/management/merchant/roles'],
  'platform@demo.test': ['/platform/support'],
} as const;

test('merchant@ at 390 px: the menu is a drawer and no page scrolls sideways', async ({ page }) => {
  const network = trackNetwork(page);
  await installShellClock(page);
  await signIn(page, 'merchant@demo.test');
  await shellSettled(page);
  await expect(page.locator('.portal-sider')).toHaveCount(0);

  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(button).toBeFocused();

  // A page chosen in the drawer closes it.
  await button.click();
  await drawer.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

  for (const path of PAGES) {
    await navigateInApp(page, path);
    await network.idle(150);
    const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
    expect(scrollWidth, `${path} is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
  }

  // The transaction drawer on a phone: the whole screen, its tabs one row above the content, its values on one line.
  await navigateInApp(page, '/merchant/transaction-management/transaction-lookup');
  // A transaction's row (the report page before it also had a table: its rows may still be there a moment).
  const firstRow = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: /(PAY|TX)-/ }).first();
  await expect(firstRow).toBeVisible();
  await network.idle(150);
  await firstRow.locator('.ant-table-cell').first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('group', { name: 'Transaction detail' })).toBeVisible();
  await expect(detail.getByRole('separator', { name: /Drawer width/ })).toHaveCount(0);
  const panel = await detail.boundingBox();
  expect(Math.round(panel!.width)).toBe(390);
  const tabs = detail.getByRole('tab');
  const [first, second] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y), 'the tabs are a row').toBeLessThan(2);
  const amount = await detail.getByTestId('drawer-amount').boundingBox();
  expect(amount!.height, 'the amount reads on one line').toBeLessThan(30);
  await tabs.nth(1).click();
  await network.idle(150);
  // Cells holding a value (not the expand buttons' column) keep room for more than a few characters a line.
  const squeezed = await detail.locator('.ant-descriptions-item-content, .ant-table-cell').evaluateAll((els) => els
    .filter((e) => (e.textContent ?? '').trim().length > 3)
    .map((e) => ({ text: (e.textContent ?? '').trim(), width: Math.round(e.getBoundingClientRect().width) }))
    .filter((c) => c.width > 0 && c.width < 48));
  expect(squeezed, 'no value squeezed to a few characters a line').toEqual([]);
  const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

for (const [email, paths] of Object.entries(STAFF_PAGES)) {
  test(`${email} at 390 px: no page scrolls sideways`, async ({ page }) => {
    const network = trackNetwork(page);
    await installShellClock(page);
    await signIn(page, email);
    await shellSettled(page);
    for (const path of paths) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await network.idle(150);
      const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
      expect(scrollWidth, `${path} is ${scrollWidth} px wide at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
    }
  });
}

test('sandbox@ at 390 px: the Test-mode banner and the switch\'s Test label stay, and the disabled switch says why', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'sandbox@demo.test');
  await shellSettled(page);
  // sandbox@'s profile speaks Turkish.
  await expect(page.getByTestId('test-mode-banner')).toHaveText('Test modu — gerçek para hareketi olmaz');
  await expect(page.getByTestId('mode-label-test')).toBeVisible();
  // The banner takes its own row: the top bar starts below it.
  const banner = await page.getByTestId('test-mode-banner').boundingBox();
  const header = await page.locator('header.portal-header').boundingBox();
  expect(header!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height - 1);
  const toggle = page.getByTestId('mode-switch').getByRole('switch');
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAccessibleDescription(/sandbox|sandbox işlemleri/);
  const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
