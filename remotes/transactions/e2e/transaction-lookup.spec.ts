import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { closeOwnContextsAfterEach, navigateInApp, signIn } from '../../../host/e2e/support';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

// Screenshots of each lookup go here when TRANSACTIONS_E2E_SHOTS is set (looked at by hand).
const SHOTS = process.env.TRANSACTIONS_E2E_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A fresh browser signed in as `email`, opened at `from` (one load of the shell: no landing page first). */
async function userPage(browser: Browser, email: string, from?: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email, from ? { from } : {});
  return page;
}

const table = (page: Page) => page.locator('.ant-table-wrapper');
/** Body rows, plain (`tr`) or virtual (`div`, pages over 50 rows). */
const bodyRows = (page: Page) => table(page).locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
const headerTexts = async (page: Page) => (await table(page).locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
const isLookupCall = (url: string) => /\/svc\/merchant\/api\/(crm\/)?(platform\/)?transactions\?/.test(url);

/** The texts of one column of the body rows, found by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = (await table(page).locator('thead th').allInnerTexts()).map((t) => t.trim());
  // A date column's title names its clock: "Created (Europe/London)".
  const index = headers.findIndex((h) => h === header || h.startsWith(`${header} (`));
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await bodyRows(page).locator(`.ant-table-cell:nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
}

/** A date cell (DD/MM/YYYY HH:mm:ss on the user's clock) as its day, YYYY-MM-DD (sortable as text). */
const dayOfCell = (text: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) \d{2}:\d{2}:\d{2}$/.exec(text);
  expect(match, `a date cell: ${text}`).not.toBeNull();
  return `${match![3]}-${match![2]}-${match![1]}`;
};

/** Every row shown has `status` and a created day within [from, to] (the URL's days; cells on the same clock). */
async function expectRowsWithin(page: Page, status: string): Promise<string[]> {
  const params = new URL(page.url()).searchParams;
  const from = params.get('from')!.slice(0, 10);
  const to = params.get('to')!.slice(0, 10);
  const days = (await columnTexts(page, 'Created')).map(dayOfCell);
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day >= from && day <= to, `${day} within ${from}..${to}`).toBe(true);
  expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set([status]));
  return days;
}

