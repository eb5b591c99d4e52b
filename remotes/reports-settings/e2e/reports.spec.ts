import { expect, test } from '@playwright/test';
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
