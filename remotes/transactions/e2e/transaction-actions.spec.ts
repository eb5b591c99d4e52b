import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ACTION_REFUSALS } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { closeOwnContextsAfterEach, navigateInApp, signIn } from '../../../host/e2e/support';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Transaction actions over the real backend (issue 10 deliverable 2; spec part 2 section 7.1; ADR 0046).
 * Seeded data (backend/src/modules/transactions/seed.ts): Harbour Florists' TX-HFL-0027 is a Test-mode sale of
 * 281,00 EUR, Captured, that no other spec changes; tenant@ works in Test mode (the default for tenant staff).
 * Four-eyes needs a payment above Acme's threshold (500.00): the hand-made rows stay under 501,00, so the second
 * test takes the newest generated captured payment of 900.00 or more. Every amount is read from the drawer's
 * balance first, so a retry on the same database still holds.
 */
const LOOKUP = '/transaction-management/transaction-lookup';
const PARTIAL = 'TX-HFL-0027';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh browser signed in as `email`, opened at `from` (one load of the shell: no landing page first). */
async function userPage(browser: Browser, email: string, from: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, { from });
  return page;
}

const drawerOf = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('group', { name: 'Transaction detail' }) });
const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
/** An action's dialog, by the action's name in its title ("Refund: TX-..."). */
const actionDialog = (page: Page, action: string) => page.getByRole('dialog', { name: new RegExp(`^${action}: `) });
const actionButton = (drawer: Locator, name: string) => drawer.getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true });

/** "1.234,56 EUR" -> 123456 (the kit's money format: dot thousands, comma decimals). */
const minorOf = (text: string) => Number(/(\d[\d.]*,\d{2})/.exec(text)![1]!.replace(/[.,]/g, ''));
/** 123456 -> "1234.56", as the amount box holds it. */
const majorOf = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Opens the lookup at `query` in-app (the shell stays) and the drawer of the row whose external id is `externalId` (or the first row). */
async function openFromLookup(page: Page, query: string, externalId?: string): Promise<Locator> {
  await navigateInApp(page, `${LOOKUP}?${query}`);
  return openRow(page, externalId);
}

/** On the lookup: opens the drawer of the row whose external id is `externalId` (or the first row). */
async function openRow(page: Page, externalId?: string): Promise<Locator> {
  const table = page.locator('.ant-table-wrapper').first();
  const row = externalId ? bodyRows(table).filter({ has: page.getByRole('cell', { name: externalId, exact: true }) }) : bodyRows(table);
  await row.first().locator('.ant-table-cell').first().click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  if (externalId) await expect(drawer.getByRole('group', { name: 'Transaction detail' })).toContainText(externalId);
  return drawer;
}

/** What may still be refunded, from the Balance tab. */
async function refundable(drawer: Locator): Promise<number> {
  await drawer.getByRole('tab', { name: 'Balance' }).click();
  const line = drawer.getByRole('row').filter({ hasText: 'Can still be refunded' });
  await expect(line).toContainText(/[A-Z]{3}/);
  return minorOf(await line.innerText());
}

