import { expect, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { signIn, type OwnBackend } from '../../../host/e2e/support';
import { attachBackendLogOnFailure, test } from '../../../host/e2e/support/isolated-backend';

// The worker's own backend: the page this journey edits and restores starts from the seed.
test.setTimeout(180_000);
let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});
attachBackendLogOnFailure();

async function userPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, email, { from: `${backend.origin}${path}` });
  return page;
}

/**
 * Issue 32 item 3 (ADR 0099): tenant@ edits a wiki page with its preview, sees the change between the versions and
 * restores the first; merchant@ reads the pages shown to merchants and never the staff's.
 */
test('a wiki page edited, compared and restored; merchants see only their pages', async ({ page, browser }) => {
  await signIn(page, 'tenant@demo.test', { from: `${backend.origin}/crm/documentation/wiki/details` });
  await page.getByRole('cell', { name: 'Refunds and approvals', exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Versions' }) });
  await expect(drawer.getByRole('heading', { name: 'Refunds and approvals' }).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Edit', exact: true }).click();

  const editor = page.getByRole('dialog').filter({ hasText: 'Edit Refunds and approvals' });
  const text = editor.getByLabel('Text (Markdown)');
  await text.fill('# Refunds and approvals\n\nRefunds above the threshold need **two people**.\n\n[Sneaky](javascript:alert(1))');
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('two people')).toHaveJSProperty('tagName', 'STRONG');
  await expect(preview.getByText('Sneaky')).not.toHaveAttribute('href', /javascript/);
  await expectAccessible(page, 'Documentation editor', '.ant-modal');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await drawer.getByRole('tab', { name: 'Versions' }).click();
  const diff = drawer.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(diff.locator('ins').filter({ hasText: 'Refunds above the threshold need **two people**.' })).toBeVisible();
  await expect(diff.locator('del').first()).toBeVisible();
  await expectAccessible(page, 'Documentation versions', '.ant-drawer');

  await drawer.getByRole('button', { name: 'Restore version 1' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'The page gets its text, title and audience back as a new version' });
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Version 1 restored as version 3')).toBeVisible();
  await expect(drawer.getByText(/Version 3 \(current\)/)).toBeVisible();
  await expect(drawer.getByText('restored from version 1', { exact: false })).toBeVisible();

  // merchant@: the pages for merchants, read only; the staff's page is not there, nor found by a search.
  const merchant = await userPage(browser, 'merchant@demo.test', '/documentation');
  // The Documentation area's page lists its entries; Wiki opens the merchants' wiki.
  await merchant.getByRole('link', { name: 'Wiki', exact: true }).click();
  await expect(merchant.getByRole('cell', { name: 'Getting started', exact: true })).toBeVisible();
  await expect(merchant.getByRole('cell', { name: 'Refunds and approvals', exact: true })).toHaveCount(0);
  await expect(merchant.getByRole('button', { name: 'New page' })).toHaveCount(0);
  await merchant.goto(`${backend.origin}/documentation/section/user-manuals/details`);
  await expect(merchant.getByRole('cell', { name: 'Refunding a customer', exact: true })).toBeVisible();
  await merchant.getByRole('cell', { name: 'Refunding a customer', exact: true }).click();
  await expect(merchant.getByRole('dialog').getByRole('heading', { name: 'Refunding a customer' }).first()).toBeVisible();
  await expect(merchant.getByRole('tab', { name: 'Versions' })).toHaveCount(0);
  await expectAccessible(merchant, 'Merchant user manual', '.ant-drawer');

  // At 390 px: the page and its reference read without sideways scrolling.
  await merchant.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/documentation/section/faq/details', '/documentation/api-references/details']) {
    await merchant.goto(`${backend.origin}${path}`);
    await expect(merchant.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(merchant.getByRole('cell', { name: 'When are payments settled?', exact: true }).or(merchant.getByText(/Examples use your Test key/))).toBeVisible();
    await expect.poll(() => merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(merchant, `${path} at 390 px`);
  }
  await merchant.context().close();
});
