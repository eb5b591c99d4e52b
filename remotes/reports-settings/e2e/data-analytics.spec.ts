import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { keepProfileLanguage, switchLanguage } from '../../../host/e2e/a11y/language';
import { signIn } from '../../../host/e2e/support';

/**
 * Data Analytics (issue 12, ADR 0056): merchant@ opens the pop-up from /reports/data-analytics; the window titled
 * Data Analytics receives the report 1 s later and shows it as a pivot; a new layout comes back signed and is saved.
 */
const SHOTS = process.env.REPORTS_E2E_SHOTS;

test('merchant@ opens Data Analytics and the pop-up shows the report', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'merchant@demo.test', { from: '/reports/data-analytics' });
  await expect(page.getByRole('heading', { level: 1, name: 'Data analytics' })).toBeVisible();

  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open Data Analytics' }).click();
  const popup = await opened;
  await expect(popup).toHaveTitle('Data Analytics');
  await expect(popup.getByRole('heading', { level: 1, name: 'Transactions summary' })).toBeVisible();
  const table = popup.getByRole('table');
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(2);
  await expect(page.getByText('The Data Analytics window is open. Changes you make there are saved here.')).toBeVisible();
  if (SHOTS) await popup.screenshot({ path: `${SHOTS}/data-analytics-popup.png`, fullPage: true });
  await expectAccessible(popup, 'Data Analytics pop-up (en)', 'body');

  // A new layout goes back signed; the portal checks its token and the server saves it.
  const saved = page.waitForResponse((r) => /\/data-analytics\/sessions\/[^/]+\/layout$/.test(r.url()) && r.request().method() === 'PUT');
  await popup.getByLabel('Aggregation').selectOption('max');
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(/Layout saved at/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/data-analytics-page.png`, fullPage: true });

  // Closing the window ends it; in Turkish the pop-up speaks Turkish and passes axe too.
  await popup.close({ runBeforeUnload: true });
  await expect(page.getByText('The Data Analytics window was closed.')).toBeVisible();
  await keepProfileLanguage(page);
  await switchLanguage(page, 'tr', 'Türkçe');
  const reopened = page.waitForEvent('popup');
  await page.getByRole('button', { name: "Data Analytics'i yeniden aç" }).click();
  const turkish = await reopened;
  await expect(turkish.getByRole('heading', { level: 1, name: 'İşlem özeti' })).toBeVisible();
  await expect(turkish.getByLabel('Toplama')).toHaveValue('max');
  await expectAccessible(turkish, 'Data Analytics pop-up (tr)', 'body');
  await turkish.close({ runBeforeUnload: true });
  await switchLanguage(page, 'en', 'English');
});
