import { expect, test } from '@playwright/test';
import { signIn } from '../../../host/e2e/support';

/**
 * Bank-order uploads (issue 13 part C, ADR 0053): tenant@ chooses a CSV with one bad line; the page names the line
 * and why before anything is sent; the order is uploaded, and its lines show the bad one kept as Invalid with its
 * reason, the others matched or not; the unmatched one is matched by hand to the payment its bank named otherwise.
 */
test('tenant@ uploads a bank order CSV with one bad line and sees which line and why, then matches an unmatched line by hand', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'tenant@demo.test', { from: '/transaction-management/bank-order-uploads' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bank order uploads' })).toBeVisible();

  const csv = ['date,reference,amount,currency,payer', '2025-07-01,TX-BBC-0001,10.00,EUR,Ada Lovelace', '2025-02-30,TX-BBC-0002,10.00,EUR,Ada Lovelace',
    '2025-07-01,BANK-REF-9981,10.00,EUR,Bo Ek', ''].join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('3 lines read: 2 ready, 1 with an error (kept as Invalid)')).toBeVisible();
  const bad = page.locator('.ant-table-wrapper').filter({ hasText: 'Lines with an error' });
  await expect(bad.locator('.ant-table-tbody tr')).toHaveText(['3The date must be a real day written YYYY-MM-DD']);

  await page.getByLabel('Bank name').fill('Barclays');
  await page.getByLabel('Account number').fill('GB29 NWBK 6016 1331 9268 19');
  await page.getByRole('button', { name: 'Upload' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Bank order statement.csv')).toBeVisible();
  const invalid = drawer.locator('.ant-table-tbody tr').filter({ hasText: 'Invalid' });
  await expect(invalid).toContainText('3');
  await expect(invalid).toContainText('The date must be a real day written YYYY-MM-DD');

  // The bank wrote its own reference on line 4: matched by hand to the payment's.
  await drawer.getByRole('button', { name: 'Match line 4 by hand' }).click();
  const match = page.getByRole('dialog').filter({ hasText: 'Match line 4 by hand' });
  await match.getByLabel("Transaction's reference").fill('TX-BBC-0001');
  await match.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(drawer.getByText(/^Line 4 matched to TX-BBC-0001/)).toBeVisible();
  await expect(drawer.locator('.ant-table-tbody tr').filter({ hasText: 'BANK-REF-9981' })).toContainText('TX-BBC-0001 (matched by Tessa Tenant)');
});
