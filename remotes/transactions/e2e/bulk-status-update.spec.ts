import { expect, test } from '@playwright/test';
import { ACTION_REFUSALS } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { signIn } from '../../../host/e2e/support';

/**
 * Platform bulk status update over the real backend (issue 13 part A; ADR 0050): platform@ declines three of Nimbus
 * Books' hand-made Test-mode sales (backend/src/modules/transactions/seed.ts: n % 6 = 5 is Pending, the first is
 * Captured; no other spec touches Nimbus Books), previews them against the status rules, applies them as one job,
 * and the history shows each outcome. The e2e backend starts from a fresh copy of the seeded database.
 */
const REQUEST = '/platform/transaction-management/transaction-bulk-update-request';
const IDS = ['TX-NBK-0005', 'TX-NBK-0011', 'TX-NBK-0001'];

test('platform@ bulk-declines three transactions and the history shows each outcome', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'platform@demo.test', { from: REQUEST });
  await page.getByLabel('Transaction ids or external ids, one per line').fill(IDS.join('\n'));
  await page.getByRole('radio', { name: 'Decline' }).check();
  await page.getByLabel('Reason').fill('Cancelled at the merchant\'s request');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('2 of 3 ids can be updated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'TX-NBK-0001' })).toContainText(ACTION_REFUSALS.notDeclinable.message);
  await expectAccessible(page, 'bulk update preview');

  await page.getByRole('button', { name: 'Apply to 2 transactions' }).click();
  await page.getByRole('link', { name: 'Open the history' }).click();
  const drawer = page.getByRole('dialog', { name: /Bulk update/ });
  await expect(drawer).toBeVisible();
  // The job runs in the background: the drawer asks again until it has finished.
  await expect(drawer.getByText('Completed')).toBeVisible({ timeout: 20_000 });
  const row = (id: string) => drawer.getByRole('row').filter({ hasText: id });
  await expect(row('TX-NBK-0005')).toContainText('Updated');
  await expect(row('TX-NBK-0005')).toContainText('Declined');
  await expect(row('TX-NBK-0011')).toContainText('Updated');
  await expect(row('TX-NBK-0001')).toContainText('Refused');
  await expect(drawer).toContainText('Paula Platform');
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^bulk-status-update-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  await expectAccessible(page, 'bulk update history');
});
