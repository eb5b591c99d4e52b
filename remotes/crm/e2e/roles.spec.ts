import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { closeOwnContextsAfterEach, enterScaCode, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

/**
 * Roles (ADR 0079) with strong authentication (ADR 0080): tenant@ creates a role whose permission is marked
 * SCA-required, entering the TOTP code of the demo authenticator when saving.
 */
test('tenant@ creates a role with an SCA-required permission, confirming with a TOTP code', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Support lead ${Date.now().toString(36)}`;
  await signIn(page, 'tenant@demo.test', { from: '/crm/users/roles' });
  await expect(page.getByRole('row').filter({ hasText: 'Tenant administrator' }).getByText('Built-in', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'New role' });
  await dialog.getByLabel('Role name').fill(name);
  await dialog.getByRole('button', { name: /^Support/ }).click();
  await dialog.getByRole('checkbox', { name: 'CRM.Support.Lookup' }).check();
  await dialog.getByRole('switch', { name: 'SCA required for CRM.Support.Lookup' }).click();
  await expectAccessible(page, 'role editor', '.ant-modal');
  await dialog.getByRole('button', { name: 'Create role' }).click();

  await enterScaCode(page);
  await expect(page.getByText(`Role ${name} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Custom', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
