import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv } from '../../../backend/test/helpers/parse-csv';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { keepProfileLanguage, switchLanguage } from '../../../host/e2e/a11y/language';
import { navigateInApp, signIn } from '../../../host/e2e/support';

/**
 * Reports (issue 12, ADR 0049): tenant@ runs transactions-summary for the last 30 days and sees the total of
 * transactions the transaction lookup counts for the same days (both in the same mode, on the same clock).
 */
const REPORT = '/crm/reports/transactions-summary';
const LOOKUP = '/transaction-management/transaction-lookup';
const isReportCall = (url: string) => /\/report-v2\/reports\/transactions-summary\/data\?/.test(url);
const isLookupCall = (url: string) => /\/svc\/merchant\/api\/crm\/transactions\?/.test(url);
const SHOTS = process.env.REPORTS_E2E_SHOTS;

test('tenant@ runs transactions-summary for a range, its total matches the lookup\'s count for that range, and exports it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant@demo.test', { from: REPORT });
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions summary' })).toBeVisible();

  // The period (the last 7 days when the page opens): the picker's "Last 30 days" preset, then Apply.
  await page.getByRole('textbox', { name: /^\*? ?Period$/ }).click();
  await page.locator('.ant-picker-presets:visible').getByText('Last 30 days').click();
  const answered = page.waitForResponse((r) => isReportCall(r.url()) && r.ok());
  await page.getByRole('button', { name: 'Apply' }).click();
  const report = await (await answered).json() as { totals: { transactions: number } };
  const total = page.locator('[data-total="transactions"]');
  await expect(total).toHaveText(report.totals.transactions.toLocaleString('de-DE'));
  expect(report.totals.transactions).toBeGreaterThan(0);
  // The chart when opened (ADR 0115: its library is not downloaded with the table).
  await expect(page.getByRole('img', { name: 'Chart of Transactions summary' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the chart' }).click();
  await expect(page.getByRole('img', { name: 'Chart of Transactions summary' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/transactions-summary.png`, fullPage: true });

  // The page with its chart, totals and table passes axe (no serious or critical violation) in English and Turkish.
  await expectAccessible(page, 'transactions-summary (en)', '#portal-page');
  await keepProfileLanguage(page);
  await switchLanguage(page, 'tr', 'Türkçe');
  await expect(page.getByRole('heading', { level: 1, name: 'İşlem özeti' })).toBeVisible();
  await expectAccessible(page, 'transactions-summary (tr)', '#portal-page');
  await switchLanguage(page, 'en', 'English');

  // Export v3: the report as shown, as a CSV file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^transactions-summary-\d{8}-\d{6}-Europe-London\.csv$/);

  // The lookup for the same days counts the same transactions (reached in-app: its count is the server's answer).
  const params = new URL(page.url()).searchParams;
  const lookupAnswer = page.waitForResponse((r) => isLookupCall(r.url()) && r.ok());
  await navigateInApp(page, `${LOOKUP}?from=${encodeURIComponent(params.get('startDate')!)}&to=${encodeURIComponent(params.get('endDate')!)}&page=1`);
  const lookup = await (await lookupAnswer).json() as { count: number; countIsCapped?: boolean };
  expect(lookup.countIsCapped ?? false).toBe(false);
  expect(lookup.count).toBe(report.totals.transactions);
});

test.describe('a report on the profile clock', () => {
  // The browser's clock is New York's, the profile's Istanbul's (sandbox@, Turkish): screen and file both follow the profile.
  test.use({ timezoneId: 'America/New_York' });

  test('sandbox@ (Europe/Istanbul) reads api-logs and the transaction lookup on Istanbul time, and their files say the same times as the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'sandbox@demo.test', { from: '/reports/api-logs' });
    await expect(page.getByRole('heading', { level: 1, name: 'API günlükleri' })).toBeVisible();
    await page.getByRole('textbox', { name: /^\*? ?Dönem$/ }).click();
    await page.locator('.ant-picker-presets:visible').getByText('Son 7 gün').click();
    const answered = page.waitForResponse((r) => /\/report-v2\/reports\/api-logs\/data\?/.test(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Uygula' }).click();
    await answered;

    // The report's table (antd draws a sticky header as a table of its own: the wrapper holds both).
    const timeHeader = page.getByRole('columnheader', { name: /\(Europe\/Istanbul\)/ });
    const table = page.locator('.ant-table-wrapper').filter({ has: timeHeader });
    await expect(timeHeader).toBeVisible();
    const firstRow = table.locator('.ant-table-tbody .ant-table-row').first();
    await expect(firstRow).toBeVisible();
    const screenTimes = (await table.locator('.ant-table-tbody .ant-table-row').evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''))).filter(Boolean);
    expect(screenTimes[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Dışa aktar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^api-logs-\d{8}-\d{6}-Europe-Istanbul\.csv$/);
    const [header, ...rows] = parseCsv(await readFile((await file.path())!, 'utf8'));
    const timeColumn = header!.findIndex((title) => /\(Europe\/Istanbul\)$/.test(title));
    expect(timeColumn).toBeGreaterThanOrEqual(0);
    // The file lists the report's rows in the screen's order: its first page's times are the screen's.
    expect(rows.slice(0, screenTimes.length).map((row) => row[timeColumn])).toEqual(screenTimes);

    // The transaction lookup of the widest period it allows (89 days), the same way: its Created column and its file
    // on Istanbul's clock. Its rows are read once the lookup's own answer is on screen (the report's table, whose
    // header names Istanbul too, is gone by then).
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString();
    const listed = page.waitForResponse((r) => /\/svc\/merchant\/api\/transactions\?/.test(r.url()) && r.ok());
    await navigateInApp(page, `/merchant/transaction-management/transaction-lookup?from=${encodeURIComponent(from)}&to=${encodeURIComponent(new Date().toISOString())}`);
    const answer = await (await listed).json() as { data: unknown[] };
    expect(answer.data.length).toBeGreaterThan(0);
    const lookup = page.locator('.ant-table-wrapper').filter({ has: page.getByRole('columnheader', { name: 'Harici kimlik' }) });
    await expect(lookup.locator('.ant-table-tbody .ant-table-row')).toHaveCount(answer.data.length);
    const headers = (await lookup.locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    const created = headers.findIndex((title) => /\(Europe\/Istanbul\)$/.test(title));
    const screenCreated = await lookup.locator('.ant-table-tbody .ant-table-row').evaluateAll((trs, i) =>
      trs.map((tr) => tr.querySelectorAll('td')[i]?.textContent?.trim() ?? ''), created);
    expect(screenCreated[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const lookupDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Dışa aktar' }).click();
    const lookupFile = await lookupDownload;
    expect(lookupFile.suggestedFilename()).toMatch(/-Europe-Istanbul\.csv$/);
    const [lookupHeader, ...lookupRows] = parseCsv(await readFile((await lookupFile.path())!, 'utf8'));
    const fileCreated = lookupHeader!.findIndex((title) => /\(Europe\/Istanbul\)$/.test(title));
    expect(lookupRows.slice(0, screenCreated.length).map((row) => row[fileCreated])).toEqual(screenCreated);
  });
});
