import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from '../../../backend/test/helpers/parse-csv';
import { closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Export (issue 10 deliverable 4, ADR 0045): tenant@ filters the lookup, exports it, and the downloaded CSV
 * holds every row of the filtered list (the pager's count), its first rows exactly those on screen, column by column.
 * The browser runs in New York and tenant@'s profile in London (issue 27): screen and file are both on the profile's clock.
 */
const LOOKUP = '/transaction-management/transaction-lookup';
const table = (page: Page) => page.locator('.ant-table-wrapper');
const bodyRows = (page: Page) => table(page).locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
const isLookupCall = (url: string) => /\/svc\/merchant\/api\/crm\/transactions\?/.test(url);

/** A screen cell as the file writes it: money "1.234,56 EUR" (comma decimal, dot thousands) is "1234.56 EUR"; a dash is empty. */
function asInFile(header: string, text: string): string {
  const trimmed = text.trim();
  if (trimmed === '-' || trimmed === '—') return '';
  return header === 'Amount' ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

test('tenant@ exports the filtered lookup and the file\'s rows are the rows on screen', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/New_York', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'tenant@demo.test', { from: LOOKUP });
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBeVisible();

  // The last 7 days, Captured only.
  await page.getByRole('textbox', { name: 'Date', exact: true }).click();
  await page.locator('.ant-picker-presets:visible').getByText('Last 7 days').click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Captured$/ }).first().click();
  await page.keyboard.press('Escape');
  const applied = page.waitForResponse((r) => isLookupCall(r.url()) && new URL(r.url()).searchParams.get('status') === 'Captured');
  await page.getByRole('button', { name: 'Apply' }).click();
  const answer = await (await applied).json() as { count: number; countIsCapped: boolean; data: unknown[] };
  expect(answer.count).toBeGreaterThan(0);
  expect(answer.countIsCapped).toBe(false);
  await expect(bodyRows(page)).toHaveCount(answer.data.length);

  const headers = (await table(page).locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  const screenRows: string[][] = [];
  for (const row of await bodyRows(page).all()) screenRows.push((await row.locator('.ant-table-cell').allInnerTexts()).map((t) => t.trim()));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  // tenant@'s profile clock (Europe/London), whatever the browser's: the file's name and date column say it.
  expect(file.suggestedFilename()).toMatch(/^transactions-tenant-\d{8}-\d{6}-Europe-London\.csv$/);
  const [fileHeader, ...fileRows] = parseCsv(await readFile((await file.path())!, 'utf8'));

  // The same columns in the same order, the date's title naming its clock on screen and in the file alike; every
  // row of the list, the page on screen first, cell by cell.
  expect(fileHeader).toEqual(headers);
  expect(headers).toContain('Created (Europe/London)');
  expect(fileRows).toHaveLength(answer.count);
  expect(fileRows.slice(0, screenRows.length)).toEqual(screenRows.map((r) => r.map((cell, i) => asInFile(headers[i]!, cell))));
  await context.close();
});
