import { expect, test } from '@playwright/test';
import { closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/** The transaction detail drawer over the real backend (issue 10, ADR 0044). */
test('tenant@ opens a transaction from the lookup: header, tabs from their own calls, width kept, link reopens it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The last 30 days (the lookup opens on today, which a database seeded earlier in the day may not have rows of yet).
  const day = (n: number) => `${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;
  await signIn(page, 'tenant@demo.test', { from: `/transaction-management/transaction-lookup?from=${day(29)}&to=${day(0)}` });
  const firstRow = page.locator('.ant-table-tbody .ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const externalId = (await firstRow.locator('.ant-table-cell').first().innerText()).trim();

  await firstRow.locator('.ant-table-cell').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]tx=[0-9a-f-]{36}/);
  await expect(drawer.getByRole('group', { name: 'Transaction detail' })).toContainText(externalId);
  await expect(drawer.locator('.status-pill').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();

  // Tabs fetch their own endpoints: events, API logs (bodies, seconds to 3 decimals), accounting (balanced or none).
  await drawer.getByRole('tab', { name: 'Events' }).click();
  // The newest row may be a payment (transaction.created, ...) or a follow-up another spec made (refund.successful, ...).
  await expect(drawer.getByRole('cell', { name: /^[a-z_]+\.[a-z_]+$/ }).first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'API logs' }).click();
  await expect(drawer.getByText(/^\d+,\d{3} s$/).first()).toBeVisible();
  await expect(drawer.getByText(/"currency"/).first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Accounting' }).click();
  await expect(drawer.getByText('Balanced').or(drawer.getByText('Nothing to show'))).toBeVisible();

  // Wider by two steps of the handle; kept in drawerSize.
  const handle = drawer.getByRole('separator', { name: /Drawer width/ });
  const before = Number(await handle.getAttribute('aria-valuenow'));
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 64));
  expect(await page.evaluate(() => window.localStorage.getItem('drawerSize'))).toBe(String(before + 64));

  // The link is shareable: a reload opens the same transaction at the kept width.
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('group', { name: 'Transaction detail' })).toContainText(externalId);
  await expect(page.getByRole('dialog').getByRole('separator', { name: /Drawer width/ })).toHaveAttribute('aria-valuenow', String(before + 64));
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]tx=/);
  await context.close();
});
