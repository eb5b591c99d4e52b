import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../../host/e2e/support';

/** Picks an option of an antd select by typing its text (searchable) and Enter, or the first for a plain select. */
async function choose(page: Page, label: string, text?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (text) await box.pressSequentially(text);
  await page.keyboard.press('Enter');
}

/**
 * Virtual terminal (issue 13, ADR 0054): tenant@ keys in a card payment for Blue Bottle Coffee; the card shows
 * masked once the field is left; the answer links to the payment, which the tenant lookup finds by its id.
 */
test('tenant@ takes a virtual-terminal payment for Blue Bottle Coffee and finds it in the lookup', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'tenant@demo.test', { from: '/transaction-management/virtual-terminal' });
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual terminal' })).toBeVisible();

  await choose(page, 'Merchant', 'Blue Bottle');
  await choose(page, 'Website');
  const card = page.getByRole('textbox', { name: 'Card number' });
  await card.fill('4111111111111111');
  await page.getByRole('textbox', { name: 'CVC' }).fill('737');
  await expect(card).toHaveValue('411111******1111');
  await choose(page, 'Expiry month', '12');
  await choose(page, 'Expiry year', String(new Date().getUTCFullYear() + 1));
  await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Ada Lovelace');
  await choose(page, 'Currency', 'GBP');
  await page.getByRole('textbox', { name: 'Amount' }).fill('42.50');
  await page.getByRole('button', { name: 'Take payment' }).click();

  const link = page.getByRole('link', { name: /^Open VT-[2-9A-Z]{8} in the transaction lookup$/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const externalId = (await link.textContent())!.match(/VT-[2-9A-Z]{8}/)![0];
  await link.click();
  await expect(page).toHaveURL(/\/transaction-management\/transaction-lookup\?/);
  await expect(page.locator('.ant-table-tbody tr').filter({ hasText: externalId })).toBeVisible({ timeout: 20_000 });
});