async function refund(page: Page, drawer: Locator, amount: string | null): Promise<Locator> {
  await actionButton(drawer, 'Refund').click();
  const dialog = actionDialog(page, 'Refund');
  await expect(dialog).toBeVisible();
  // antd's required mark (a CSS '*') is part of the accessible name: "* Amount (EUR)".
  if (amount !== null) await dialog.getByRole('textbox', { name: /Amount \(/ }).fill(amount);
  return dialog;
}

test('tenant@ refunds part of a captured payment, sees it in the drawer, and a refund above the remainder is refused', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await userPage(browser, 'tenant@demo.test', `${LOOKUP}?externalId=${PARTIAL}`);
  const drawer = await openRow(page, PARTIAL);
  await expect(drawer.getByRole('group', { name: 'Actions' })).toBeVisible();
  await expectAccessible(page, 'transaction drawer with its actions', '.ant-drawer');

  const before = await refundable(drawer);
  expect(before).toBeGreaterThan(1000);
  await drawer.getByRole('tab', { name: 'Events' }).click();
  await expect(bodyRows(drawer).first()).toBeVisible();
  const eventsBefore = await bodyRows(drawer).count();

  // Refund 10,00 EUR: the dialog offers what remains, takes a reason, and sends section 7.1's headers.
  const dialog = await refund(page, drawer, null);
  await expect(dialog.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue(majorOf(before));
  await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).fill('10.00');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('One bouquet returned');
  await expectAccessible(page, 'refund dialog', '.ant-modal');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/crm\/transactions\/[0-9a-f-]{36}\/refunds$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const headers = (await sent).headers();
  expect(headers['x-request-id']).toMatch(UUID);
  expect(headers.systemmode).toBe('Test');
  expect(headers['website-id']).toMatch(UUID);
  await expect(drawer.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The drawer is read again: the refund among the related rows, a new event, its accounting lines, the balance.
  await drawer.getByRole('tab', { name: 'Related' }).click();
  await expect(bodyRows(drawer).filter({ hasText: 'Refund' }).filter({ hasText: '10,00 EUR' }).first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Events' }).click();
  await expect.poll(() => bodyRows(drawer).count()).toBeGreaterThan(eventsBefore);
  await drawer.getByRole('tab', { name: 'Accounting' }).click();
  await expect(drawer.getByRole('cell', { name: '10,00 EUR' }).first()).toBeVisible();
  // The balance is read again after the refund: poll until that answer is drawn.
  await expect.poll(() => refundable(drawer)).toBe(before - 1000);

  // Meanwhile another tab refunds 1,00 EUR: this dialog still offers the old remainder, and the server refuses it.
  const stale = await refund(page, drawer, null);
  await expect(stale.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue(majorOf(before - 1000));
  const other = await page.context().newPage();
  await signIn(other, 'tenant@demo.test', { from: `${LOOKUP}?externalId=${PARTIAL}` });
  const otherDrawer = await openRow(other, PARTIAL);
  const small = await refund(other, otherDrawer, '1.00');
  await small.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(small).toBeHidden();
  await expect(otherDrawer.getByRole('status').first()).toBeVisible();
  await other.close();

  await stale.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText(ACTION_REFUSALS.refundTooLarge.message);
  // The refusal makes the drawer read the balance again, now with the other tab's refund.
  await expect.poll(() => refundable(drawer)).toBe(before - 1100);
  await page.context().close();
});

test('a refund above Acme\'s four-eyes threshold waits for approval; tenant@ cannot approve its own, tenant-approver@ approves it', async ({ browser }) => {
  test.setTimeout(120_000);
  // The newest captured payment of 900.00 or more (generated; the hand-made ones stay under 501,00).
  const page = await userPage(browser, 'tenant@demo.test', `${LOOKUP}?status=Captured&type=Sale&type=Capture&amountFrom=900`);
  const drawer = await openRow(page);
  const remaining = await refundable(drawer);
  expect(remaining, 'a captured payment with more than 500,00 left to refund').toBeGreaterThan(50_000);

  const dialog = await refund(page, drawer, '501.00');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Related' }).click();
  const waiting = bodyRows(drawer).filter({ hasText: 'Waiting for approval' }).filter({ hasText: '501,00' }).first();
  await expect(waiting).toBeVisible();
  const refundId = (await waiting.locator('.ant-table-cell').first().innerText()).trim();
  expect(await refundable(drawer)).toBe(remaining - 50_100);

  // tenant@ asked for it: no Approve, or the server refuses it (four-eyes).
  const own = await openFromLookup(page, `externalId=${encodeURIComponent(refundId)}`, refundId);
  const approveOwn = actionButton(own, 'Approve');
  await expect(own.getByRole('tab', { name: 'Balance' })).toBeVisible();
  if (await approveOwn.isVisible()) {
    await approveOwn.click();
    await actionDialog(page, 'Approve').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(own.getByRole('alert')).toContainText(ACTION_REFUSALS.ownRequest.message);
  }
  await expect(own.locator('.status-pill').first()).toHaveText('Waiting for approval');
  await page.context().close();

  // A second user of Acme holding the approvals permission approves it.
  const approver = await userPage(browser, 'tenant-approver@demo.test', `${LOOKUP}?externalId=${encodeURIComponent(refundId)}`);
  const theirs = await openRow(approver, refundId);
  await actionButton(theirs, 'Approve').click();
  const confirm = actionDialog(approver, 'Approve');
  await expect(confirm).toContainText('Approve this transaction?');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(theirs.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(theirs.locator('.status-pill').first()).not.toHaveText('Waiting for approval');
  await approver.context().close();
});
