import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeOwnContextsAfterEach, navigateInApp, signIn } from '../../../host/e2e/support';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Issue 13 (ADR 0051): merchant@ adds a beneficiary, checks the payee and pays it; the payment waits; the second
 * merchant user (merchant-approver@) approves it and it is sent.
 */

const IBAN = 'GB82WEST12345698765432';

/** A name the simulated bank holds this IBAN under (ADR 0051: unless md5(account:name) starts with 0, 1 or 2). */
function payeeName(run: string): string {
  for (let i = 0; ; i += 1) {
    const name = `Harbour Roasters ${run}${i}`;
    if (!'012'.includes(createHash('md5').update(`${IBAN}:${name.toLowerCase()}`).digest('hex')[0]!)) return name;
  }
}

/** A fresh browser signed in as `email`, opened at `from` (one load of the shell: no landing page first). */
async function userPage(browser: Browser, email: string, from: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, { from });
  return page;
}

test('merchant@ adds a beneficiary, pays it, and merchant-approver@ approves the payment', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const name = payeeName(run);
  const reference = `E2E ${run}`;
  const page = await userPage(browser, 'merchant@demo.test', '/merchant/payments/beneficiaries');
  await page.getByRole('button', { name: 'Add beneficiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add beneficiary' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill('gb82 west 1234 5698 7654 32');
  await dialog.getByRole('combobox', { name: 'Currency' }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="GBP"]').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('GB82 WEST 1234 5698 7654 32');
  await expect(row.locator('.status-pill')).toHaveText('Pending');

  // On to the next page as the menu goes there (no reload): each page asks the server for what it shows.
  await navigateInApp(page, '/merchant/payments/single-payment');
  await page.getByRole('combobox', { name: 'Beneficiary' }).fill(name);
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name} · GBP"]`).click();
  await page.getByRole('button', { name: 'Check payee' }).click();
  await expect(page.locator('.status-pill-positive')).toHaveText('Success');
  await page.getByLabel('Amount (GBP)').fill('12.34');
  await page.getByLabel('Reference').fill(reference);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment created: it waits for a second user to approve it')).toBeVisible();

  await navigateInApp(page, '/merchant/payments/pending-payments');
  const own = page.getByRole('row').filter({ hasText: reference });
  await expect(own).toContainText('Your request: another user decides it');
  await page.context().close();

  const approver = await userPage(browser, 'merchant-approver@demo.test', '/merchant/payments/pending-payments');
  const waiting = approver.getByRole('row').filter({ hasText: reference });
  await expect(waiting).toContainText('12,34');
  await waiting.getByRole('button', { name: /^Approve PO-/ }).click();
  await approver.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Payment approved and sent')).toBeVisible();
  const done = approver.getByRole('row').filter({ hasText: reference });
  await expect(done.locator('.status-pill').last()).toHaveText('Successful');
  await expect(done).toContainText('Max Approver');
  await approver.context().close();
});
