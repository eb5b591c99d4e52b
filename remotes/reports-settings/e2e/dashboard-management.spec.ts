import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { closeOwnContextsAfterEach, navigateInApp, signIn, fieldName } from '../../../host/e2e/support';
import { SNACKBAR_DEFAULT_SECONDS } from '../../../shared/ui/src/feedback/snackbar';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Dashboard management (issue 11, ADR 0052) against the real backend: tenant@ adds a category for merchants,
 * defines a widget in it, gives it to the merchant administrator role, and merchant@ sees it on /dashboard.
 */
const BASE = '/crm/settings/dashboard/management';
// Two accounts, five pages and an axe scan: longer than the default minute on a loaded machine.
test.setTimeout(120_000);

async function chooseOption(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  const select = dialog.getByLabel(fieldName(label));
  // An option clicked while antd's list is still opening can miss the click on loaded cores (a CI run saved the
  // widget under the default category): choose again until the closed select shows the option.
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
    await expect(select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('tenant@ creates a category and a widget, gives it to a merchant role, and merchant@ sees it', async ({ page, browser }) => {
  // A name of this run: the backend of an e2e run is shared by its specs.
  const run = Date.now().toString(36);
  const category = `Refund watch ${run}`;
  // The widget's name is this run's too, so that a retry on the same backend finds only its own.
  const widgetName = `Refunds to watch ${run}`;
  // The tab's clock runs on as a real one, and jumps past the widget's message below.
  await page.clock.install();
  await signIn(page, 'tenant@demo.test', { from: `${BASE}/categories-settings` });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard categories' })).toBeVisible();
  await page.getByRole('button', { name: /Add category/ }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Add category' });
  await categoryDialog.getByLabel('Name').fill(category);
  await expect(categoryDialog.getByRole('radio', { name: 'Merchants' })).toBeChecked();
  await categoryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();

  // The next pages in-app, as the menu reaches them: each asks the server for what it shows.
  await navigateInApp(page, `${BASE}/Widgets-settings`);
  await page.getByRole('button', { name: /Add widget/ }).click();
  const widgetDialog = page.getByRole('dialog', { name: 'Add widget' });
  await chooseOption(page, 'Category', `${category} (Merchants)`);
  await widgetDialog.getByLabel(fieldName('Name')).fill(widgetName);
  await chooseOption(page, 'Data source', 'Refunds');
  // The live preview: the tenant's figure drawn by the dashboard's own renderer, before anything is saved.
  await expect(widgetDialog.getByRole('region', { name: 'Preview' }).getByText(/^\d[\d.]*$|No data for this period/).first()).toBeVisible();
  await expectAccessible(page, 'widget definition dialog with its preview', '.ant-modal');
  await widgetDialog.getByRole('button', { name: 'Save' }).click();
  await expect(widgetDialog).toBeHidden();
  // The widget's own "Saved" goes before the roles page says it saved the role (two toasts would be one too many):
  // its 5 s pass on the tab's clock.
  await page.clock.fastForward(SNACKBAR_DEFAULT_SECONDS * 1000);
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: widgetName });
  await expect(row.getByRole('switch')).toBeChecked();

  await navigateInApp(page, `${BASE}/merchant/roles`);
  await page.getByLabel('Role').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Merchant administrator', { exact: true }).click();
  const group = page.getByRole('group', { name: category });
  await group.getByRole('checkbox', { name: widgetName }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  const merchant = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const merchantPage = await merchant.newPage();
  await merchantPage.setViewportSize({ width: 1440, height: 900 });
  await signIn(merchantPage, 'merchant@demo.test');
  await expect(merchantPage).toHaveURL(/\/dashboard(\?|$)/);
  await merchantPage.getByRole('tab', { name: category }).click();
  const widget = merchantPage.getByRole('region', { name: widgetName });
  await expect(widget).toBeVisible();
  // Its figure is drawn from merchant@'s own data (a count, or the widget's "no data" state).
  await expect(widget.getByText(/^\d[\d.]*$|No data for this period/).first()).toBeVisible();
  await merchant.close();
});