/** Picks options of an antd multi-select found by its label. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).first().click();
  await page.keyboard.press('Escape');
}

test('tenant@ filters by status and date, hides a column, reloads, and sees the same columns and filters', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await userPage(browser, 'tenant@demo.test', '/transaction-management/transaction-lookup-columns');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction lookup (V2)' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();

  // Date: the last 7 days (a preset of the range picker); status: Captured.
  await page.getByRole('textbox', { name: 'Date', exact: true }).click();
  await page.locator('.ant-picker-presets:visible').getByText('Last 7 days').click();
  await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Captured');
  const applied = page.waitForResponse((r) => isLookupCall(r.url()) && new URL(r.url()).searchParams.get('status') === 'Captured');
  await page.getByRole('button', { name: 'Apply' }).click();
  await applied;
  await expect(page).toHaveURL(/status=Captured/);
  await expect(bodyRows(page).first()).toBeVisible();
  for (const pill of await table(page).locator('.status-pill').allInnerTexts()) expect(pill).toBe('Captured');
  const from = new URL(page.url()).searchParams.get('from');
  const to = new URL(page.url()).searchParams.get('to');
  expect(from).toBeTruthy();
  // Seven days, the last of them today: the newest rows (default order) lie within them.
  expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(6);
  await expectRowsWithin(page, 'Captured');
  // Oldest first: the first rows are of the range's first day, none before it (the demo has rows every day).
  const ascending = page.waitForResponse((r) => isLookupCall(r.url()) && new URL(r.url()).searchParams.get('sortDirection') === 'asc');
  await table(page).locator('thead th', { hasText: 'Created' }).click();
  await ascending;
  await expect(page).toHaveURL(/sort=createdAt&order=asc/);
  await expect.poll(async () => (await columnTexts(page, 'Created')).map(dayOfCell)[0]).toBe(from!.slice(0, 10));
  await expectRowsWithin(page, 'Captured');

  // Hide "Payment method": stored on the server.
  expect(await headerTexts(page)).toContain('Payment method');
  await page.getByRole('button', { name: 'Columns' }).click();
  const saved = page.waitForResponse((r) => r.url().includes('lookup-columns') && r.request().method() === 'PUT');
  await page.getByRole('checkbox', { name: 'Payment method' }).click();
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => headerTexts(page)).not.toContain('Payment method');
  await shot(page, 'tenant-lookup-v2');

  await page.reload();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect.poll(() => headerTexts(page)).toContain('Merchant');
  expect(await headerTexts(page)).not.toContain('Payment method');
  await expect(page.locator('.kit-filter-bar .ant-select-selection-item', { hasText: 'Captured' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('from')).toBe(from);
  for (const pill of await table(page).locator('.status-pill').allInnerTexts()) expect(pill).toBe('Captured');
});

test('merchant@ in Test mode sees only Test rows', async ({ browser }) => {
  const page = await userPage(browser, 'merchant@demo.test');
  // merchant@ (Processing) starts in Live: switch to Test.
  const toggle = page.getByTestId('mode-switch').getByRole('switch');
  if (await toggle.isChecked()) {
    await toggle.click();
    await expect(page.getByText('You are now in Test mode')).toBeVisible();
  }
  const answer = page.waitForResponse((r) => isLookupCall(r.url()));
  await navigateInApp(page, '/merchant/transaction-management/transaction-lookup?page=1&pageSize=100');
  const response = await answer;
  expect(response.request().headers()['mode']).toBe('Test');
  const body = (await response.json()) as { data: Array<{ mode: string; merchantName: string }> };
  expect(body.data.length).toBeGreaterThan(0);
  expect(new Set(body.data.map((row) => row.mode))).toEqual(new Set(['Test']));
  expect(new Set(body.data.map((row) => row.merchantName))).toEqual(new Set(['Blue Bottle Coffee Ltd']));
  await expect(bodyRows(page).first()).toBeVisible();
  await shot(page, 'merchant-lookup');
});

test('a Back after paging restores the page', async ({ browser }) => {
  const week = (days: number) => `${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;
  const page = await userPage(browser, 'merchant@demo.test', `/merchant/transaction-management/transaction-lookup?from=${week(6)}&to=${week(0)}&page=1&pageSize=5`);
  await expect(bodyRows(page)).toHaveCount(5);
  const firstPageFirst = await bodyRows(page).first().locator('.ant-table-cell').first().innerText();
  // The next page by the server's keyset cursor (the first page answered it), kept in the URL for Back.
  const byCursor = page.waitForResponse((r) => isLookupCall(r.url()) && new URL(r.url()).searchParams.has('cursor'));
  await page.getByTestId('list-pager').getByTitle('2', { exact: true }).click();
  expect((await byCursor).ok()).toBe(true);
  await expect(page).toHaveURL(/page=2.*cursor=/);
  // The first page stays in view until the second arrives.
  await expect(bodyRows(page).first().locator('.ant-table-cell').first()).not.toHaveText(firstPageFirst);
  await expect(bodyRows(page)).toHaveCount(5);
  const secondPageFirst = await bodyRows(page).first().locator('.ant-table-cell').first().innerText();

  await page.getByTestId('app-shell').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goBack();
  // The page's URL with its cursor (the rows may come from the cache, without a new request).
  await expect(page).toHaveURL(/page=2.*cursor=/);
  await expect(bodyRows(page).first().locator('.ant-table-cell').first()).toHaveText(secondPageFirst);
  await expect(page.getByTestId('list-pager').locator('.ant-pagination-item-active')).toHaveText('2');
});

test('platform@ looks across tenants and picks them', async ({ browser }) => {
  const days = (n: number) => `${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;
  const page = await userPage(browser, 'platform@demo.test', `/platform/transaction-management/transaction-lookup?from=${days(6)}&to=${days(0)}&page=1&pageSize=100`);
  await expect(bodyRows(page).first()).toBeVisible();
  expect(await headerTexts(page)).toContain('Tenant');
  const tenantsShown = async () => new Set(await bodyRows(page).locator('.ant-table-cell:nth-child(3)').allInnerTexts());
  // No tenant picked: every tenant's rows.
  expect(await tenantsShown()).toEqual(new Set(['Acme Payments', 'Globex Pay']));
  await shot(page, 'platform-lookup');
  // Tenants is not among the four filters always in view (issue 27): it waits behind "More filters".
  await page.getByRole('button', { name: /^More filters/ }).click();
  await choose(page, page.getByRole('combobox', { name: 'Tenants' }), 'Globex Pay');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/tenantIds=/);
  await expect.poll(tenantsShown).toEqual(new Set(['Globex Pay']));
});

test('tenant@ at 1280×800 sees at least 8 rows under the filters without scrolling', async ({ browser }) => {
  const days = (n: number) => `${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;
  const route = `/transaction-management/transaction-lookup?from=${days(29)}&to=${days(0)}&status=Captured&page=1&pageSize=20`;
  const page = await userPage(browser, 'tenant@demo.test', route, { width: 1280, height: 800 });
  await expect(bodyRows(page).nth(9)).toBeAttached();
  // The four most used filters in one row, the others behind "More filters", the applied ones as chips (issue 27).
  await expect(page.getByRole('button', { name: /^More filters/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveCount(2);
  const inView = await bodyRows(page).evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(inView).toBeGreaterThanOrEqual(8);
  await shot(page, 'tenant-lookup-1280x800');

  // Opened "More filters", and an empty result with its wider search: no serious or critical axe finding.
  await page.getByRole('button', { name: /^More filters/ }).click();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Card last 4' }).fill('0000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Nothing found for Date: .*; Status: Captured; Card last 4: 0000\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search the last 90 days' })).toBeVisible();
  await expectAccessible(page, 'lookup with More filters open and an empty result', '#portal-page');
});
