import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../../host/e2e/support';

/**
 * Saved filters (issue 10 deliverable 3, spec part 2 section 4, ADR 0043): merchant@ filters the lookup, saves
 * the filter, reloads and finds it selected and applicable, then deletes it. The name is unique per run, so a
 * database kept from an earlier run does not matter.
 */
const LOOKUP = '/merchant/transaction-management/transaction-lookup-columns';
const table = (page: Page) => page.locator('.ant-table-wrapper');
const bodyRows = (page: Page) => table(page).locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
const savedSelect = (page: Page) => page.getByRole('combobox', { name: 'Saved filter' });
/** The select's shown value (its title), or null while it shows the placeholder. */
const selectedName = (page: Page) => page.locator('.kit-saved-filters .ant-select-content-has-value').getAttribute('title', { timeout: 2000 }).catch(() => null);
const isLookupCall = (url: string) => /\/svc\/merchant\/api\/transactions\?/.test(url);

async function statusesShown(page: Page): Promise<Set<string>> {
  await expect(bodyRows(page).first()).toBeVisible();
  return new Set((await table(page).locator('.status-pill').allInnerTexts()).map((t) => t.trim()));
}

test('merchant@ saves a filter, reloads, finds it selected and applicable, and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Captured ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant@demo.test', { from: LOOKUP });
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction lookup columns' })).toBeVisible();

  // Filter: the last 30 days, status Captured.
  await page.getByRole('textbox', { name: 'Date', exact: true }).click();
  await page.locator('.ant-picker-presets:visible').getByText('Last 30 days').click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Captured$/ }).first().click();
  await page.keyboard.press('Escape');
  const applied = page.waitForResponse((r) => isLookupCall(r.url()) && new URL(r.url()).searchParams.get('status') === 'Captured');
  await page.getByRole('button', { name: 'Apply' }).click();
  await applied;
  await expect(page).toHaveURL(/status=Captured/);
  expect(await statusesShown(page)).toEqual(new Set(['Captured']));
  const filteredUrl = new URL(page.url());

  // Save as new: a name is required; after saving the new filter is selected.
  await page.getByRole('button', { name: 'Save as new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current filters' });
  await expect(dialog.getByRole('button', { name: 'Save as new' })).toBeDisabled();
  await dialog.getByLabel('Filter name').fill(name);
  await dialog.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByText(`Filter "${name}" saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => selectedName(page)).toBe(name);

  // Reload: still selected, the list still filtered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction lookup columns' })).toBeVisible();
  await expect.poll(() => selectedName(page)).toBe(name);
  expect(new URL(page.url()).searchParams.getAll('status')).toEqual(['Captured']);
  expect(await statusesShown(page)).toEqual(new Set(['Captured']));

  // Applicable: after Reset (today, every status) choosing it puts its filters back.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/status=Captured/);
  await savedSelect(page).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
  // The same query as before Reset: its rows may come from the cache without a call (the query is still fresh).
  await expect(page).toHaveURL(/status=Captured/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('status')).toEqual(['Captured']);
  expect(url.searchParams.get('from')).toBe(filteredUrl.searchParams.get('from'));
  expect(url.searchParams.get('to')).toBe(filteredUrl.searchParams.get('to'));
  await expect.poll(() => statusesShown(page)).toEqual(new Set(['Captured']));

  // Delete, after a confirmation: gone from the list, nothing selected.
  await page.getByRole('button', { name: 'Delete the selected filter' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Filter "${name}" deleted`)).toBeVisible();
  await expect.poll(() => selectedName(page)).toBeNull();
  await savedSelect(page).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name })).toHaveCount(0);
});
