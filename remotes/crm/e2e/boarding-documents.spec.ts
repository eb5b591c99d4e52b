import { expect, type Browser, type Page } from '@playwright/test';
import { LOGIN_PATH } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { signIn, type OwnBackend } from '../../../host/e2e/support';
import { attachBackendLogOnFailure, test } from '../../../host/e2e/support/isolated-backend';

// The worker's own backend: the documents and notifications this journey makes start from a clean seed.
test.setTimeout(240_000);
let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});
attachBackendLogOnFailure();

const statement = (text: string) => ({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });

/** The signed-in page's access token (oidc-client-ts keeps the user in session storage). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    throw new Error('not signed in');
  });
}

/** The merchant on a phone (390 px): the boarding pages must not scroll sideways. */
async function merchantPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, 'noprocessing@demo.test', { from: `${backend.origin}${LOGIN_PATH}` });
  return page;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/**
 * Issue 32 item 5's boarding journey (ADR 0098): noprocessing@ reads why its proof of address was rejected, uploads its
 * bank statement; tenant@ rejects it with a reason; the merchant reads why from the notification and uploads again;
 * tenant@ accepts it.
 */
test('a document uploaded, rejected with a reason, uploaded again and accepted', async ({ page, browser }) => {
  const merchant = await merchantPage(browser);
  await merchant.goto(`${backend.origin}/boarding/precheckform`);
  await expect(merchant.getByText('Your form was accepted.')).toBeVisible();
  await expectAccessible(merchant, 'Pre-check form');
  await noSidewaysScroll(merchant);

  await merchant.goto(`${backend.origin}/boarding/documents`);
  await expect(merchant.getByText(/^Rejected: The utility bill is more than 3 months old/)).toBeVisible();
  await expectAccessible(merchant, 'Documents');
  await noSidewaysScroll(merchant);
  const bank = () => merchant.locator('.ant-card').filter({ hasText: 'Bank statement' });
  await expect(bank().getByText('Currently due')).toBeVisible();
  await bank().locator('input[type="file"]').setInputFiles(statement('first'));
  await expect(bank().getByText('Under review')).toBeVisible();

  // tenant@: the customer's Boarding tab; the statement rejected with a reason through the kit's dialog.
  await signIn(page, 'tenant@demo.test', { from: `${backend.origin}${LOGIN_PATH}` });
  const customers = await (await fetch(`${backend.origin}/svc/merchant/api/v1/crm/organizations?isMerchant=true&pageIndex=0&pageSize=100`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  })).json() as { data: Array<{ id: string; merchantName: string | null }> };
  const nimbus = customers.data.find((c) => c.merchantName === 'Nimbus Books Ltd')!;
  const openBoarding = async () => {
    await page.goto(`${backend.origin}/crm/organizations?open=${nimbus.id}`);
    const record = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Boarding' }) });
    await record.getByRole('tab', { name: 'Boarding' }).click();
    return record;
  };
  // The boarding queue names Nimbus with what waits for review; its link (keyboard) opens the customer's Boarding tab.
  await page.goto(`${backend.origin}/crm/boarding-queue`);
  const review = page.getByRole('link', { name: 'Review Nimbus Books Ltd' });
  await expect(review).toBeVisible();
  await expectAccessible(page, 'Boarding queue');
  await review.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/crm/organizations\\?open=${nimbus.id}&tab=boarding`));
  let record = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Boarding' }) });
  await expect(record.getByRole('tab', { name: 'Boarding' })).toHaveAttribute('aria-selected', 'true');
  await record.getByRole('button', { name: 'Reject Bank statement' }).click();
  const reason = page.getByRole('dialog').filter({ hasText: 'Reject' }).last();
  await reason.getByRole('textbox').fill('The statement is older than 3 months');
  await reason.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank statement rejected: the merchant is told why')).toBeVisible();

  // The merchant: the notification says why and opens the document; a new file goes under review.
  await merchant.goto(`${backend.origin}/boarding/documents`);
  await merchant.getByTestId('notifications-bell').click();
  const notice = merchant.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: 'Bank statement was rejected' }).first();
  await expect(notice).toContainText('The statement is older than 3 months');
  await notice.getByRole('button', { name: /Document rejected/ }).click();
  await expect(merchant).toHaveURL(/\/boarding\/documents\?open=/);
  await expect(bank().getByText('Rejected: The statement is older than 3 months')).toBeVisible();
  await bank().locator('input[type="file"]').setInputFiles(statement('second'));
  await expect(bank().getByText('Under review')).toBeVisible();

  // tenant@ accepts the new file; the merchant sees it accepted.
  record = await openBoarding();
  await record.getByRole('button', { name: 'Accept Bank statement' }).click();
  await expect(page.getByText('Bank statement accepted')).toBeVisible();
  // The record's own tabs are the customers' page's; the Boarding tab's panel is this feature's.
  await expectAccessible(page, 'Boarding review', '[data-testid="boarding-review"]');
  await merchant.reload();
  await expect(bank().getByText('Accepted', { exact: true })).toBeVisible();
});
