import { expect, test } from '@playwright/test';
import { OPEN_BANKING_MESSAGES } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { chooseByTyping, signIn } from '../../../host/e2e/support';

/**
 * Open banking (issue 13, ADR 0055) as a merchant lives it: merchant@ asks to link a bank account, is sent to the
 * simulated bank's page (outside the route catalogue, so the axe walk never sees it: it is checked here in en and
 * tr), authorises there, comes back to the portal with the answer said and the account listed, then revokes it
 * (so a retry on the same database stays under the open-consent limit).
 */
const PAGE = '/merchant/payments/open-banking-connections';

// Three full page loads (the portal, the bank twice) and two axe scans: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('merchant@ links a bank account at the simulated bank (accessible in en and tr), sees it authorised, and revokes it', async ({ page }) => {
  await signIn(page, 'merchant@demo.test', { from: PAGE });
  // By keyboard, as the select allows: type to search, Enter picks.
  await chooseByTyping(page, page.locator('#open-banking-connect-bankId'), 'Rhein', 'Rhein Sparbank');
  await page.getByRole('button', { name: 'Connect bank' }).click();

  // The bank's page, in the portal's language, then in Turkish (the same link: only an answer uses it up).
  await expect(page.getByRole('heading', { name: 'Authorise account access' })).toBeVisible();
  await expectAccessible(page, 'simulated bank, en');
  const bankUrl = new URL(page.url());
  bankUrl.searchParams.set('lang', 'tr');
  await page.goto(bankUrl.toString());
  await expect(page.getByRole('heading', { name: 'Hesap erişimini onayla' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expectAccessible(page, 'simulated bank, tr');
  await page.getByRole('button', { name: 'Onayla' }).click();

  // Back in the portal: the answer is said once and the consent is listed as authorised with its account.
  // (a full load of the portal again, its session restored: slower than an in-app step on a busy machine)
  await expect(page.getByText(OPEN_BANKING_MESSAGES.authorised)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).search).not.toContain('outcome');
  const row = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: 'Rhein Sparbank' }).filter({ hasText: 'Authorised' }).first();
  await expect(row).toContainText(/DE\d{2}/);

  await row.getByRole('button', { name: 'Revoke the consent of Rhein Sparbank' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(OPEN_BANKING_MESSAGES.revoked)).toBeVisible();
});
