import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { signIn } from '../../../host/e2e/support';

/**
 * Promote to Live (ADR 0067): merchant@ changes the card channel's fee in Test and asks to promote it; the request
 * waits for another user; merchant-approver@ approves it and Live has the new fee; a revert brings Live's old fee back.
 */
const CHANNELS = '/merchant/payment-settings/payment-channels';
const PROMOTE = '/merchant/payment-settings/promote';

/** The mode a page starts in (stored as the shell stores the user's choice), set once per browser context. */
async function startIn(page: Page, mode: 'Test' | 'Live'): Promise<void> {
  await page.addInitScript((m) => {
    if (!sessionStorage.getItem('mode-seeded')) localStorage.setItem('systemMode', m);
    sessionStorage.setItem('mode-seeded', '1');
  }, mode);
}

const cardRow = (page: Page) => page.getByRole('row').filter({ hasText: 'BBC Card' });

test('merchant@ promotes a Test channel fee to Live once merchant-approver@ approves; a revert restores Live', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await startIn(page, 'Test');
  await signIn(page, 'merchant@demo.test', { from: CHANNELS });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment channels' })).toBeVisible();
  await expect(page.getByText('You are editing the Test settings.', { exact: false })).toBeVisible();

  // The card channel's fee in Test: 1.5 -> 2.2.
  await cardRow(page).getByRole('button', { name: 'Edit BBC Card' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Fee (%)').fill('2.2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardRow(page)).toContainText('2.2');

  // Ask to promote just that field.
  await page.getByRole('link', { name: 'Promote to Live' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promote to Live' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Copy BBC Card Fee (%)' }).check();
  await page.getByRole('button', { name: 'Ask to promote 1 changes' }).click();
  await expect(page.getByText('Promotion asked for: another user approves it')).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: 'Waiting for approval' }).first();
  await expect(mine.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expectAccessible(page, 'promote to live', '#portal-page');

  // merchant-approver@ approves; Live has the new fee.
  const other = await browser.newContext();
  const approver = await other.newPage();
  await startIn(approver, 'Live');
  await signIn(approver, 'merchant-approver@demo.test', { from: PROMOTE });
  const request = approver.getByRole('listitem').filter({ hasText: 'Waiting for approval' }).first();
  await expect(request).toContainText('BBC Card · Fee (%): 1.5 → 2.2');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Approved and applied to Live')).toBeVisible();
  await approver.goto(CHANNELS);
  await expect(approver.getByText('You are editing the Live settings.', { exact: false })).toBeVisible();
  await expect(cardRow(approver)).toContainText('2.2');

  // One step back: Live's fee is 1.5 again, and the revert is recorded.
  await approver.goto(PROMOTE);
  await approver.getByRole('listitem').filter({ hasText: 'Applied' }).first().getByRole('button', { name: 'Revert' }).click();
  await expect(approver.getByText('Reverted: Live has its earlier values again')).toBeVisible();
  await expect(approver.getByText('Revert of a promotion').first()).toBeVisible();
  await approver.goto(CHANNELS);
  await expect(cardRow(approver)).toContainText('1.5');
  await expect(cardRow(approver)).not.toContainText('2.2');
  await other.close();
});
