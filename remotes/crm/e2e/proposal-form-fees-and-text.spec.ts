import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { installShellClock, shellSettled, signIn } from '../../../host/e2e/support';

// The proposal form at 390 px (ADR 0111): each product's fees within the book's bounds, and the body's rich-text editor.
// Nothing is saved: the dialog is cancelled, so the shared backend's data stays as seeded.
test.use({ viewport: { width: 390, height: 844 } });

test('tenant@ drafts a proposal: a fee above the book is named with its bound, the text is formatted from the toolbar and previewed', async ({ page }) => {
  await installShellClock(page);
  await signIn(page, 'tenant@demo.test', { from: '/crm/proposals' });
  await shellSettled(page);
  await page.getByRole('link', { name: /^Offers and history of / }).first().click();
  await page.getByRole('button', { name: 'New proposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New proposal' });
  await expect(dialog).toBeVisible();

  const fees = dialog.getByRole('group', { name: 'Fees per product' });
  const first = fees.getByRole('textbox').first();
  await expect(first).not.toHaveValue('');
  const bound = Number(await first.inputValue());
  await first.fill(String(bound + 1));
  await expect(dialog.getByText(new RegExp(`must stay within the price book's bounds \\(0 to ${bound}\\)`))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await first.fill(String(bound));

  // The text: typed on the surface, made bold from the toolbar, seen as HTML and previewed.
  const surface = dialog.getByRole('textbox', { name: 'Text' });
  await surface.click();
  await page.keyboard.type('Dear {{merchantName}}');
  await page.keyboard.press('ControlOrMeta+A');
  await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  await expect(surface.locator('b, strong')).toHaveText('Dear {{merchantName}}');
  await dialog.getByText('HTML', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Text' })).toHaveValue(/<(b|strong)>Dear \{\{merchantName\}\}<\/(b|strong)>/);
  await dialog.getByText('Preview', { exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Preview' }).locator('b, strong')).toHaveText('Dear {{merchantName}}');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'Proposal form at 390 px', '.ant-modal');
  await page.screenshot({ path: test.info().outputPath('proposal-form-390.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The customer's record behind it: its nine tabs wrap onto more lines, every one in view, and the tab list holds only
  // tabs (antd's overflow button inside it was a critical axe finding, aria-required-children).
  const drawer = page.locator('.ant-drawer-content-wrapper:not(.ant-drawer-content-wrapper-hidden)').last();
  for (const name of ['Details', 'Contacts', 'Activity', 'Tasks']) await expect(drawer.getByRole('tab', { name })).toBeInViewport();
  await expect(drawer.locator('.ant-tabs-nav-more:visible')).toHaveCount(0);
  await expectAccessible(page, 'Customer record at 390 px', '.ant-drawer-content-wrapper:not(.ant-drawer-content-wrapper-hidden)');
});
