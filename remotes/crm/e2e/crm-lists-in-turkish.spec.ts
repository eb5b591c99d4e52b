import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parseCsv } from '../../../backend/test/helpers/parse-csv';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { keepProfileLanguage, switchLanguage } from '../../../host/e2e/a11y/language';
import { navigateInApp, signIn } from '../../../host/e2e/support';

/**
 * The CRM in Turkish (issue 31; ADR 0095): tenant@ hides a column of the customers, saves the list as a view and
 * exports it — the file has the shown columns under their Turkish titles — then the lead conversion dialog, the
 * board and a task's drawer pass axe in Turkish (the walk scans every route; these open over their pages).
 */
test('tenant@ keeps a customers view, exports it in Turkish, and the CRM dialogs pass axe in Turkish', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant@demo.test', { from: '/crm/organizations' });
  await keepProfileLanguage(page);
  await switchLanguage(page, 'tr', 'Türkçe');
  await expect(page.getByRole('columnheader', { name: /Resmî ad/ })).toBeVisible();

  // Columns: the website hidden (kept for tenant@ on the server; put back at the end).
  await page.getByRole('button', { name: /Sütunlar/ }).click();
  await page.getByRole('button', { name: 'Varsayılan sütunlar' }).click();
  const website = page.getByRole('checkbox', { name: 'Web sitesi' });
  await expect(website).toBeChecked();
  await website.click();
  await expect(website).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: /Web sitesi/ })).toHaveCount(0);

  // The view, named in a dialog that passes axe in Turkish.
  const name = `Görünüm ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: /Yeni olarak kaydet/ }).click();
  const dialog = page.getByRole('dialog');
  await expectAccessible(page, 'save a view (tr)', '.ant-modal');
  await dialog.getByLabel(/Filtre adı/).fill(name);
  await dialog.getByRole('button', { name: /Yeni olarak kaydet/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Kayıtlı filtre' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(name);

  // Export: every customer of Acme, the shown columns under their Turkish titles, the website left out.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Dışa aktar/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^crm-organizations-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv((await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, ''));
  expect(rows[0]).toContain('Resmî ad');
  expect(rows[0]).toContain('Risk düzeyi');
  expect(rows[0]).not.toContain('Web sitesi');
  expect(rows.length - 1).toBeGreaterThanOrEqual(200);
  await expect(page.getByText(/satır crm-organizations-.*\.csv dosyasına aktarıldı/)).toBeVisible();
  await page.getByRole('button', { name: /Sütunlar/ }).click();
  await page.getByRole('button', { name: 'Varsayılan sütunlar' }).click();
  await page.keyboard.press('Escape');

  // A lead's conversion dialog: a lead being worked (a converted or disqualified one offers no conversion).
  await navigateInApp(page, '/crm/leads');
  await page.getByRole('row').filter({ has: page.getByText('İletişime geçildi', { exact: true }) }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dönüştür' }).click();
  await expect(page.getByRole('dialog', { name: /kaydını dönüştür$/ })).toBeVisible();
  await expectAccessible(page, 'lead conversion (tr)', '.ant-modal');
  await page.keyboard.press('Escape');

  // The opportunities' board.
  await navigateInApp(page, '/crm/opportunities');
  await expect(page.getByRole('region').first()).toBeVisible();
  await expectAccessible(page, 'pipeline board (tr)', '#portal-page');

  // A task's drawer.
  await navigateInApp(page, '/crm/tasks');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'task drawer (tr)', '.ant-drawer');
});
