import { expect, test } from '@playwright/test';
import { closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

/**
 * Tenant management (ADR 0083): platform@ goes from the tenants list to Globex's encryption keys and rotates the key;
 * the new key is Active at once, the old one Retired once its secrets are re-sealed, and the page says so.
 */
test('platform@ rotates a tenant\'s encryption key from the tenants list', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'platform@demo.test', { from: '/crm/tenant-management/tenants' });
  const globex = page.locator('.ant-table-tbody tr').filter({ hasText: 'Globex Pay' });
  await globex.getByRole('button', { name: 'Encryption keys of Globex Pay' }).click();
  await expect(page).toHaveURL(/\/crm\/tenant-management\/encryption-keys\?tenantId=/);
  await expect(page.getByText(/secrets stored, all encrypted/)).toBeVisible();
  // The keys' rows, newest first (those with a date: not the header, not the table's measuring row).
  const versions = page.getByRole('row').filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ });
  await expect(versions.first()).toBeVisible();
  const before = await versions.count();

  await page.getByRole('button', { name: 'Rotate key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText(/Last rotation finished .*: \d+ secrets re-encrypted/)).toBeVisible({ timeout: 30_000 });
  await expect(versions).toHaveCount(before + 1);
  await expect(versions.first()).toContainText('Active');
  await expect(versions.nth(1)).toContainText('Retired');
  await expect(page.getByRole('button', { name: 'Rotate key' })).toBeEnabled();
});
